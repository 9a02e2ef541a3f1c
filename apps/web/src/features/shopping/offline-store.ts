import type { Pantry, ShoppingList } from '@mise/contracts';
import type { LocalOp } from './list-model';

/** Where the shopping page keeps its data between visits: a few named JSON values. */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
}

/** What this phone keeps: the last list and pantry it saw and the changes not yet sent. */
export interface SavedShopping {
  queue: LocalOp[];
  list: ShoppingList | null;
  pantry: Pantry | null;
}

const DB_NAME = 'mise';
const STORE_NAME = 'shopping';
/** The local-storage keys of the versions before IndexedDB, read once and then removed. */
export const LEGACY_KEYS = {
  queue: 'mise.shopping.pending',
  list: 'mise.shopping.list',
  pantry: 'mise.pantry',
} as const;
type Name = keyof typeof LEGACY_KEYS;

/** A promise for an IndexedDB transaction's one request, settled when the transaction is. */
function inTransaction<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE_NAME, mode);
    const request = run(tx.objectStore(STORE_NAME));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error ?? request.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = factory.open(DB_NAME, 1);
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains(STORE_NAME)) open.result.createObjectStore(STORE_NAME);
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
    open.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
}

/** The browser's IndexedDB: values stored as structured clones in one object store. */
export async function indexedDbStore(factory: IDBFactory = indexedDB): Promise<KeyValueStore> {
  const db = await openDatabase(factory);
  return {
    get: <T>(key: string) => inTransaction(db, 'readonly', (store) => store.get(key) as IDBRequest<T>),
    set: async (key, value) => {
      await inTransaction(db, 'readwrite', (store) => store.put(value, key));
    },
  };
}

/** Local storage under the former keys: where IndexedDB is missing or refused (some private modes). */
export function localStorageStore(storage: Storage = localStorage): KeyValueStore {
  return {
    get: <T>(key: string) => {
      try {
        const text = storage.getItem(LEGACY_KEYS[key as Name] ?? key);
        return Promise.resolve(text ? (JSON.parse(text) as T) : undefined);
      } catch {
        return Promise.resolve(undefined);
      }
    },
    set: (key, value) => {
      try {
        storage.setItem(LEGACY_KEYS[key as Name] ?? key, JSON.stringify(value));
      } catch {
        // storage full or blocked: the server still has it
      }
      return Promise.resolve();
    },
  };
}

const newer = <T extends { version: number }>(a: T | undefined, b: T | undefined) =>
  a && b ? (a.version >= b.version ? a : b) : (a ?? b);

/**
 * Moves what an earlier version kept in local storage into `store`, then removes it there. Changes
 * queued there are appended to the ones already in `store` (both are safe to send twice: a check
 * sets a value, an add carries its own id); of two copies of the list or pantry the newer is kept.
 */
export async function migrateLocalStorage(store: KeyValueStore, storage: Storage): Promise<void> {
  const legacy = <T>(name: Name): T | undefined => {
    try {
      const text = storage.getItem(LEGACY_KEYS[name]);
      return text ? (JSON.parse(text) as T) : undefined;
    } catch {
      return undefined;
    }
  };
  const queue = legacy<LocalOp[]>('queue');
  if (queue?.length) await store.set('queue', [...((await store.get<LocalOp[]>('queue')) ?? []), ...queue]);
  for (const name of ['list', 'pantry'] as const) {
    const old = legacy<{ version: number }>(name);
    if (old) await store.set(name, newer(await store.get<{ version: number }>(name), old));
  }
  for (const key of Object.values(LEGACY_KEYS)) storage.removeItem(key);
}

/**
 * One person's keys in a shared store: a browser that another person signs in to next never shows
 * them the first person's list, nor sends the first person's unsent changes under their account.
 */
export function personStore(store: KeyValueStore, uid: string): KeyValueStore {
  const key = (name: string) => `${uid}/${name}`;
  return {
    get: <T>(name: string) => store.get<T>(key(name)),
    set: (name, value) => store.set(key(name), value),
  };
}

/**
 * The signed-in person's part of IndexedDB, with what an earlier version kept in local storage
 * moved in; local storage alone where IndexedDB fails.
 */
export async function openShoppingStore(uid: string): Promise<KeyValueStore> {
  if (typeof indexedDB === 'undefined') return personStore(localStorageStore(), uid);
  try {
    const store = personStore(await indexedDbStore(), uid);
    await migrateLocalStorage(store, localStorage);
    return store;
  } catch {
    return personStore(localStorageStore(), uid);
  }
}

export async function readSaved(store: KeyValueStore): Promise<SavedShopping> {
  const [queue, list, pantry] = await Promise.all([
    store.get<LocalOp[]>('queue'),
    store.get<ShoppingList>('list'),
    store.get<Pantry>('pantry'),
  ]);
  return { queue: queue ?? [], list: list ?? null, pantry: pantry ?? null };
}
