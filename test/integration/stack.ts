import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { AuthEmulatorStub, mintEmulatorToken, startAuthEmulatorStub } from '@mise/platform-testing';
import { freePort } from '../standalone/standalone-process';
import { repoRoot, ServiceProcess, spawnBuilt, stop } from './service-processes';

/** The built entry point of each distributed process, by the name docker-compose.yml gives it. */
export const ENTRIES = {
  gateway: 'apps/gateway/src/main.js',
  recipes: 'apps/recipes/src/main.js',
  social: 'apps/social/src/main.js',
  shopping: 'apps/shopping/src/main.js',
  extraction: 'apps/extraction/src/main.js',
  'extraction-worker': 'apps/extraction/src/worker.js',
} as const;
export type Role = keyof typeof ENTRIES;

export function buildServer(): void {
  execFileSync(process.execPath, [join(repoRoot, 'scripts', 'build-server.mjs')], { stdio: 'pipe' });
}

export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

export interface StackEnv {
  NATS_URL: string;
  BUS_PREFIX: string;
  DATABASE_URL: string;
  REDIS_URL: string;
  QUEUE_PREFIX: string;
}

export interface RunningInstance {
  role: Role;
  proc: ServiceProcess;
  opsPort: number;
}

/**
 * Distributed processes started from the built tree with the variables the compose file gives them,
 * each with its own OPS_PORT; the gateway on a free port with a stub Auth emulator.
 */
export class Stack {
  readonly instances: RunningInstance[] = [];
  baseUrl = '';
  private stub?: AuthEmulatorStub;
  private gatewayPort = 0;

  constructor(
    readonly env: StackEnv,
    private readonly extra: Partial<Record<Role, Record<string, string>>> = {},
  ) {}

  async start(roles: Role[]): Promise<void> {
    this.stub = await startAuthEmulatorStub();
    this.gatewayPort = await freePort();
    this.baseUrl = `http://127.0.0.1:${this.gatewayPort}`;
    const started = await Promise.all(roles.map((role) => this.spawn(role)));
    await Promise.all(started.map((instance) => this.waitReady(instance)));
  }

  envFor(role: Role): Record<string, string> {
    const { NATS_URL, BUS_PREFIX, DATABASE_URL, REDIS_URL, QUEUE_PREFIX } = this.env;
    const common = { LOG_LEVEL: 'warn', SHUTDOWN_TIMEOUT_MS: '10000' };
    const byRole: Record<Role, Record<string, string>> = {
      gateway: {
        NATS_URL,
        BUS_PREFIX,
        REDIS_URL,
        QUEUE_PREFIX,
        PORT: String(this.gatewayPort),
        FIREBASE_AUTH_EMULATOR_HOST: this.stub?.host ?? '',
        WEB_DIST: join(repoRoot, 'dist', 'no-web-here'),
      },
      recipes: { NATS_URL, BUS_PREFIX, DATABASE_URL },
      social: { NATS_URL, BUS_PREFIX, DATABASE_URL },
      shopping: { NATS_URL, BUS_PREFIX, DATABASE_URL },
      extraction: { NATS_URL, BUS_PREFIX, REDIS_URL, QUEUE_PREFIX },
      'extraction-worker': { REDIS_URL, QUEUE_PREFIX },
    };
    return { ...common, ...byRole[role], ...this.extra[role] };
  }

  /** Starts one more instance of a role (a replica, or one coming back after a kill). */
  async spawn(role: Role): Promise<RunningInstance> {
    const opsPort = await freePort();
    const index = this.instances.filter((i) => i.role === role).length + 1;
    const proc = spawnBuilt(`${role}-${index}`, ENTRIES[role], {
      ...this.envFor(role),
      OPS_PORT: String(opsPort),
    });
    const instance = { role, proc, opsPort };
    this.instances.push(instance);
    return instance;
  }

  async waitReady(instance: RunningInstance, timeoutMs = 60000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (instance.proc.hasExited())
        throw new Error(`${instance.proc.name} exited during start-up:\n${instance.proc.output()}`);
      if ((await this.readyz(instance)).status === 200) return;
      if (Date.now() > deadline)
        throw new Error(`${instance.proc.name} not ready in time:\n${instance.proc.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async readyz(instance: RunningInstance): Promise<{ status: number; body: unknown }> {
    try {
      const res = await fetch(`http://127.0.0.1:${instance.opsPort}/readyz`, {
        signal: AbortSignal.timeout(3000),
      });
      return { status: res.status, body: await res.json() };
    } catch {
      return { status: 0, body: null };
    }
  }

  live(role: Role): RunningInstance[] {
    return this.instances.filter((i) => i.role === role && !i.proc.hasExited());
  }

  async kill(instance: RunningInstance, signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> {
    instance.proc.child.kill(signal);
    return instance.proc.exited;
  }

  /** SIGTERM to everything still running; the exit codes of those that were. */
  async stop(): Promise<(number | null)[]> {
    const running = this.instances.filter((i) => !i.proc.hasExited());
    const codes = await Promise.all(running.map((i) => stop(i.proc)));
    await this.stub?.close();
    return codes;
  }

  output(): string {
    return this.instances.map((i) => `--- ${i.proc.name}\n${i.proc.output()}`).join('\n');
  }

  async call(
    method: string,
    path: string,
    options: {
      uid?: string;
      name?: string;
      body?: unknown;
      headers?: Record<string, string>;
      timeoutMs?: number;
    } = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are read loosely; the assertions check them
  ): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.uid) {
      headers.Authorization = `Bearer ${mintEmulatorToken({
        uid: options.uid,
        name: options.name ?? `Cook ${options.uid}`,
        email: `${options.uid}@example.com`,
      })}`;
    }
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15000),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
}
