import { BusEvents, Identity } from '@mise/contracts';
import { InProcessBroker, InProcessClient } from '@mise/platform-bus';
import type { Outbox } from '@mise/platform-db';
import { openTestStore, TestStore } from '@mise/platform-testing';
import { openRelayedOutbox } from '../social.fixture';
import { socialMigrations } from '../social.app';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

describe('UsersService on PGlite', () => {
  let testStore: TestStore;
  let service: UsersService;
  let bus: InProcessClient;
  let outbox: Outbox;
  beforeAll(async () => {
    testStore = await openTestStore([socialMigrations]);
    bus = new InProcessClient(new InProcessBroker());
    outbox = await openRelayedOutbox(testStore, bus);
    service = new UsersService(new UsersRepository(testStore.store.db), outbox);
  }, 60000);
  afterAll(async () => {
    await outbox.stop();
    await testStore.close();
  });

  const identity = (input: Partial<Identity> & { uid: string }) => Identity.parse(input);

  it('creates the user on the first call and announces it', async () => {
    const emit = jest.spyOn(bus, 'emit');
    const profile = await service.ensure(identity({ uid: 'u1', email: 'ada@example.com', name: 'Ada' }));
    expect(profile).toMatchObject({
      firebase_uid: 'u1',
      display_name: 'Ada',
      email: 'ada@example.com',
      profile_image_url: null,
    });
    await outbox.flush();
    expect(emit).toHaveBeenCalledWith(BusEvents.userChanged.name, { id: profile.id, display_name: 'Ada' });
    emit.mockRestore();
  });

  it('returns the same user on later calls without announcing', async () => {
    const first = await service.ensure(identity({ uid: 'u2', email: 'bo@example.com', name: 'Bo' }));
    await outbox.flush();
    const emit = jest.spyOn(bus, 'emit');
    const again = await service.ensure(identity({ uid: 'u2', email: 'bo@example.com', name: 'Bo' }));
    expect(again).toEqual(first);
    await outbox.flush();
    expect(emit).not.toHaveBeenCalled();
    emit.mockRestore();
  });

  it('follows a rename and announces it, keeping the id', async () => {
    const first = await service.ensure(identity({ uid: 'u3', email: 'cy@example.com', name: 'Cy' }));
    await outbox.flush();
    const emit = jest.spyOn(bus, 'emit');
    const renamed = await service.ensure(identity({ uid: 'u3', email: 'cy@example.com', name: 'Cyrus' }));
    expect(renamed).toMatchObject({ id: first.id, display_name: 'Cyrus' });
    await outbox.flush();
    expect(emit).toHaveBeenCalledWith(BusEvents.userChanged.name, { id: first.id, display_name: 'Cyrus' });
    emit.mockRestore();
  });

  it('names a user without a display name after their email, and keeps a known name when the token has none', async () => {
    const created = await service.ensure(identity({ uid: 'u4', email: 'dee@example.com' }));
    expect(created.display_name).toBe('dee');
    await service.ensure(identity({ uid: 'u4', email: 'dee@example.com', name: 'Dee' }));
    expect((await service.ensure(identity({ uid: 'u4', email: 'dee@example.com' }))).display_name).toBe(
      'Dee',
    );
  });

  it('creates one user when first calls race', async () => {
    const profiles = await Promise.all(
      [1, 2, 3].map(() => service.ensure(identity({ uid: 'u5', email: 'ed@example.com', name: 'Ed' }))),
    );
    expect(new Set(profiles.map((p) => p.id)).size).toBe(1);
  });
});
