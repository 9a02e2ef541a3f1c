import { DynamicModule, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD, NestFactory } from '@nestjs/core';
import { ClientProxy } from '@nestjs/microservices';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { ClientConfig } from '@mise/contracts';
import { BUS_CLIENT } from '@mise/platform-bus';
import { nestLogLevels } from '@mise/platform-config';
import { FirebaseAuthGuard } from './auth/firebase-auth.guard';
import { firebaseTokenVerifier, TOKEN_VERIFIER, TokenVerifier } from './auth/token-verifier';
import { UserDirectory } from './auth/user-directory';
import { GatewayEnv } from './env';
import { ExtractionController } from './extraction/extraction.controller';
import { ExtractFromUrlController } from './extraction/from-url.controller';
import { GATEWAY_INFO, GatewayInfo, HealthController } from './health/health.controller';
import { HttpErrorFilter } from './http/http-error.filter';
import { bodyErrorHandler, serveWebApp } from './http/web-app';
import { RecipesController } from './recipes/recipes.controller';
import { UsersController } from './users/users.controller';

export interface GatewayDeps {
  bus: ClientProxy;
  info: GatewayInfo;
  verifier: TokenVerifier;
}

class VerifierCloser implements OnApplicationShutdown {
  constructor(@Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier) {}

  onApplicationShutdown(): Promise<void> {
    return this.verifier.close();
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
        RecipesController,
        ExtractionController,
        ExtractFromUrlController,
      ],
      providers: [
        { provide: BUS_CLIENT, useValue: deps.bus },
        { provide: GATEWAY_INFO, useValue: deps.info },
        { provide: TOKEN_VERIFIER, useValue: deps.verifier },
        { provide: APP_GUARD, useClass: FirebaseAuthGuard },
        UserDirectory,
        VerifierCloser,
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
    authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null,
  };
}

/** The HTTP gateway, initialised but not listening: the caller decides the port (or uses supertest). */
export async function createGatewayApp(
  env: GatewayEnv,
  options: { bus: ClientProxy; info: GatewayInfo },
): Promise<NestExpressApplication> {
  const verifier = firebaseTokenVerifier({
    projectId: env.FIREBASE_PROJECT_ID,
    emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
  });
  const app = await NestFactory.create<NestExpressApplication>(
    GatewayModule.register({ ...options, verifier }),
    {
      bodyParser: false,
      logger: nestLogLevels(env.LOG_LEVEL),
    },
  );
  app.useBodyParser('json', { limit: '1mb' });
  app.use(bodyErrorHandler);
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new HttpErrorFilter());
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  serveWebApp(app, env.WEB_DIST, clientConfig(env));
  await app.init();
  return app;
}
