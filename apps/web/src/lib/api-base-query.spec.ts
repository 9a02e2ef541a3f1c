import { apiBaseQuery, callApi, isAuthFailure, serverErrorText, type ApiExtra } from './api-base-query';

type Api = Parameters<typeof apiBaseQuery>[1];

function apiWith(extra: ApiExtra): Api {
  return { extra, signal: new AbortController().signal } as unknown as Api;
}

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A server that refuses the stale token (401) and answers `body` to the fresh one. */
function refusingStaleTokens(body: unknown) {
  const sent: string[] = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const auth = (init?.headers as Record<string, string>).Authorization;
    sent.push(auth);
    return auth === 'Bearer fresh' ? reply(200, body) : reply(401, { error: 'Authentication failed' });
  }) as typeof fetch;
  const getIdToken = jest.fn(async (force?: boolean) => (force ? 'fresh' : 'stale'));
  return { sent, getIdToken };
}

describe('apiBaseQuery', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('retries a 401 once with a freshly refreshed token, and the user never sees the failure', async () => {
    const { sent, getIdToken } = refusingStaleTokens([{ id: 1 }]);
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

describe('callApi', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  const run = <T>(extra: ApiExtra, request: Parameters<typeof callApi>[0]) =>
    callApi<T>(request)(
      () => undefined,
      () => ({}),
      extra,
    );

  it("takes a hook's own call through the base query: a fresh token after a 401, then the body", async () => {
    const { sent, getIdToken } = refusingStaleTokens({ version: 2 });
    await expect(
      run({ getIdToken }, { method: 'PATCH', url: '/shopping/items/a', body: { checked: true } }),
    ).resolves.toEqual({
      version: 2,
    });
    expect(sent).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('rejects with the error the screens read, a body that is not JSON included', async () => {
    global.fetch = jest.fn(
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    ) as typeof fetch;
    const failure = await run({ getIdToken: async () => 't' }, { url: '/shopping' }).catch((e: unknown) => e);
    expect(failure).toEqual({ status: 502, message: 'HTTP error! status: 502' });
    expect(serverErrorText(failure, 'Failed to load')).toBe('Failed to load');
    expect(serverErrorText(failure)).toBe('HTTP error! status: 502');
  });
});

describe('serverErrorText', () => {
  it("gives the server's own words, else the screen's fallback, else what the failure says", () => {
    expect(serverErrorText({ status: 409, message: 'Already friends' }, 'Failed')).toBe('Already friends');
    expect(serverErrorText({ status: 'FETCH_ERROR', message: 'Failed to fetch' }, 'Failed')).toBe('Failed');
    expect(serverErrorText({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe('Failed to fetch');
    expect(serverErrorText(new Error('boom'))).toBe('boom');
  });
});
