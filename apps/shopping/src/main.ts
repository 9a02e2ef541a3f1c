import 'reflect-metadata';
import { runStoreService } from '@mise/platform-config';
import { shoppingMigrations, startShoppingService } from './shopping.app';

/** The distributed profile's shopping service: NATS bus, PostgreSQL store (schema `shopping`). */
runStoreService({ name: 'shopping', migrations: shoppingMigrations, start: startShoppingService });
