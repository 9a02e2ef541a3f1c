import { AppError } from '@mise/contracts';
import { InProcessBroker, InProcessClient, publishStoredEvent } from '@mise/platform-bus';
import { Outbox } from '@mise/platform-db';
import { openTestStore, TestStore } from '@mise/platform-testing';
import { FriendsRepository } from './friends/friends.repository';
import { FriendsService } from './friends/friends.service';
import { HouseholdsRepository } from './households/households.repository';
import { HouseholdsService } from './households/households.service';
import { socialMigrations } from './social.app';
import { ProfilesService } from './users/profiles.service';
import { UsersRepository } from './users/users.repository';

export interface SocialFixture {
  testStore: TestStore;
  bus: InProcessClient;
  /** Relayed to `bus`; `await outbox.flush()` before looking for an event. */
  outbox: Outbox;
  friends: FriendsService;
  households: HouseholdsService;
  profiles: ProfilesService;
  /** A new user with this display name (email: lower-case name without spaces @example.com). */
  user(displayName: string, email?: string): Promise<number>;
  /** Two users made friends through the real request and accept. */
  befriend(a: number, b: number): Promise<number>;
  close(): Promise<void>;
}

let uidCounter = 0;

/** For specs: the social services on a fresh PGlite store (open one per spec file). */
export async function openSocialFixture(): Promise<SocialFixture> {
  const testStore = await openTestStore([socialMigrations]);
  const db = testStore.store.db;
  const bus = new InProcessClient(new InProcessBroker());
  const friendsRepository = new FriendsRepository(db);
  const householdsRepository = new HouseholdsRepository(db);
  const users = new UsersRepository(db);
  const outbox = await openRelayedOutbox(testStore, bus);
  const friends = new FriendsService(friendsRepository, outbox);
  return {
    testStore,
    bus,
    outbox,
    friends,
    households: new HouseholdsService(householdsRepository, friendsRepository, outbox),
    profiles: new ProfilesService(friendsRepository, householdsRepository),
    async user(displayName, email = `${displayName.replace(/\s+/g, '').toLowerCase()}@example.com`) {
      const row = await users.insertIfAbsent({
        firebaseUid: `uid-${++uidCounter}-${displayName}`,
        displayName,
        email,
        profileImageUrl: null,
      });
      if (!row) throw new Error('fixture user not created');
      return row.id;
    },
    async befriend(a, b) {
      const request = await friends.request(a, b);
      await friends.update(b, request.id, 'accepted');
      return request.id;
    },
    close: async () => {
      await outbox.stop();
      await testStore.close();
    },
  };
}

/** The social outbox on a test store, relayed to `bus` (stop it before closing the store). */
export async function openRelayedOutbox(testStore: TestStore, bus: InProcessClient): Promise<Outbox> {
  const outbox = new Outbox(testStore.store, 'social');
  await outbox.prepare();
  outbox.start((event) => publishStoredEvent(bus, event));
  return outbox;
}

/**
 * Opens the fixture before the enclosing describe's tests and closes it after; returns the
 * fixture for use inside tests.
 */
export function useSocialFixture(): SocialFixture {
  const holder = {} as { current: SocialFixture };
  beforeAll(async () => {
    holder.current = await openSocialFixture();
  }, 60000);
  afterAll(() => holder.current.close());
  return new Proxy({} as SocialFixture, {
    get: (_target, key: keyof SocialFixture) => holder.current[key],
  });
}

/** The AppError a refused call rejects with. */
export const refusal = (kind: AppError['kind'], message: string) => new AppError(kind, message);
