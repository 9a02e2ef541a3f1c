import { DynamicModule, Inject, Module, OnApplicationShutdown, RequestMethod } from '@nestjs/common';
import { APP_GUARD, NestFactory } from '@nestjs/core';
import { ClientProxy } from '@nestjs/microservices';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { ClientConfig } from '@mise/contracts';
import { BUS_CLIENT } from '@mise/platform-bus';
import { nestLogLevels } from '@mise/platform-config';
import { type ProcessHealth, requestObservability } from '@mise/platform-observability';
import { LocalDiskStorage, ObjectStorage, uploadsDir } from '@mise/platform-storage';
import type { Logger } from 'pino';
import { AccountController } from './account/account.controller';
import { ApiDocsController } from './docs/api-docs.controller';
import { FirebaseAuthGuard } from './auth/firebase-auth.guard';
import { firebaseTokenVerifier, TOKEN_VERIFIER, TokenVerifier } from './auth/token-verifier';
import { PROFILE_MEMO_MS, UserDirectory } from './auth/user-directory';
import { GatewayEnv, resolveDataDir } from './env';
import { ExtractionController } from './extraction/extraction.controller';
import { ExportImportController } from './extraction/export-import.controller';
import { MiseListsImport } from './extraction/mise-lists-import';
import { ImportUploads } from './extraction/import-uploads';
import { MediaImportController } from './extraction/media-import.controller';
import { ExtractFromUrlController } from './extraction/from-url.controller';
import { GATEWAY_INFO, GatewayInfo, HealthController } from './health/health.controller';
import { HouseholdController } from './household/household.controller';
import { HttpErrorFilter } from './http/http-error.filter';
import {
  MemoryRateLimitStore,
  RATE_LIMITER,
  RateLimiter,
  RateLimitGuard,
  RateLimitStore,
} from './http/rate-limit';
import { securityHeaders } from './http/security-headers';
import { WriteGate } from './http/write-gate';
import { ImagesController, ImageUploads, OBJECT_STORAGE } from './images';
import { inlineScriptHashes, serveWebApp } from './http/web-app';
import { bodyErrorHandler, guardHttpServer, inputGuard } from './http/input-guard';
import { IMAGE_SEARCH, ImageSearch, imageSearchFromEnv } from './recipes/image-search';
import { CookableController, PlanController } from './plan/plan.controller';
import { RecipesController } from './recipes/recipes.controller';
import { SHARE_PATH, ShareController } from './share/share.controller';
import {
  FoodController,
  PantryController,
  PantryImagesController,
  ShoppingController,
  ShoppingStreamController,
  ShoppingStreams,
} from './shopping';
import { UsersController } from './users/users.controller';

export interface GatewayDeps {
  bus: ClientProxy;
  info: GatewayInfo;
  verifier: TokenVerifier;
  /** Uploaded images: written by the upload routes, served by the images route. */
  storage: ObjectStorage;
  /** The recipe form's image search (provider chosen by env). */
  imageSearch: ImageSearch;
  /** Rate-limit counters: shared by every gateway (Redis) when distributed. */
  rateLimits: RateLimiter;
  /** How long a signed-in person's profile is remembered (AUTH_MEMO_SECONDS). */
  profileMemoMs?: number;
}

class VerifierCloser implements OnApplicationShutdown {
  constructor(
    @Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier,
    @Inject(RATE_LIMITER) private readonly rateLimits: RateLimiter,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.verifier.close();
    await this.rateLimits.close();
  }
}

@Module({})
export class GatewayModule {
  static register(deps: GatewayDeps): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [
        HealthController,
        UsersController,
        AccountController,
        HouseholdController,
        MediaImportController,
        ExportImportController,
        CookableController,
        RecipesController,
        ExtractionController,
        ImagesController,
        ShoppingStreamController,
        ShoppingController,
        PantryImagesController,
        PantryController,
        FoodController,
        ExtractFromUrlController,
        ShareController,
        ApiDocsController,
        PlanController,
      ],
      providers: [
        { provide: BUS_CLIENT, useValue: deps.bus },
        { provide: GATEWAY_INFO, useValue: deps.info },
        { provide: TOKEN_VERIFIER, useValue: deps.verifier },
        { provide: OBJECT_STORAGE, useValue: deps.storage },
        ImageUploads,
        MiseListsImport,
        ImportUploads,
        { provide: IMAGE_SEARCH, useValue: deps.imageSearch },
        { provide: RATE_LIMITER, useValue: deps.rateLimits },
        // In this order: the rate limits need to know who is signed in.
        { provide: APP_GUARD, useClass: FirebaseAuthGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: PROFILE_MEMO_MS, useValue: deps.profileMemoMs },
        UserDirectory,
        VerifierCloser,
        ShoppingStreams,
      ],
    };
  }
}

export function clientConfig(env: GatewayEnv): ClientConfig {
  return {
    firebase: {
      apiKey: env.FIREBASE_WEB_API_KEY ?? 'demo-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      projectId: env.FIREBASE_PROJECT_ID,
      ...(env.FIREBASE_APP_ID ? { appId: env.FIREBASE_APP_ID } : {}),
    },
    authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST
      ? (env.FIREBASE_AUTH_EMULATOR_PUBLIC_URL ?? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`)
      : null,
  };
}

/**
 * The HTTP gateway, initialised but not listening: the caller decides the port (or uses supertest).
 * Uploads go to `options.storage`, by default DATA_DIR/uploads (a volume every gateway shares when
 * distributed); rate-limit counters to `options.rateLimitStore`, by default this process's memory
 * (Redis when distributed, so every gateway counts the same hits).
 */
export async function createGatewayApp(
  env: GatewayEnv,
  options: {
    bus: ClientProxy;
    info: GatewayInfo;
    storage?: ObjectStorage;
    rateLimitStore?: RateLimitStore;
    imageSearch?: ImageSearch;
    /** Load firebase-admin on the first token, not at start (the distributed gateway, small at rest). */
    loadAuthOnFirstToken?: boolean;
    /** Request ids, per-route metrics and `/livez` `/readyz` `/metrics` on the gateway's own port. */
    observability?: { health: ProcessHealth; logger: Logger };
    /** Holds writing requests while a backup takes its snapshot (standalone). */
    writeGate?: WriteGate;
  },
): Promise<NestExpressApplication> {
  const storage = options.storage ?? new LocalDiskStorage(uploadsDir(resolveDataDir(env)));
  const rateLimits = new RateLimiter(
    options.rateLimitStore ?? new MemoryRateLimitStore(),
    env.RATE_LIMIT_SCALE,
  );
  const verifier = firebaseTokenVerifier({
    projectId: env.FIREBASE_PROJECT_ID,
    emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    memoMs: env.AUTH_MEMO_SECONDS * 1000,
    loadOnFirstToken: options.loadAuthOnFirstToken,
  });
  const app = await NestFactory.create<NestExpressApplication>(
    GatewayModule.register({
      bus: options.bus,
      info: options.info,
      verifier,
      storage,
      rateLimits,
      profileMemoMs: env.AUTH_MEMO_SECONDS * 1000,
      imageSearch: options.imageSearch ?? imageSearchFromEnv(env),
    }),
    {
      bodyParser: false,
      logger: nestLogLevels(env.LOG_LEVEL),
    },
  );
  if (options.observability) {
    app.use(requestObservability(options.observability.health, options.observability.logger));
  }
  if (options.writeGate) app.use(options.writeGate.middleware);
  app.use(securityHeaders(clientConfig(env), inlineScriptHashes(env.WEB_DIST)));
  app.useBodyParser('json', { limit: '1mb' });
  app.use(bodyErrorHandler);
  app.use(inputGuard);
  guardHttpServer(app.getHttpServer());
  // The share pages are links people open, not API calls: /share/{id}, beside the web app's pages.
  app.setGlobalPrefix('api', { exclude: [{ path: SHARE_PATH, method: RequestMethod.GET }] });
  app.useGlobalFilters(new HttpErrorFilter());
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  serveWebApp(app, env.WEB_DIST, clientConfig(env));
  await app.init();
  return app;
}
