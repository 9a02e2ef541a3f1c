// What the HTTP benches share: arguments, the built processes they start and stop, an autocannon
// run, the plain-Nest baseline answering the same JSON, and the ratio table they print.
import 'reflect-metadata';
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

export const root = join(__dirname, '..');

export const numberArg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon run against `url`, errors counting failed connections and non-2xx answers. */
export function load(
  name: string,
  url: string,
  options: { connections: number; seconds: number; token?: string },
): Promise<LoadResult> {
  const headers = options.token ? { Authorization: `Bearer ${options.token}` } : {};
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: options.connections, duration: options.seconds, headers }, (err, r) => {
      if (err) return reject(err);
      resolve({
        name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
      });
    });
  });
}

/** A plain NestJS route at GET /api/{path} answering `body`: the floor the app is measured against. */
export async function baselineApp(path: string, body: unknown, port: number): Promise<INestApplication> {
  @Controller('api')
  class BaselineController {
    @Get(path)
    list() {
      return body;
    }
  }
  @Module({ controllers: [BaselineController] })
  class BaselineModule {}
  const app = await NestFactory.create(BaselineModule, { logger: false });
  await app.listen(port, '127.0.0.1');
  return app;
}

/** A built server entry point (dist/server/...) as a child process, logging errors only. */
export function startNode(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [join(root, 'dist', 'server', script)], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Waits for /api/health to say ok; fails if any of `children` exits first. */
export async function waitHealthy(port: number, children: ChildProcess[]) {
  for (let i = 0; i < 240; i++) {
    if (children.some((c) => c.exitCode !== null)) throw new Error('a process exited during start');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok && ((await res.json()) as { status: string }).status === 'ok') return;
    } catch {
      // not yet
    }
    await sleep(250);
  }
  throw new Error(`port ${port} never became healthy`);
}

/** SIGTERM to each and wait until all have exited. */
export async function stopAll(children: ChildProcess[]): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
  );
}

/** The markdown table of every run beside the first (the baseline): req/s and p99 as ratios. */
export function printLoadTable(title: string, results: LoadResult[]): void {
  const base = results[0];
  console.log(`\n${title}\n`);
  console.log('| setup | req/s | p50 ms | p99 ms | errors | req/s vs baseline | p99 vs baseline |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results)
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / base.rps).toFixed(2)}x | ${(r.p99 / Math.max(base.p99, 1)).toFixed(2)}x |`,
    );
}

/** Calls `onFrame` with each server-sent-event frame of a stream's body, until it ends or is aborted. */
export function onFrames(body: ReadableStream<Uint8Array>, onFrame: (frame: string) => void): void {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          onFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // aborted at the end
    }
  })();
}
