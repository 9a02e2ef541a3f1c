import { join } from 'node:path';
import { DynamicModule, INestMicroservice, LogLevel, Module } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { startBusService, BUS_CLIENT, BusServerOptions } from '@mise/platform-bus';
import { DB, ServiceMigrations, Store, STORE } from '@mise/platform-db';
import { FriendsHandlers } from './friends/friends.handlers';
import { FriendsRepository } from './friends/friends.repository';
import { FriendsService } from './friends/friends.service';
import { HouseholdsHandlers } from './households/households.handlers';
import { HouseholdsRepository } from './households/households.repository';
import { HouseholdsService } from './households/households.service';
import { ProfilesService } from './users/profiles.service';
import { UsersHandlers } from './users/users.handlers';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

export const socialMigrations: ServiceMigrations = {
  service: 'social',
  migrationsFolder: join(__dirname, 'db', 'migrations'),
};

export interface SocialDeps {
  store: Store;
  bus: ClientProxy;
}

@Module({})
export class SocialModule {
  static register(deps: SocialDeps): DynamicModule {
    return {
      module: SocialModule,
      controllers: [UsersHandlers, FriendsHandlers, HouseholdsHandlers],
      providers: [
        { provide: STORE, useValue: deps.store },
        { provide: DB, useValue: deps.store.db },
        { provide: BUS_CLIENT, useValue: deps.bus },
        UsersRepository,
        UsersService,
        ProfilesService,
        FriendsRepository,
        FriendsService,
        HouseholdsRepository,
        HouseholdsService,
      ],
    };
  }
}

/** Starts the social service on the given bus; the caller has applied its migrations. */
export function startSocialService(
  deps: SocialDeps,
  server: BusServerOptions,
  logger?: LogLevel[] | false,
): Promise<INestMicroservice> {
  return startBusService(SocialModule.register(deps), server, logger);
}
