import { join } from 'node:path';
import { DynamicModule, INestMicroservice, LogLevel, Module } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { startBusService, BUS_CLIENT, BusServerOptions } from '@mise/platform-bus';
import { AccountDataHandler, AccountDataRepository } from './account/account-data.handler';
import { DB, ServiceMigrations, Store, STORE } from '@mise/platform-db';
import { PlanHandlers } from './plan/plan.handlers';
import { PlanRepository } from './plan/plan.repository';
import { PlanService } from './plan/plan.service';
import { ShoppingHandlers } from './shopping/shopping.handlers';
import { ShoppingRepository } from './shopping/shopping.repository';
import { ShoppingService } from './shopping/shopping.service';

export const shoppingMigrations: ServiceMigrations = {
  service: 'shopping',
  migrationsFolder: join(__dirname, 'db', 'migrations'),
};

export interface ShoppingDeps {
  store: Store;
  bus: ClientProxy;
}

@Module({})
export class ShoppingModule {
  static register(deps: ShoppingDeps): DynamicModule {
    return {
      module: ShoppingModule,
      controllers: [ShoppingHandlers, PlanHandlers, AccountDataHandler],
      providers: [
        { provide: STORE, useValue: deps.store },
        { provide: DB, useValue: deps.store.db },
        { provide: BUS_CLIENT, useValue: deps.bus },
        AccountDataRepository,
        ShoppingRepository,
        ShoppingService,
        PlanRepository,
        PlanService,
      ],
    };
  }
}

export function startShoppingService(
  deps: ShoppingDeps,
  server: BusServerOptions,
  logger?: LogLevel[] | false,
): Promise<INestMicroservice> {
  return startBusService(ShoppingModule.register(deps), server, logger);
}
