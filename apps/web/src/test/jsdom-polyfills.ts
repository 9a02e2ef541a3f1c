// jsdom lacks TextEncoder/TextDecoder, which react-router needs at load time; Node's are equivalent.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// react-router's data router builds a Request for every navigation (it only reads url, method and
// signal when no loaders run); jsdom has none, so a minimal stand-in is enough here.
if (typeof globalThis.Request === 'undefined') {
  class RequestStandIn {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(
      input: string | URL | { url: string },
      init: { method?: string; signal?: AbortSignal | null } = {},
    ) {
      this.url = typeof input === 'object' && 'url' in input ? input.url : String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: RequestStandIn });
}

// jsdom does not lay out pages, so scrolling (used by the router's scroll restoration) is a no-op.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
