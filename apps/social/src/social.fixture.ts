import { AppError } from '@mise/contracts';
import { InProcessBroker, InProcessClient } from '@mise/platform-bus';
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
  const friends = new FriendsService(friendsRepository, bus);
  return {
    testStore,
    bus,
    friends,
    households: new HouseholdsService(householdsRepository, friendsRepository, bus),
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
    close: () => testStore.close(),
  };
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
