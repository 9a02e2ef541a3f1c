import { join } from 'node:path';
import { DynamicModule, INestMicroservice, LogLevel, Module } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { startBusService, BUS_CLIENT, BusServerOptions, OutboxRelay } from '@mise/platform-bus';
import { AccountDataHandler, AccountDataRepository } from './account/account-data.handler';
import { DB, Outbox, ServiceMigrations, Store, STORE } from '@mise/platform-db';
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
  /** Friendship, household and user-name events, committed with the change they announce. */
  outbox: Outbox;
}

@Module({})
export class SocialModule {
  static register(deps: SocialDeps): DynamicModule {
    return {
      module: SocialModule,
      controllers: [UsersHandlers, FriendsHandlers, HouseholdsHandlers, AccountDataHandler],
      providers: [
        { provide: STORE, useValue: deps.store },
        { provide: DB, useValue: deps.store.db },
        { provide: BUS_CLIENT, useValue: deps.bus },
        { provide: Outbox, useValue: deps.outbox },
        { provide: OutboxRelay, useValue: new OutboxRelay(deps.outbox, deps.bus) },
        AccountDataRepository,
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

/**
 * Starts the social service on the given bus; the caller has applied its migrations. Its outbox
 * (events other services keep copies from) is relayed to the bus while it runs.
 */
export async function startSocialService(
  deps: Omit<SocialDeps, 'outbox'>,
  server: BusServerOptions,
  logger?: LogLevel[] | false,
): Promise<INestMicroservice> {
  const outbox = new Outbox(deps.store, 'social');
  await outbox.prepare();
  return startBusService(SocialModule.register({ ...deps, outbox }), server, logger);
}
