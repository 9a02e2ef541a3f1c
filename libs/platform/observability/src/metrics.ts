import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * One registry per process. Default metrics include event-loop lag (nodejs_eventloop_lag_*), heap
 * and RSS; the histograms below are what the platform measures for every process.
 */
export const registry = new Registry();
let defaultsCollected = false;

/** Labels every series with the process's name; call once from a main. */
export function initMetrics(process: string): void {
  registry.setDefaultLabels({ process });
  if (!defaultsCollected) {
    defaultsCollected = true;
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  }
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by route: the count is the request rate, the buckets the latency',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const busRequestDuration = new Histogram({
  name: 'bus_request_duration_seconds',
  help: 'Bus requests sent, by pattern and outcome (ok, error, unavailable, timeout)',
  labelNames: ['pattern', 'outcome'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const busHandlerDuration = new Histogram({
  name: 'bus_handler_duration_seconds',
  help: 'Bus messages handled, by pattern, kind (request or event) and outcome',
  labelNames: ['pattern', 'kind', 'outcome'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'job_duration_seconds',
  help: 'Jobs worked, by name and outcome (completed, failed): the count is the job count',
  labelNames: ['name', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers: [registry],
});

/** Starts a timer; the returned function records the elapsed seconds with the given labels. */
export function startTimer<L extends string>(
  histogram: Histogram<L>,
): (labels: Partial<Record<L, string | number>>) => void {
  const started = process.hrtime.bigint();
  return (labels) => histogram.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
}
