import 'reflect-metadata';
import { runStoreService } from '@mise/platform-config';
import { recipesMigrations, startRecipesService } from './recipes.app';

/** The distributed profile's recipes service: NATS bus, PostgreSQL store (schema `recipes`). */
runStoreService({ name: 'recipes', migrations: recipesMigrations, start: startRecipesService });
