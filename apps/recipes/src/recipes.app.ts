import { join } from 'node:path';
import { DynamicModule, INestMicroservice, LogLevel, Module } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { startBusService, BUS_CLIENT, BusServerOptions } from '@mise/platform-bus';
import { AccountDataHandler } from './account/account-data.handler';
import { AccountDataRepository } from './account/account-data.repository';
import { DB, ServiceMigrations, Store, STORE } from '@mise/platform-db';
import { RecipesHandlers } from './recipes/recipes.handlers';
import { RecipesRepository } from './recipes/recipes.repository';
import { LIST_GENERATIONS, ListGenerations } from './recipes/list-pages';
import { RecipesService } from './recipes/recipes.service';

export const recipesMigrations: ServiceMigrations = {
  service: 'recipes',
  migrationsFolder: join(__dirname, 'db', 'migrations'),
};

export interface RecipesDeps {
  store: Store;
  bus: ClientProxy;
}

@Module({})
export class RecipesModule {
  static register(deps: RecipesDeps): DynamicModule {
    return {
      module: RecipesModule,
      controllers: [RecipesHandlers, AccountDataHandler],
      providers: [
        { provide: STORE, useValue: deps.store },
        { provide: DB, useValue: deps.store.db },
        { provide: BUS_CLIENT, useValue: deps.bus },
        AccountDataRepository,
        // PGlite opens a data directory in one process only: this service is then its one writer.
        {
          provide: LIST_GENERATIONS,
          useValue: (deps.store.kind === 'pglite' ? 'this-process' : 'store') satisfies ListGenerations,
        },
        RecipesRepository,
        RecipesService,
      ],
    };
  }
}

/** Starts the recipes service on the given bus; the caller has applied its migrations. */
export function startRecipesService(
  deps: RecipesDeps,
  server: BusServerOptions,
  logger?: LogLevel[] | false,
): Promise<INestMicroservice> {
  return startBusService(RecipesModule.register(deps), server, logger);
}
