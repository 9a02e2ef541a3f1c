import request from 'supertest';
import type { App } from 'supertest/types';
import { startTestStandalone, TestStandalone } from './test-standalone.fixture';

export interface People {
  http: App;
  app: TestStandalone;
  /** Social user ids by name, known after beforeAll. */
  ids: Record<string, number>;
  /** Headers signing in as `name`, whose display name is `displayName(name)`. */
  as(name: string): { Authorization: string };
}

/** 'amy' -> 'Amy Smith'. */
export const displayName = (name: string) => `${name[0].toUpperCase()}${name.slice(1)} Smith`;

/**
 * For specs about people: the standalone app started before the describe's tests, with one signed-in
 * user per name (created by their first call), closed after.
 */
export function usePeople(names: string[]): People {
  const people = { ids: {} as Record<string, number> } as People;
  people.as = (name) => ({ Authorization: people.app.bearer(name, displayName(name)) });
  beforeAll(async () => {
    people.app = await startTestStandalone();
    people.http = people.app.http as App;
    for (const name of names)
      people.ids[name] = (
        await request(people.http).get('/api/users/profile').set(people.as(name)).expect(200)
      ).body.id as number;
  }, 60000);
  afterAll(() => people.app.close());
  return people;
}
