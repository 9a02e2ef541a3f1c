import type { FoodList, Pantry, PantryImage, PantryItemInput, ShoppingList } from '@mise/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { API_BASE, type ApiExtra } from '../../../lib/api-base-query';
import { useAppDispatch } from '../../../lib/app-state';
import type { PendingRecipe } from '../pending-recipe';
import { applyLocal, emptyList, pendingIds, type LocalOp } from '../list-model';

/** Spec section 9: checks are saved 500 ms after the last tap, other changes after 1 s. */
export const CHECK_SAVE_DELAY_MS = 500;
export const LIST_SAVE_DELAY_MS = 1000;
const RETRY_MS = 5000;
const QUEUE_KEY = 'mise.shopping.pending';
const LIST_KEY = 'mise.shopping.list';
const PANTRY_KEY = 'mise.pantry';

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readStored<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function store(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the server still has it
  }
}

/** The newer of two states of the same list (events and replies can arrive in either order). */
const newer = <T extends { version: number }>(current: T | null, next: T): T =>
  current && current.version > next.version ? current : next;

function opRequest(op: LocalOp): { method: string; path: string; body?: unknown } {
  switch (op.op) {
    case 'check':
      return { method: 'PATCH', path: `/shopping/items/${op.id}`, body: { checked: op.checked } };
    case 'add':
      return { method: 'POST', path: '/shopping/items', body: { id: op.id, name: op.name } };
    case 'remove':
      return { method: 'DELETE', path: `/shopping/items/${op.id}` };
    case 'remove-recipe':
      return { method: 'DELETE', path: `/shopping/recipes/${op.recipeId}` };
    case 'clear-checked':
      return { method: 'DELETE', path: '/shopping/checked' };
    case 'clear-all':
      return { method: 'DELETE', path: '/shopping' };
  }
}

/**
 * The shopping list, pantry and pantry photos of the user's household (or their own). Changes show
 * at once and are sent as item changes, debounced, only after the first load; unsent changes are
 * kept in the browser (offline too) and sent when the connection returns. Other members' changes
 * arrive over the server's event stream.
 */
export function useShopping(displayName: string | null) {
  const dispatch = useAppDispatch();
  const getToken = useCallback(
    (force = false) => dispatch((_d, _g, extra: ApiExtra) => extra.getIdToken(force)),
    [dispatch],
  );
  const [server, setServer] = useState<ShoppingList | null>(null);
  const [ops, setOps] = useState<LocalOp[]>(() => readStored<LocalOp[]>(QUEUE_KEY) ?? []);
  const [pantry, setPantry] = useState<Pantry | null>(null);
  const [images, setImages] = useState<PantryImage[]>([]);
  const [categories, setCategories] = useState<FoodList['categories']>([]);
  const [offline, setOffline] = useState(false);
  const opsRef = useRef(ops);
  const sending = useRef(false);
  const loaded = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const http = useCallback(
    async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const token = await getToken();
      if (!token) throw new HttpError(401, 'Authentication token not available');
      const isForm = body instanceof FormData;
      const response = await fetch(`${API_BASE}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        cache: 'no-store',
      });
      const text = await response.text();
      const data = text ? (JSON.parse(text) as unknown) : null;
      if (!response.ok)
        throw new HttpError(
          response.status,
          (data as { error?: string } | null)?.error ?? `HTTP error! status: ${response.status}`,
        );
      return data as T;
    },
    [getToken],
  );

  const acceptList = useCallback((list: ShoppingList) => {
    setServer((current) => {
      const next = newer(current, list);
      store(LIST_KEY, next);
      return next;
    });
  }, []);
  const acceptPantry = useCallback((next: Pantry) => {
    setPantry((current) => {
      const chosen = newer(current, next);
      store(PANTRY_KEY, chosen);
      return chosen;
    });
  }, []);

  const updateOps = useCallback((next: LocalOp[]) => {
    opsRef.current = next;
    store(QUEUE_KEY, next);
    setOps(next);
  }, []);

  /** Sends queued changes one by one; stops at the first network failure and tries again later. */
  const flush = useCallback(async () => {
    if (sending.current || !loaded.current) return;
    sending.current = true;
    try {
      while (opsRef.current.length > 0) {
        const [op] = opsRef.current;
        const { method, path, body } = opRequest(op);
        try {
          acceptList(await http<ShoppingList>(method, path, body));
          setOffline(false);
        } catch (error) {
          if (!(error instanceof HttpError) || error.status >= 500 || error.status === 401) {
            // Spec section 8: the change still applies locally; it is sent when the connection returns.
            setOffline(!(error instanceof HttpError));
            clearTimeout(timer.current);
            timer.current = setTimeout(() => void flush(), RETRY_MS);
            return;
          }
          // Refused (the item is gone, another member removed it): drop this change.
        }
        updateOps(opsRef.current.slice(1));
      }
    } finally {
      sending.current = false;
    }
  }, [acceptList, http, updateOps]);

  const schedule = useCallback(
    (delay: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delay);
    },
    [flush],
  );

  /** Queues a change; a second check of the same item before it is sent replaces the first. */
  const change = useCallback(
    (op: LocalOp) => {
      let queue = opsRef.current;
      if (op.op === 'check') {
        const from = sending.current ? 1 : 0;
        queue = [
          ...queue.slice(0, from),
          ...queue.slice(from).filter((o) => !(o.op === 'check' && o.id === op.id)),
        ];
      }
      updateOps([...queue, op]);
      schedule(op.op === 'check' ? CHECK_SAVE_DELAY_MS : LIST_SAVE_DELAY_MS);
    },
    [schedule, updateOps],
  );

  // First load: the list, pantry, photos and categories; a failed load falls back to the copy kept in
  // the browser, else an empty list (spec section 8). Unsent changes from before go out afterwards.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const list = await http<ShoppingList>('GET', '/shopping');
        if (!cancelled) acceptList(list);
      } catch (error) {
        if (!cancelled) {
          setServer(readStored<ShoppingList>(LIST_KEY) ?? emptyList());
          setOffline(!(error instanceof HttpError));
        }
      }
      if (cancelled) return;
      loaded.current = true;
      if (opsRef.current.length > 0) void flush();
      const [pantryResult, imagesResult, food] = await Promise.allSettled([
        http<Pantry>('GET', '/pantry'),
        http<PantryImage[]>('GET', '/pantry/images'),
        http<FoodList>('GET', '/food'),
      ]);
      if (cancelled) return;
      if (pantryResult.status === 'fulfilled') acceptPantry(pantryResult.value);
      else setPantry(readStored<Pantry>(PANTRY_KEY));
      if (imagesResult.status === 'fulfilled') setImages(imagesResult.value);
      if (food.status === 'fulfilled' && food.value.categories.length > 0)
        setCategories(food.value.categories);
    })();
    return () => {
      cancelled = true;
    };
  }, [acceptList, acceptPantry, flush, http]);

  // Live: the household's changes over server-sent events; reconnects with a fresh token.
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let closed = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = async () => {
      const token = await getToken().catch(() => null);
      if (closed || !token) return;
      source = new EventSource(`${API_BASE}/shopping/events?access_token=${encodeURIComponent(token)}`);
      source.addEventListener('list', (event) =>
        acceptList((JSON.parse(event.data as string) as { list: ShoppingList }).list),
      );
      source.addEventListener('pantry', (event) =>
        acceptPantry((JSON.parse(event.data as string) as { pantry: Pantry }).pantry),
      );
      source.addEventListener('images', (event) =>
        setImages((JSON.parse(event.data as string) as { images: PantryImage[] }).images),
      );
      source.onerror = () => {
        source?.close();
        if (!closed) retry = setTimeout(() => void open(), 2000);
      };
    };
    void open();
    return () => {
      closed = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [acceptList, acceptPantry, getToken]);

  // Back online: send what waited.
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, [flush]);

  const list = useMemo(() => (server ? applyLocal(server, ops) : null), [server, ops]);
  const pending = useMemo(() => pendingIds(ops), [ops]);

  const actions = useMemo(
    () => ({
      toggle: (id: string, checked: boolean) => change({ op: 'check', id, checked }),
      addItem: (name: string) =>
        change({
          op: 'add',
          id: `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
          name,
          addedBy: displayName,
        }),
      remove: (id: string) => change({ op: 'remove', id }),
      removeRecipe: (recipeId: number) => change({ op: 'remove-recipe', recipeId }),
      clearChecked: () => change({ op: 'clear-checked' }),
      clearAll: () => change({ op: 'clear-all' }),
      /** Spec section 4: same recipeId merges (only new lines, new servings); scaled on the server. */
      addRecipe: async (recipe: PendingRecipe) =>
        acceptList(await http<ShoppingList>('POST', '/shopping', { recipes: [recipe] })),
      markChecked: (ids: string[]) => ids.forEach((id) => change({ op: 'check', id, checked: true })),
      addPantryItem: async (item: PantryItemInput) =>
        acceptPantry(await http<Pantry>('POST', '/pantry/items', item)),
      removePantryItem: async (id: string) =>
        acceptPantry(await http<Pantry>('DELETE', `/pantry/items/${id}`)),
      addPhoto: async (dataUrl: string, name: string) => {
        const form = new FormData();
        form.append('image', await (await fetch(dataUrl)).blob(), name || 'pantry.jpg');
        const image = await http<PantryImage>('POST', '/pantry/images', form);
        setImages((current) => (current.some((i) => i.id === image.id) ? current : [...current, image]));
      },
      removePhoto: async (id: number) => {
        await http<void>('DELETE', `/pantry/images/${id}`);
        setImages((current) => current.filter((image) => image.id !== id));
      },
    }),
    [acceptList, acceptPantry, change, displayName, http],
  );

  return { list, pending, pantry, images, categories, offline, unsent: ops.length, actions };
}
