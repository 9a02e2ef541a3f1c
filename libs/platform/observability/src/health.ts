import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { registry } from './metrics';

export interface CheckResult {
  ok: boolean;
  detail?: string;
}

/** Something a process needs to do its work (its store, its bus); readiness fails while one fails. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<CheckResult>;
}

const CHECK_TIMEOUT_MS = 1500;

async function bounded(check: ReadinessCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      check.check(),
      new Promise<CheckResult>((resolve) => {
        timer = setTimeout(() => resolve({ ok: false, detail: 'no answer in time' }), CHECK_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A process's own view of itself: live while the event loop turns; ready once started, while every
 * check passes and until it begins to shut down (so a balancer stops sending work first).
 */
export class ProcessHealth {
  private checks: ReadinessCheck[] = [];
  private started = false;
  private draining = false;

  markStarted(checks: ReadinessCheck[] = []): void {
    this.checks = checks;
    this.started = true;
  }

  markDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async readiness(): Promise<{ ok: boolean; checks: Record<string, CheckResult> }> {
    if (!this.started) return { ok: false, checks: { process: { ok: false, detail: 'starting' } } };
    if (this.draining) return { ok: false, checks: { process: { ok: false, detail: 'shutting down' } } };
    const results = await Promise.all(this.checks.map(async (c) => [c.name, await bounded(c)] as const));
    return { ok: results.every(([, r]) => r.ok), checks: Object.fromEntries(results) };
  }
}

/** The three operator paths every process answers; false when the request was not one of them. */
export async function serveOpsPath(
  health: ProcessHealth,
  path: string,
  res: ServerResponse,
): Promise<boolean> {
  if (path === '/livez') {
    json(res, 200, { status: 'ok' });
  } else if (path === '/readyz') {
    const readiness = await health.readiness();
    json(res, readiness.ok ? 200 : 503, { status: readiness.ok ? 'ok' : 'unavailable', ...readiness });
  } else if (path === '/metrics') {
    const body = await registry.metrics();
    res.writeHead(200, { 'Content-Type': registry.contentType });
    res.end(body);
  } else {
    return false;
  }
  return true;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

export interface OpsServer {
  port: number;
  close(): Promise<void>;
}

/** `/livez`, `/readyz` and `/metrics` on their own port (OPS_PORT), apart from any public traffic. */
export function startOpsServer(health: ProcessHealth, port: number, host = '0.0.0.0'): Promise<OpsServer> {
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    serveOpsPath(health, path, res).then(
      (served) => {
        if (!served) json(res, 404, { error: 'Not found' });
      },
      () => json(res, 500, { error: 'Internal server error' }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
