import { API_BASE } from '../../lib/api-base-query';

/** How long after a dropped stream it is opened again. */
const REOPEN_MS = 2000;

/**
 * Opens the household's event stream (`GET /api/shopping/events`: list, pantry, photos and plan
 * frames) with a fresh token, reopening it after it drops. Answers the function that closes it.
 */
export function openShoppingStream(
  getToken: () => Promise<string | null>,
  listeners: Record<string, (event: MessageEvent) => void>,
): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const open = async () => {
    const token = await getToken().catch(() => null);
    if (closed || !token) return;
    source = new EventSource(`${API_BASE}/shopping/events?access_token=${encodeURIComponent(token)}`);
    for (const [name, listener] of Object.entries(listeners)) source.addEventListener(name, listener);
    source.onerror = () => {
      source?.close();
      if (!closed) retry = setTimeout(() => void open(), REOPEN_MS);
    };
  };
  void open();
  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
  };
}
