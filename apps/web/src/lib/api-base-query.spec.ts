import { apiBaseQuery, isAuthFailure, type ApiExtra } from './api-base-query';

type Api = Parameters<typeof apiBaseQuery>[1];

function apiWith(extra: ApiExtra): Api {
  return { extra, signal: new AbortController().signal } as unknown as Api;
}

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiBaseQuery', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('retries a 401 once with a freshly refreshed token, and the user never sees the failure', async () => {
    const sent: string[] = [];
    global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string>).Authorization;
      sent.push(auth);
      return auth === 'Bearer fresh'
        ? reply(200, [{ id: 1 }])
        : reply(401, { error: 'Authentication failed' });
    }) as typeof fetch;
    const getIdToken = jest.fn(async (force?: boolean) => (force ? 'fresh' : 'stale'));
    const result = await apiBaseQuery('/recipes', apiWith({ getIdToken }), {});
    expect(result).toEqual({ data: [{ id: 1 }], meta: { nextCursor: null } });
    expect(sent).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('reports the 401 with the server text when the refreshed token is refused too', async () => {
    global.fetch = jest.fn(async () => reply(401, { error: 'Authentication failed' })) as typeof fetch;
    const result = await apiBaseQuery('/recipes', apiWith({ getIdToken: async () => 'any' }), {});
    expect(result).toEqual({ error: { status: 401, message: 'Authentication failed' } });
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry other failures', async () => {
    global.fetch = jest.fn(async () => reply(404, { error: 'Recipe not found' })) as typeof fetch;
    const result = await apiBaseQuery('/recipes/9', apiWith({ getIdToken: async () => 't' }), {});
    expect(result).toEqual({ error: { status: 404, message: 'Recipe not found' } });
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('isAuthFailure', () => {
  it('is decided by the 401 status, whatever the server wrote', () => {
    expect(isAuthFailure({ status: 401, message: 'Invalid token' })).toBe(true);
    expect(isAuthFailure({ status: 401, message: 'HTTP error! status: 401' })).toBe(true);
    expect(isAuthFailure({ status: 500, message: 'Authentication failed' })).toBe(false);
    expect(isAuthFailure({ status: 'NO_TOKEN', message: 'Authentication token not available' })).toBe(false);
    expect(isAuthFailure(undefined)).toBe(false);
  });
});
