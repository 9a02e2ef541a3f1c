import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { AuthEmulatorStub, mintEmulatorToken, startAuthEmulatorStub, tempDir } from '@mise/platform-testing';
import { largePaprikaExport } from '../../apps/extraction/src/exports/fixtures/export-fixtures';
import { freePort } from '../standalone/standalone-process';
import * as run from './integration-env';
import { repoRoot, ServiceProcess, spawnBuilt, stop } from './service-processes';
import { adminQuery as adminQueryAt, buildServer, databaseUrlFor, deleteRedisKeys } from './stack';

const { BUS_PREFIX, NATS_URL, PG_ADMIN_URL, QUEUE_PREFIX, REDIS_URL, runId } = run;

jest.setTimeout(120000);

/**
 * The distributed profile: gateway, recipes (two replicas), social, shopping and extraction as
 * separate built processes over real NATS, BullMQ on real Redis and a fresh PostgreSQL database.
 */
describe('distributed profile', () => {
  const database = `mise_${runId}`;
  const queuePrefix = QUEUE_PREFIX;
  const databaseUrl = databaseUrlFor(PG_ADMIN_URL, database);
  let stub: AuthEmulatorStub;
  let processes: ServiceProcess[] = [];
  let baseUrl = '';
  // The upload store the gateway and the extraction process share (one volume in docker-compose.yml).
  const dataDir = tempDir('mise-dist-');

  const adminQuery = (sql: string) => adminQueryAt(PG_ADMIN_URL, sql);

  beforeAll(async () => {
    buildServer();
    await adminQuery(`CREATE DATABASE "${database}"`);
    stub = await startAuthEmulatorStub();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const common = { NATS_URL, BUS_PREFIX, LOG_LEVEL: 'warn' };
    const withDb = { ...common, DATABASE_URL: databaseUrl };
    // All at once, on an empty database: migrations race and must serialise on the advisory lock.
    processes = [
      spawnBuilt('recipes-1', 'apps/recipes/src/main.js', withDb),
      spawnBuilt('recipes-2', 'apps/recipes/src/main.js', withDb),
      spawnBuilt('social', 'apps/social/src/main.js', withDb),
      spawnBuilt('shopping', 'apps/shopping/src/main.js', withDb),
      spawnBuilt('extraction', 'apps/extraction/src/main.js', {
        ...common,
        REDIS_URL,
        QUEUE_PREFIX: queuePrefix,
        DATA_DIR: dataDir.path,
      }),
      spawnBuilt('gateway', 'apps/gateway/src/main.js', {
        ...common,
        PORT: String(port),
        FIREBASE_AUTH_EMULATOR_HOST: stub.host,
        WEB_DIST: join(repoRoot, 'dist', 'no-web-here'),
        DATA_DIR: dataDir.path,
      }),
    ];
    const deadline = Date.now() + 60000;
    for (;;) {
      const dead = processes.find((p) => p.hasExited());
      if (dead) throw new Error(`${dead.name} exited during start-up:\n${dead.output()}`);
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        if (res.ok && ((await res.json()) as { status: string }).status === 'ok') break;
      } catch {
        // Gateway not listening yet.
      }
      if (Date.now() > deadline)
        throw new Error(
          `not healthy in time:\n${processes.map((p) => `--- ${p.name}\n${p.output()}`).join('\n')}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  afterAll(async () => {
    const codes = await Promise.all(processes.map(stop));
    await stub?.close();
    await run.dropEventStream();
    await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await deleteRedisKeys(REDIS_URL, queuePrefix);
    dataDir.remove();
    expect(codes.every((code) => code === 0)).toBe(true);
  });

  const auth = (uid: string, name = `Cook ${uid}`) => ({
    Authorization: `Bearer ${mintEmulatorToken({ uid, name, email: `${uid}@example.com` })}`,
  });
  const call = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return {
      status: res.status,
      body: text ? (JSON.parse(text) as Record<string, unknown> & Record<number, unknown>) : null,
    };
  };

  it('reports the distributed parts in health', async () => {
    const res = await call('GET', '/api/health', {});
    expect(res.body).toEqual({
      status: 'ok',
      profile: 'distributed',
      bus: { ok: true, detail: 'nats' },
      store: { ok: true, detail: 'postgres' },
      queue: { ok: true, detail: 'bullmq' },
      services: {
        recipes: { ok: true },
        social: { ok: true },
        shopping: { ok: true },
        extraction: { ok: true },
      },
    });
  });

  it("applied each service's migrations once although processes started together", async () => {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const service of ['recipes', 'social', 'shopping']) {
        const { rows } = await client.query(
          `SELECT count(*)::int AS n FROM drizzle."__migrations_${service}"`,
        );
        // Once each: as many rows as the service has migrations in its journal.
        const journal = JSON.parse(
          readFileSync(
            join(repoRoot, 'apps', service, 'src', 'db', 'migrations', 'meta', '_journal.json'),
            'utf8',
          ),
        ) as { entries: unknown[] };
        expect(rows[0].n).toBe(journal.entries.length);
      }
      const { rows } = await client.query(
        `SELECT table_schema || '.' || table_name AS t FROM information_schema.tables WHERE table_schema IN ('recipes','social','shopping') ORDER BY 1`,
      );
      expect(rows.map((r: { t: string }) => r.t)).toEqual(
        expect.arrayContaining(['recipes.recipes', 'shopping.shopping_lists', 'social.users']),
      );
    } finally {
      await client.end();
    }
    expect(processes.filter((p) => p.name.startsWith('recipes')).every((p) => !p.hasExited())).toBe(true);
  });

  it('runs the recipe slice over HTTP: sign-up, create, list, get, update, delete', async () => {
    const profile = await call('GET', '/api/users/profile', auth('dist-ada', 'Ada'));
    expect(profile).toMatchObject({ status: 200, body: { firebase_uid: 'dist-ada', display_name: 'Ada' } });
    const created = await call('POST', '/api/recipes', auth('dist-ada', 'Ada'), {
      title: 'Dal',
      prep_time_minutes: 5,
      cook_time_minutes: 30,
      privacy: 'private',
    });
    expect(created).toMatchObject({
      status: 201,
      body: { title: 'Dal', duration_minutes: 35, user_id: profile.body?.id, user_display_name: 'Ada' },
    });
    const id = created.body?.id as number;
    const list = await call('GET', '/api/recipes?view=mine', auth('dist-ada', 'Ada'));
    expect((list.body as unknown as { id: number }[]).map((r) => r.id)).toContain(id);
    expect(await call('GET', `/api/recipes/${id}`, auth('dist-ada', 'Ada'))).toMatchObject({
      status: 200,
      body: { id },
    });
    expect(
      await call('PATCH', `/api/recipes/${id}`, auth('dist-ada', 'Ada'), { status: 'made' }),
    ).toMatchObject({ status: 200, body: { status: 'made' } });
    expect(await call('GET', `/api/recipes/${id}`, auth('dist-bo'))).toEqual({
      status: 404,
      body: { error: 'Recipe not found' },
    });
    expect(await call('DELETE', `/api/recipes/${id}`, auth('dist-bo'))).toEqual({
      status: 404,
      body: { error: 'Recipe not found' },
    });
    expect((await call('DELETE', `/api/recipes/${id}`, auth('dist-ada', 'Ada'))).status).toBe(204);
    expect((await call('GET', `/api/recipes/${id}`, auth('dist-ada', 'Ada'))).status).toBe(404);
  });

  it('refuses requests without a valid token and bad bodies', async () => {
    expect(await call('GET', '/api/recipes', {})).toEqual({
      status: 401,
      body: { error: 'Authentication required' },
    });
    expect(await call('GET', '/api/recipes', { Authorization: 'Bearer nonsense' })).toEqual({
      status: 401,
      body: { error: 'Authentication failed' },
    });
    expect(await call('POST', '/api/recipes', auth('dist-ada', 'Ada'), { title: '' })).toEqual({
      status: 400,
      body: { error: 'Recipe title is required' },
    });
  });

  it('turns pasted text into a draft through a BullMQ job in the extraction process', async () => {
    const res = await call('POST', '/api/extraction/text', auth('dist-ada', 'Ada'), {
      text: 'Omelette\n\n2 eggs\n1 tbsp butter\nBeat the eggs.\nCook in butter.',
    });
    expect(res).toMatchObject({
      status: 200,
      body: {
        title: 'Omelette',
        ingredients: ['2 eggs', '1 tbsp butter'],
        method: ['Beat the eggs.', 'Cook in butter.'],
      },
    });
    const redis = new Redis(REDIS_URL);
    try {
      expect((await redis.keys(`${queuePrefix}:extraction:*`)).length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });

  it("imports another app's export of several MB, over NATS's 1 MB message limit, through the shared store", async () => {
    const file = await largePaprikaExport(5);
    expect(file.length).toBeGreaterThan(2 * 1024 * 1024);
    const upload = async (path: string, indices?: number[]) => {
      const form = new FormData();
      if (indices) form.append('indices', JSON.stringify(indices));
      form.append('file', new Blob([Buffer.from(file)]), 'freezer.paprikarecipes');
      const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: auth('dist-big'), body: form });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const preview = await upload('/api/recipes/import-file');
    expect(preview.status).toBe(200);
    const recipes = preview.body.recipes as Array<{ title: string; thumbnail: string }>;
    expect(recipes.map((r) => r.title)).toEqual([1, 2, 3, 4, 5].map((i) => `Big Batch Stew ${i}`));
    expect(recipes.every((r) => r.thumbnail.startsWith('data:image/jpeg;base64,'))).toBe(true);

    // Saving asks for every photo at display size: the result is larger than the file.
    const saved = await upload('/api/recipes/import-file/save', [0, 1, 2, 3, 4]);
    expect(saved.status).toBe(200);
    const created = saved.body.created as Array<{ id: number; title: string }>;
    expect(created).toHaveLength(5);
    const stew = await call('GET', `/api/recipes/${created[4].id}`, auth('dist-big'));
    expect(stew.body).toMatchObject({ title: 'Big Batch Stew 5', source: 'Freezer Club' });
    expect(String(stew.body?.image)).toMatch(/^\/api\/images\/recipes\//);

    // Neither the uploads nor the read results stay behind in the shared store.
    expect(readdirSync(join(dataDir.path, 'uploads', 'imports'))).toEqual([]);
  });
});
