import type { Server } from 'node:http';
import { join } from 'node:path';
import { parseEnv } from '@mise/platform-config';
import { openApiDocument } from '@mise/contracts';
import {
  AuthEmulatorStub,
  mintEmulatorToken,
  recordResponses,
  ResponseChecker,
  seedMigratedStore,
  startAuthEmulatorStub,
  tempDir,
} from '@mise/platform-testing';
import { GatewayEnv } from '@mise/gateway';
import { Standalone, standaloneMigrations, startStandalone } from './standalone-app';

export interface TestStandalone {
  standalone: Standalone;
  /** For supertest: `request(app.http)`. */
  http: Server;
  stub: AuthEmulatorStub;
  dataDir: string;
  /** `Bearer <token>` for a user (created on their first call). */
  bearer(uid: string, name?: string): string;
  close(): Promise<void>;
}

let checker: ResponseChecker | undefined;

/**
 * For specs: the whole standalone app in this process, not listening, on a temp data dir, with an
 * auth emulator stub so locally minted tokens verify. Its store starts as a copy of a migrated
 * template. Start one per spec file. Every answer a test receives is checked on `close()` against the
 * OpenAPI document (its status listed for the route, its body valid by the documented schema).
 */
export async function startTestStandalone(
  env: Record<string, string> = {},
  options: Parameters<typeof startStandalone>[1] = {},
): Promise<TestStandalone> {
  const dir = tempDir();
  const stub = await startAuthEmulatorStub();
  try {
    const parsed = parseEnv(GatewayEnv, {
      DATA_DIR: join(dir.path, 'data'),
      WEB_DIST: join(dir.path, 'web'),
      LOG_LEVEL: 'silent',
      ...env,
      FIREBASE_AUTH_EMULATOR_HOST: stub.host,
    });
    // A copy of the migrated store instead of migrating from nothing (a given DATA_DIR keeps its store).
    if (!parsed.DATABASE_URL) await seedMigratedStore(parsed.DATA_DIR, standaloneMigrations);
    const standalone = await startStandalone(parsed, { ...options, listen: false });
    const http = standalone.gateway.getHttpServer() as Server;
    const responses = recordResponses(http);
    return {
      standalone,
      http,
      stub,
      dataDir: parsed.DATA_DIR,
      bearer: (uid, name = `Cook ${uid}`) =>
        `Bearer ${mintEmulatorToken({ uid, name, email: `${uid}@example.com`, projectId: parsed.FIREBASE_PROJECT_ID })}`,
      close: async () => {
        await standalone.close();
        await stub.close();
        dir.remove();
        checker ??= new ResponseChecker(openApiDocument());
        const mismatches = checker.mismatches(responses);
        if (mismatches.length > 0)
          throw new Error(
            `Answers that break the API's documented responses (libs/contracts/src/http-api.ts):\n${mismatches.join('\n')}`,
          );
      },
    };
  } catch (error) {
    await stub.close();
    dir.remove();
    throw error;
  }
}
