import 'reflect-metadata';
import { runStoreService } from '@mise/platform-config';
import { socialMigrations, startSocialService } from './social.app';

/** The distributed profile's social service: NATS bus, PostgreSQL store (schema `social`). */
runStoreService({ name: 'social', migrations: socialMigrations, start: startSocialService });
