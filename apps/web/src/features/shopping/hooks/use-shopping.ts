import {
  ShoppingStreamFrame,
  type FoodList,
  type Pantry,
  type PantryImage,
  type PantryItemInput,
  type ShoppingList,
} from '@mise/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { asApiError, callApi, type ApiExtra, type ApiRequest } from '../../../lib/api-base-query';
import { useAppDispatch } from '../../../lib/app-state';
import type { PendingRecipe } from '../pending-recipe';
import { applyLocal, emptyList, pendingIds, type LocalOp } from '../list-model';
import { openShoppingStream } from '../live-stream';
import { OfflineQueue, type Failure } from '../offline-queue';
import { openShoppingStore, readSaved, type KeyValueStore } from '../offline-store';

/** Spec section 9: checks are saved 500 ms after the last tap, other changes after 1 s. */
export const CHECK_SAVE_DELAY_MS = 500;
export const LIST_SAVE_DELAY_MS = 1000;

/** The newer of two states of the same list (events and replies can arrive in either order). */
const newer = <T extends { version: number }>(current: T | null, next: T): T =>
  current && current.version > next.version ? current : next;

/**
 * Offline when no answer came; worth retrying on a server error or a token problem (the base query
 * has already asked once for a fresh token after a 401); else refused.
 */
function classify(error: unknown): Failure {
  const status = asApiError(error)?.status;
  if (status === undefined || status === 'FETCH_ERROR') return 'offline';
  return status === 'NO_TOKEN' || status === 401 || status >= 500 ? 'retry' : 'refused';
}

function opRequest(op: LocalOp): ApiRequest {
  switch (op.op) {
    case 'check':
      return { method: 'PATCH', url: `/shopping/items/${op.id}`, body: { checked: op.checked } };
    case 'add':
      return { method: 'POST', url: '/shopping/items', body: { id: op.id, name: op.name } };
    case 'remove':
      return { method: 'DELETE', url: `/shopping/items/${op.id}` };
    case 'remove-recipe':
      return { method: 'DELETE', url: `/shopping/recipes/${op.recipeId}` };
    case 'clear-checked':
      return { method: 'DELETE', url: '/shopping/checked' };
    case 'clear-all':
      return { method: 'DELETE', url: '/shopping' };
  }
}

/** One frame of the live stream, or null for one that is not a frame (it is skipped). */
function readFrame(event: MessageEvent): ShoppingStreamFrame | null {
  try {
    const frame = ShoppingStreamFrame.safeParse(JSON.parse(String(event.data)));
    return frame.success ? frame.data : null;
  } catch {
    return null;
  }
}

/**
 * The shopping list, pantry and pantry photos of the user's household (or their own). Changes show
 * at once and are sent as item changes, debounced, only after the first load; unsent changes are
 * kept in the browser (offline too) and sent when the connection returns. Other members' changes
 * arrive over the server's event stream.
 */
export function useShopping(uid: string, displayName: string | null) {
  const dispatch = useAppDispatch();
  const getToken = useCallback(
    (force = false) => dispatch((_d, _g, extra: ApiExtra) => extra.getIdToken(force)),
    [dispatch],
  );
  const [server, setServer] = useState<ShoppingList | null>(null);
  const [ops, setOps] = useState<LocalOp[]>([]);
  const [pantry, setPantry] = useState<Pantry | null>(null);
  const [images, setImages] = useState<PantryImage[]>([]);
  const [categories, setCategories] = useState<FoodList['categories']>([]);
  const [offline, setOffline] = useState(false);
  /** IndexedDB (local storage where it is missing), opened once per page visit. */
  const storeRef = useRef<Promise<KeyValueStore> | null>(null);
  const keep = useCallback(
    (key: string, value: unknown) => {
      storeRef.current ??= openShoppingStore(uid);
      void storeRef.current.then((store) => store.set(key, value)).catch(() => undefined);
    },
    [uid],
  );

  /** Every call goes through the app's one base query (token, retry after a 401, error shape). */
  const http = useCallback(
    <T>(method: NonNullable<ApiRequest['method']>, url: string, body?: unknown): Promise<T> =>
      dispatch(callApi<T>({ method, url, body })),
    [dispatch],
  );

  /** Takes a state from a reply or an event when it is newer than the one shown, and keeps it. */
  const acceptNewer = useCallback(
    <T extends { version: number }>(key: string, set: Dispatch<SetStateAction<T | null>>) =>
      (state: T) =>
        set((current) => {
          const next = newer(current, state);
          if (next !== current) keep(key, next);
          return next;
        }),
    [keep],
  );
  const acceptList = useMemo(() => acceptNewer('list', setServer), [acceptNewer]);
  const acceptPantry = useMemo(() => acceptNewer('pantry', setPantry), [acceptNewer]);

  // The unsent changes: sent one by one, kept in IndexedDB until the server has them.
  const [queue] = useState(
    () =>
      new OfflineQueue({
        send: (op) => dispatch(callApi<ShoppingList>(opRequest(op))),
        classify,
        changed: (next) => {
          setOps(next);
          keep('queue', next);
        },
        sent: acceptList,
        offline: setOffline,
      }),
  );
  const change = useCallback(
    (op: LocalOp) => queue.add(op, op.op === 'check' ? CHECK_SAVE_DELAY_MS : LIST_SAVE_DELAY_MS),
    [queue],
  );

  // First load: what this phone kept (IndexedDB), then the list, pantry, photos and categories; a
  // failed load falls back to the kept copy, else an empty list (spec section 8). Unsent changes
  // from before show as pending at once and go out afterwards.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      storeRef.current ??= openShoppingStore(uid);
      const saved = await storeRef.current
        .then(readSaved)
        .catch(() => ({ queue: [], list: null, pantry: null }));
      if (cancelled) return;
      queue.restore(saved.queue);
      try {
        const list = await http<ShoppingList>('GET', '/shopping');
        if (!cancelled) acceptList(list);
      } catch (error) {
        if (!cancelled) {
          setServer(saved.list ?? emptyList());
          setOffline(classify(error) === 'offline');
        }
      }
      if (cancelled) return;
      queue.start();
      const [pantryResult, imagesResult, food] = await Promise.allSettled([
        http<Pantry>('GET', '/pantry'),
        http<PantryImage[]>('GET', '/pantry/images'),
        http<FoodList>('GET', '/food'),
      ]);
      if (cancelled) return;
      if (pantryResult.status === 'fulfilled') acceptPantry(pantryResult.value);
      else setPantry(saved.pantry);
      if (imagesResult.status === 'fulfilled') setImages(imagesResult.value);
      if (food.status === 'fulfilled' && food.value.categories.length > 0)
        setCategories(food.value.categories);
    })();
    return () => {
      cancelled = true;
    };
  }, [acceptList, acceptPantry, http, queue, uid]);

  // Live: the household's changes over server-sent events; reconnects with a fresh token.
  useEffect(
    () =>
      openShoppingStream(getToken, {
        list: (event) => {
          const list = readFrame(event)?.list;
          if (list) acceptList(list);
        },
        pantry: (event) => {
          const pantry = readFrame(event)?.pantry;
          if (pantry) acceptPantry(pantry);
        },
        images: (event) => {
          const images = readFrame(event)?.images;
          if (images) setImages(images);
        },
      }),
    [acceptList, acceptPantry, getToken],
  );

  // Back online: send what waited.
  useEffect(() => {
    const online = () => void queue.flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      queue.stop();
    };
  }, [queue]);

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
