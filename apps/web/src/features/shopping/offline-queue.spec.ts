import type { ShoppingList } from '@mise/contracts';
import { emptyList, type LocalOp } from './list-model';
import { OfflineQueue, type Failure } from './offline-queue';
import { migrateLocalStorage, personStore, readSaved, type KeyValueStore } from './offline-store';

class Down extends Error {}
class Refused extends Error {}

/** A server that records what it was sent; `down` makes every send fail as a network error would. */
function fakeServer() {
  const state = { down: false, refuse: new Set<string>(), received: [] as LocalOp[], version: 1 };
  const kept: LocalOp[][] = [];
  const lists: ShoppingList[] = [];
  const offline: boolean[] = [];
  const queue = new OfflineQueue(
    {
      send: (op) => {
        if (state.down) return Promise.reject(new Down());
        if ('id' in op && state.refuse.has(op.id)) return Promise.reject(new Refused());
        state.received.push(op);
        return Promise.resolve({ ...emptyList(), version: ++state.version });
      },
      classify: (error): Failure => (error instanceof Down ? 'offline' : 'refused'),
      changed: (ops) => kept.push(ops),
      sent: (list) => lists.push(list),
      offline: (down) => offline.push(down),
    },
    5000,
  );
  return { state, queue, kept, lists, offline, last: () => kept[kept.length - 1] ?? [] };
}

describe('offline queue of shopping changes', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends nothing before the first load, then everything in order after the debounce', async () => {
    const { state, queue, last } = fakeServer();
    queue.add({ op: 'add', id: 'c1', name: 'Jam', addedBy: 'Ada' }, 1000);
    await jest.advanceTimersByTimeAsync(5000);
    expect(state.received).toEqual([]);
    expect(last()).toHaveLength(1);
    queue.start();
    queue.add({ op: 'check', id: 'c1', checked: true }, 500);
    await jest.advanceTimersByTimeAsync(500);
    expect(state.received.map((op) => op.op)).toEqual(['add', 'check']);
    expect(last()).toEqual([]);
  });

  it('keeps offline changes, reports offline, and sends them when the connection returns', async () => {
    const { state, queue, last, offline, lists } = fakeServer();
    queue.start();
    state.down = true;
    queue.add({ op: 'check', id: 'jam', checked: true }, 500);
    queue.add({ op: 'add', id: 'c2', name: 'Bread', addedBy: 'Ada' }, 1000);
    await jest.advanceTimersByTimeAsync(1000);
    expect(offline).toEqual([true]);
    expect(last()).toEqual([
      { op: 'check', id: 'jam', checked: true },
      { op: 'add', id: 'c2', name: 'Bread', addedBy: 'Ada' },
    ]);
    state.down = false;
    await queue.flush();
    expect(state.received.map((op) => op.op)).toEqual(['check', 'add']);
    expect(offline[offline.length - 1]).toBe(false);
    expect(lists.map((list) => list.version)).toEqual([2, 3]);
    expect(last()).toEqual([]);
  });

  it('retries by itself after the retry delay while the connection stays down', async () => {
    const { state, queue, last } = fakeServer();
    queue.start();
    state.down = true;
    queue.add({ op: 'remove', id: 'x' }, 1000);
    await jest.advanceTimersByTimeAsync(1000);
    state.down = false;
    await jest.advanceTimersByTimeAsync(5000);
    expect(state.received).toEqual([{ op: 'remove', id: 'x' }]);
    expect(last()).toEqual([]);
  });

  it('replaces an unsent check of the same item and drops a change the server refuses', async () => {
    const { state, queue, last } = fakeServer();
    queue.start();
    queue.add({ op: 'check', id: 'gone', checked: true }, 500);
    queue.add({ op: 'check', id: 'milk', checked: true }, 500);
    queue.add({ op: 'check', id: 'milk', checked: false }, 500);
    expect(last()).toHaveLength(2);
    state.refuse.add('gone');
    await jest.advanceTimersByTimeAsync(500);
    expect(state.received).toEqual([{ op: 'check', id: 'milk', checked: false }]);
    expect(last()).toEqual([]);
  });

  it('puts changes kept from an earlier visit before new ones', async () => {
    const { state, queue } = fakeServer();
    queue.add({ op: 'check', id: 'b', checked: true }, 500);
    queue.restore([{ op: 'check', id: 'a', checked: true }]);
    queue.start();
    await jest.advanceTimersByTimeAsync(500);
    expect(state.received.map((op) => ('id' in op ? op.id : op.op))).toEqual(['a', 'b']);
  });
});

/** A key-value store in memory, and a Storage in memory standing for local storage. */
function memoryStore(): KeyValueStore & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return {
    values,
    get: <T>(key: string) => Promise.resolve(values.get(key) as T | undefined),
    set: (key, value) => {
      values.set(key, value);
      return Promise.resolve();
    },
  };
}
function memoryStorage(entries: Record<string, unknown>): Storage {
  const map = new Map(Object.entries(entries).map(([k, v]) => [k, JSON.stringify(v)]));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('moving the shopping data from local storage', () => {
  it('moves the queue, list and pantry and removes them from local storage', async () => {
    const store = memoryStore();
    const list = { ...emptyList(), version: 4 };
    const storage = memoryStorage({
      'mise.shopping.pending': [{ op: 'check', id: 'jam', checked: true }],
      'mise.shopping.list': list,
      'mise.pantry': { items: [], lastUpdated: null, version: 2, owner: list.owner },
    });
    await migrateLocalStorage(store, storage);
    const saved = await readSaved(store);
    expect(saved.queue).toEqual([{ op: 'check', id: 'jam', checked: true }]);
    expect(saved.list?.version).toBe(4);
    expect(saved.pantry?.version).toBe(2);
    expect(storage.length).toBe(0);
  });

  it('keeps changes already in IndexedDB and the newer copy of the list', async () => {
    const store = memoryStore();
    await store.set('queue', [{ op: 'check', id: 'a', checked: true }]);
    await store.set('list', { ...emptyList(), version: 9 });
    const storage = memoryStorage({
      'mise.shopping.pending': [{ op: 'check', id: 'b', checked: true }],
      'mise.shopping.list': { ...emptyList(), version: 3 },
    });
    await migrateLocalStorage(store, storage);
    const saved = await readSaved(store);
    expect(saved.queue.map((op) => ('id' in op ? op.id : ''))).toEqual(['a', 'b']);
    expect(saved.list?.version).toBe(9);
  });
});

describe('one browser, two people', () => {
  it("never shows one person's list or sends their unsent changes as the next person", async () => {
    const shared = memoryStore();
    const amy = personStore(shared, 'amy-uid');
    await amy.set('queue', [{ op: 'check', id: 'milk', checked: true }]);
    await amy.set('list', { ...emptyList(), version: 7 });

    const ben = await readSaved(personStore(shared, 'ben-uid'));
    expect(ben).toEqual({ queue: [], list: null, pantry: null });
    const amyAgain = await readSaved(personStore(shared, 'amy-uid'));
    expect(amyAgain.queue).toEqual([{ op: 'check', id: 'milk', checked: true }]);
    expect(amyAgain.list?.version).toBe(7);
  });
});
