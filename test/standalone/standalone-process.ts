import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '..', '..');
export const standaloneEntry = join(repoRoot, 'dist', 'server', 'apps', 'standalone', 'src', 'main.js');

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface RunningStandalone {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Spawns the built standalone server with only the variables given (no DATABASE_URL etc. leaking in). */
export function spawnStandalone(env: Record<string, string>): RunningStandalone & { port: string } {
  const child = spawn(process.execPath, [standaloneEntry], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exited, port: env.PORT };
}

/** Resolves once /api/health answers; fails with the server's output if it exits or takes too long. */
export async function waitUntilUp(server: RunningStandalone, timeoutMs = 30000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`standalone exited (${exitCode}) before it was up:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`standalone not up after ${timeoutMs} ms:\n${server.output()}`);
}

export async function killHard(server: RunningStandalone): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}
