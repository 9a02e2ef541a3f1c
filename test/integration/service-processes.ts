import { ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '..', '..');

export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  hasExited: () => boolean;
}

/** Spawns a built entry point (dist/server/...) with exactly the variables given. */
export function spawnBuilt(name: string, entry: string, env: Record<string, string>): ServiceProcess {
  const child = spawn(process.execPath, [join(repoRoot, 'dist', 'server', entry)], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let done = false;
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) =>
    child.on('exit', (code) => {
      done = true;
      resolveExit(code);
    }),
  );
  return { name, child, output: () => output, exited, hasExited: () => done };
}

/** SIGTERM, then SIGKILL if the process has not exited within a few seconds. */
export async function stop(proc: ServiceProcess): Promise<number | null> {
  if (proc.hasExited()) return proc.exited;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 5000);
  const code = await proc.exited;
  clearTimeout(timer);
  return code;
}
