import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { InProcessBroker, InProcessClient } from '@mise/platform-bus';
import { ConfigError, parseEnv } from '@mise/platform-config';
import {
  mintEmulatorToken,
  startAuthEmulatorStub,
  AuthEmulatorStub,
  tempDir,
  TempDir,
} from '@mise/platform-testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DistributedGatewayEnv, GatewayEnv } from './env';
import { createGatewayApp } from './gateway.app';

/** The gateway with no services behind its bus and no built web app. */
describe('gateway alone', () => {
  let dir: TempDir;
  let stub: AuthEmulatorStub;
  let app: NestExpressApplication;
  let http: App;

  beforeAll(async () => {
    dir = tempDir();
    stub = await startAuthEmulatorStub();
    const env = parseEnv(GatewayEnv, {
      FIREBASE_AUTH_EMULATOR_HOST: stub.host,
      WEB_DIST: join(dir.path, 'missing'),
      LOG_LEVEL: 'silent',
      FIREBASE_PROJECT_ID: 'mise-prod',
      FIREBASE_WEB_API_KEY: 'key-123',
      FIREBASE_APP_ID: 'app-1',
    });
    app = await createGatewayApp(env, {
      bus: new InProcessClient(new InProcessBroker()),
      info: { profile: 'distributed', bus: 'nats' },
    });
    http = app.getHttpServer() as App;
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
    dir.remove();
  });

  it('reports degraded health when no service answers', async () => {
    const res = await request(http).get('/api/health').expect(200);
    expect(res.body).toMatchObject({
      status: 'degraded',
      profile: 'distributed',
      store: { ok: false },
      queue: { ok: false },
      services: {
        recipes: { ok: false },
        social: { ok: false },
        shopping: { ok: false },
        extraction: { ok: false },
      },
    });
  }, 10000);

  it('says the web app is not built instead of failing', async () => {
    const res = await request(http).get('/recipes').expect(200);
    expect(res.text).toContain('The web app is not built yet');
  });

  it('serves the configured web settings without an emulator URL in production values', async () => {
    const res = await request(http).get('/app-config.json').expect(200);
    expect(res.body.firebase).toEqual({
      apiKey: 'key-123',
      authDomain: 'mise-prod.firebaseapp.com',
      projectId: 'mise-prod',
      appId: 'app-1',
    });
  });

  it('refuses bodies over 1 MB', async () => {
    const token = mintEmulatorToken({ uid: 'big', projectId: 'mise-prod' });
    const res = await request(http)
      .post('/api/recipes')
      .set('Authorization', `Bearer ${token}`)
      .send({ title: 'x', notes: 'y'.repeat(1_100_000) })
      .expect(413);
    expect(res.body).toEqual({ error: 'Request body is too large' });
  });

  it('reports a service that is down as unavailable, not as a crash', async () => {
    const token = mintEmulatorToken({ uid: 'lonely', projectId: 'mise-prod' });
    const res = await request(http).get('/api/recipes').set('Authorization', `Bearer ${token}`).expect(503);
    expect(res.body.error).toEqual(expect.any(String));
  }, 15000);
});

describe('gateway env', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv(GatewayEnv, {});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      FIREBASE_PROJECT_ID: 'demo-recipes',
      LOG_LEVEL: 'info',
    });
    expect(env.WEB_DIST.endsWith(join('apps', 'web', 'dist'))).toBe(true);
  });

  it('stops on a wrong value with one line naming it', () => {
    expect(() => parseEnv(GatewayEnv, { PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseEnv(GatewayEnv, { DATABASE_URL: 'mysql://x' })).toThrow(
      'Configuration error: DATABASE_URL must be a postgres:// URL',
    );
  });

  it('needs NATS_URL in the distributed profile', () => {
    expect(() => parseEnv(DistributedGatewayEnv, {})).toThrow(
      'Configuration error: NATS_URL is required but not set',
    );
  });
});
