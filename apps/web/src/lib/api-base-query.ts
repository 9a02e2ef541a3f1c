import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query/react';

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number | undefined>;
  /** A static file of the app itself (e.g. /filter.json): no /api prefix, no token. */
  isPublic?: boolean;
  /** Extra request headers (e.g. an import's id for its stage look-up). */
  headers?: Record<string, string>;
}

/** status is the HTTP status, or why no response came: no token to send, or the network failed. */
export interface ApiError {
  status: number | 'NO_TOKEN' | 'FETCH_ERROR';
  message: string;
}

/** Passed to RTK Query as the thunk extra argument, so the store decides where tokens come from. */
export interface ApiExtra {
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
}

export const API_BASE = '/api';

/** What a response says beside its body: the next page's cursor of a paged list (X-Next-Cursor). */
export interface ApiMeta {
  nextCursor: string | null;
}

function buildUrl(url: string, params: ApiRequest['params'], isPublic = false): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const query = search.toString();
  return `${isPublic ? '' : API_BASE}${url}${query ? `?${query}` : ''}`;
}

/** Spec section 8: a failure whose body gives no reason reads 'HTTP error! status: {code}'. */
const HTTP_ERROR = 'HTTP error! status: ';

function errorText(data: unknown, status: number): string {
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error)
    return data.error;
  return `${HTTP_ERROR}${status}`;
}

/**
 * A small fetch-based base query: every call carries the user's bearer token, bodies are JSON,
 * and a server error becomes { status, message } with the server's `error` text when it sent one.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError, object, ApiMeta> = async (
  arg,
  api,
) => {
  const request = typeof arg === 'string' ? { url: arg } : arg;
  const first = await send(request, api, 'cached-token');
  // A token the server no longer accepts (revoked, or issued before the identity service restarted)
  // may still be refreshable: ask for a fresh one once before reporting the 401.
  if (!request.isPublic && first.error?.status === 401) return send(request, api, 'fresh-token');
  return first;
};

async function send(
  request: ApiRequest,
  api: Parameters<typeof apiBaseQuery>[1],
  tokenToUse: 'cached-token' | 'fresh-token',
): Promise<{ data: unknown; error?: undefined; meta?: ApiMeta } | { error: ApiError; data?: undefined }> {
  const headers: Record<string, string> = { ...request.headers, Accept: 'application/json' };
  if (!request.isPublic) {
    const token = await (api.extra as ApiExtra).getIdToken(tokenToUse === 'fresh-token').catch(() => null);
    if (!token) return { error: { status: 'NO_TOKEN', message: 'Authentication token not available' } };
    headers.Authorization = `Bearer ${token}`;
  }
  // A form (a file upload) sets its own multipart Content-Type with the boundary.
  const form = typeof FormData !== 'undefined' && request.body instanceof FormData ? request.body : null;
  if (request.body !== undefined && !form) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(request.url, request.params, request.isPublic), {
      method: request.method ?? 'GET',
      headers,
      body: form ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
      cache: 'no-store',
      signal: api.signal,
    });
  } catch (error) {
    return {
      error: { status: 'FETCH_ERROR', message: error instanceof Error ? error.message : String(error) },
    };
  }

  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      // Spec section 8: a non-JSON response is tolerated.
      data = text;
    }
  }
  if (!response.ok) return { error: { status: response.status, message: errorText(data, response.status) } };
  return { data, meta: { nextCursor: response.headers?.get('X-Next-Cursor') ?? null } };
}

/** Narrows an unknown RTK Query error to ApiError. */
export function asApiError(error: unknown): ApiError | null {
  if (error && typeof error === 'object' && 'status' in error && 'message' in error) return error as ApiError;
  return null;
}

/**
 * True when the server refused the user's credentials: HTTP 401, answered even to the one retry with a
 * refreshed token. Decided by the status alone; the server's error text is for people, not for code.
 */
export function isAuthFailure(error: unknown): boolean {
  return asApiError(error)?.status === 401;
}

/**
 * The one place a failure becomes the text a person sees: the server's own `{ error }` text when it
 * sent one; else the screen's `fallback` when it has one; else what the failure says of itself
 * ('HTTP error! status: 500', the network's or the thrown error's message).
 */
export function serverErrorText(error: unknown, fallback?: string): string {
  const apiError = asApiError(error);
  const fromServer =
    apiError &&
    typeof apiError.status === 'number' &&
    apiError.message &&
    !apiError.message.startsWith(HTTP_ERROR);
  if (fromServer) return apiError.message;
  if (fallback !== undefined) return fallback;
  if (apiError) return apiError.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * One call through the base query outside an RTK Query endpoint, as a thunk: for state a hook keeps
 * itself (the shopping list and its offline queue). Same token, same retry after a 401, same
 * tolerant body reading; resolves with the body, rejects with the `ApiError`.
 */
export function callApi<T>(request: ApiRequest): ThunkAction<Promise<T>, unknown, ApiExtra, UnknownAction> {
  return async (dispatch, getState, extra) => {
    const api: BaseQueryApi = {
      dispatch,
      getState,
      extra,
      signal: new AbortController().signal,
      abort: () => undefined,
      endpoint: request.url,
      type: request.method === undefined || request.method === 'GET' ? 'query' : 'mutation',
    };
    const result = await apiBaseQuery(request, api, {});
    if (result.error) throw result.error;
    // Typed by the caller, as an endpoint's result type is.
    return result.data as T;
  };
}
