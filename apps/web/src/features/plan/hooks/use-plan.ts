import type { PlanEntry, PlanEntryChange, PlanReply, PlanShoppingReply } from '@mise/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { asApiError, callApi, type ApiExtra, type ApiRequest } from '../../../lib/api-base-query';
import { useAppDispatch } from '../../../lib/app-state';
import { openShoppingStore, openShoppingStream, type KeyValueStore } from '../../shopping';
import { applyPlanOps, planOpRequest, type PlanOp } from '../plan-ops';
import { addDays } from '../week';

/** Unsent changes are tried again this often while the connection is down. */
const RETRY_MS = 5000;

const newId = () => `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/**
 * The meal plan of the week starting `monday`, and the week after it (kept on this phone, so both
 * stay readable offline). Changes show at once, are sent in order, and wait in IndexedDB while
 * offline; a change the server refuses (the entry is gone) is dropped. Other members' changes
 * arrive on the list's event stream as `plan` frames, and the weeks are read again.
 */
export function usePlan(uid: string, monday: string, me: { id: number; displayName: string | null } | null) {
  const dispatch = useAppDispatch();
  const [entries, setEntries] = useState<PlanEntry[] | null>(null);
  const [ops, setOps] = useState<PlanOp[]>([]);
  const [offline, setOffline] = useState(false);
  const opsRef = useRef<PlanOp[]>([]);
  const storeRef = useRef<Promise<KeyValueStore> | null>(null);
  const sending = useRef(false);
  const range = useMemo(() => ({ from: monday, to: addDays(monday, 13) }), [monday]);
  const store = useCallback(() => (storeRef.current ??= openShoppingStore(uid)), [uid]);
  const http = useCallback(<T>(request: ApiRequest) => dispatch(callApi<T>(request)), [dispatch]);

  const setQueue = useCallback(
    (next: PlanOp[]) => {
      opsRef.current = next;
      setOps(next);
      void store()
        .then((s) => s.set('plan-queue', next))
        .catch(() => undefined);
    },
    [store],
  );

  const load = useCallback(async () => {
    const key = `plan-${range.from}`;
    try {
      const reply = await http<PlanReply>({ method: 'GET', url: `/plan?from=${range.from}&to=${range.to}` });
      setEntries(reply.entries);
      setOffline(false);
      void store()
        .then((s) => s.set(key, reply.entries))
        .catch(() => undefined);
    } catch (error) {
      const status = asApiError(error)?.status;
      if (status === undefined || status === 'FETCH_ERROR') setOffline(true);
      const kept = await store()
        .then((s) => s.get<PlanEntry[]>(key))
        .catch(() => undefined);
      setEntries((current) => current ?? kept ?? []);
    }
  }, [http, range, store]);

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      while (opsRef.current.length > 0) {
        const [op] = opsRef.current;
        try {
          await http(planOpRequest(op));
        } catch (error) {
          const status = asApiError(error)?.status;
          if (
            status === undefined ||
            status === 'FETCH_ERROR' ||
            status === 'NO_TOKEN' ||
            Number(status) >= 500
          ) {
            setOffline(true);
            return;
          }
        }
        setQueue(opsRef.current.slice(1));
      }
      setOffline(false);
      await load();
    } finally {
      sending.current = false;
    }
  }, [http, load, setQueue]);

  // The queue left by an earlier visit, then the weeks.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const saved = await store()
        .then((s) => s.get<PlanOp[]>('plan-queue'))
        .catch(() => undefined);
      if (cancelled) return;
      if (saved && saved.length > 0 && opsRef.current.length === 0) setQueue(saved);
      await load();
      if (!cancelled && opsRef.current.length > 0) void flush();
    })();
    return () => {
      cancelled = true;
    };
  }, [flush, load, setQueue, store]);

  // Back online, and every few seconds while changes wait: send them.
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    const timer = setInterval(() => {
      if (opsRef.current.length > 0) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(timer);
    };
  }, [flush]);

  // Live: another member's change arrives as a `plan` frame on the list's stream.
  const getToken = useCallback(
    () => dispatch((_d, _g, extra: ApiExtra) => extra.getIdToken(false)),
    [dispatch],
  );
  useEffect(() => openShoppingStream(getToken, { plan: () => void load() }), [getToken, load]);

  const change = useCallback(
    (op: PlanOp) => {
      setQueue([...opsRef.current, op]);
      void flush();
    },
    [flush, setQueue],
  );

  const shown = useMemo(() => (entries ? applyPlanOps(entries, ops) : null), [entries, ops]);

  const actions = useMemo(
    () => ({
      add: (entry: Omit<PlanEntry, 'id' | 'addedBy' | 'createdAt'>) =>
        change({
          op: 'add',
          entry: {
            ...entry,
            id: newId(),
            addedBy: { id: me?.id ?? 0, displayName: me?.displayName ?? null },
            createdAt: new Date().toISOString(),
          },
        }),
      change: (id: string, body: PlanEntryChange) => change({ op: 'change', id, change: body }),
      remove: (id: string) => change({ op: 'remove', id }),
      shopping: (preview: boolean) =>
        http<PlanShoppingReply>({
          method: 'POST',
          url: '/plan/shopping',
          body: { from: monday, to: addDays(monday, 6), preview },
        }),
      calendarLink: () => http<{ url: string }>({ method: 'POST', url: '/plan/calendar-link' }),
    }),
    [change, http, me, monday],
  );

  return { entries: shown, offline, unsent: ops.length, actions };
}
