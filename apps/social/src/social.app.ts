import { join } from 'node:path';
import { DynamicModule, INestMicroservice, LogLevel, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClientProxy } from '@nestjs/microservices';
import { AppErrorRpcFilter, BUS_CLIENT, BusServerOptions } from '@mise/platform-bus';
import { DB, ServiceMigrations, Store, STORE } from '@mise/platform-db';
import { UsersHandlers } from './users/users.handlers';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

export const socialMigrations: ServiceMigrations = { service: 'social', migrationsFolder: join(__dirname, 'db', 'migrations') };

export interface SocialDeps {
  store: Store;
  bus: ClientProxy;
}

@Module({})
export class SocialModule {
  static register(deps: SocialDeps): DynamicModule {
    return {
      module: SocialModule,
      controllers: [UsersHandlers],
      providers: [
        { provide: STORE, useValue: deps.store },
        { provide: DB, useValue: deps.store.db },
        { provide: BUS_CLIENT, useValue: deps.bus },
        UsersRepository,
        UsersService,
      ],
    };
  }
}

/** Starts the social service on the given bus; the caller has applied its migrations. */
export async function startSocialService(deps: SocialDeps, server: BusServerOptions, logger: LogLevel[] | false = ['error', 'warn']): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(SocialModule.register(deps), { ...server, logger });
  app.useGlobalFilters(new AppErrorRpcFilter());
  await app.listen();
  return app;
}
