import type { AddressInfo } from 'node:net';
import { INestMicroservice } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { busServerOptions, InProcessBroker, InProcessClient } from '@mise/platform-bus';
import { nestLogLevels } from '@mise/platform-config';
import { openStore, Store } from '@mise/platform-db';
import { createLogger, initMetrics, ProcessHealth } from '@mise/platform-observability';
import { InProcessJobQueue } from '@mise/platform-queue';
import { LocalDiskStorage, uploadsDir } from '@mise/platform-storage';
import type { Logger } from 'pino';
import {
  ExtractionWorker,
  ExtractionWorkerOptions,
  registerExtractionJobs,
  startExtractionService,
} from '@mise/extraction';
import { createGatewayApp, GatewayEnv, resolveDataDir, WriteGate } from '@mise/gateway';
import { recipesMigrations, startRecipesService } from '@mise/recipes';
import { shoppingMigrations, startShoppingService } from '@mise/shopping';
import { startBackupEndpoint, takeBackup } from './backup/standalone-backup';
import { socialMigrations, startSocialService } from '@mise/social';

/** Every store-backed service's migrations, in the order the standalone applies them. */
export const standaloneMigrations = [socialMigrations, recipesMigrations, shoppingMigrations];

export interface Standalone {
  gateway: NestExpressApplication;
  store: Store;
  /** A consistent backup file of the running app (PGlite only): database, accounts, uploads. */
  backup(): Promise<Buffer>;
  /** Base URL once listening (port 0 picks a free one). */
  url: string;
  close(): Promise<void>;
}

/**
 * The standalone composition root: the gateway and all four services in this process, talking over
 * the in-process bus, jobs on the in-process queue, one PGlite store in DATA_DIR/db (or PostgreSQL
 * when DATABASE_URL is set). Services keep their own modules and schemas exactly as when distributed.
 */
export async function startStandalone(
  env: GatewayEnv,
  options: {
    listen?: boolean;
    extraction?: ExtractionWorkerOptions;
    /**
     * Request ids (X-Request-Id in and out, in the logs), per-route metrics and `/livez` `/readyz`
     * `/metrics` on the app's port, as on a distributed gateway. By default the process's own
     * health, marked started once everything is up, with the store as its readiness check.
     */
    observability?: { health: ProcessHealth; logger: Logger };
  } = {},
): Promise<Standalone> {
  const store = await openStore({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: resolveDataDir(env) });
  const services: INestMicroservice[] = [];
  const queue = new InProcessJobQueue();
  let gateway: NestExpressApplication | undefined;
  let worker: ExtractionWorker | undefined;
  let backupEndpoint: { close(): Promise<void> } | undefined;
  const writeGate = new WriteGate();
  const dataDir = resolveDataDir(env);
  const backup = () => takeBackup(store, writeGate, dataDir);
  const close = async () => {
    await backupEndpoint?.close();
    await gateway?.close();
    for (const service of services.reverse()) await service.close();
    await queue.close();
    await worker?.close();
    await store.close();
  };
  try {
    for (const migrations of standaloneMigrations) await store.migrate(migrations);
    const broker = new InProcessBroker();
    const server = () => busServerOptions({}, broker);
    const bus = new InProcessClient(broker);
    const logger = nestLogLevels(env.LOG_LEVEL);
    // The gateway's upload store (DATA_DIR/uploads): export files reach the jobs through it.
    const storage = new LocalDiskStorage(uploadsDir(resolveDataDir(env)));
    worker = registerExtractionJobs(queue, { storage, ...options.extraction });
    services.push(await startSocialService({ store, bus }, server(), logger));
    services.push(await startRecipesService({ store, bus }, server(), logger));
    services.push(await startShoppingService({ store, bus }, server(), logger));
    services.push(await startExtractionService({ queue }, server(), logger));
    initMetrics('standalone');
    const observability = options.observability ?? {
      health: new ProcessHealth(),
      logger: createLogger('standalone', env.LOG_LEVEL),
    };
    gateway = await createGatewayApp(env, {
      bus,
      storage,
      info: { profile: 'standalone', bus: 'in-process' },
      observability,
      writeGate,
    });
    // `npm run backup` reaches the running app here (loopback, token in DATA_DIR): decision 023.
    if (store.kind === 'pglite') backupEndpoint = await startBackupEndpoint(dataDir, backup);
    if (!options.observability)
      observability.health.markStarted([{ name: 'store', check: () => store.ping() }]);
    let url = '';
    if (options.listen !== false) {
      await gateway.listen(env.PORT);
      const address = gateway.getHttpServer().address() as AddressInfo;
      url = `http://127.0.0.1:${address.port}`;
    }
    return { gateway, store, url, backup, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
