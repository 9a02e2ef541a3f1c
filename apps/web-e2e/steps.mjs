// What every browser scenario shares: waiting for a route, the step runner that records each
// check and skips the checks that needed one that failed, and calls made outside the browser
// (accounts on the Auth emulator, the API with a bearer token).

/** Waits until the page's path is `pattern` (a string) or matches it (a RegExp). */
export async function waitForPath(page, pattern) {
  await page.waitForURL((url) =>
    typeof pattern === 'string' ? url.pathname === pattern : pattern.test(url.pathname),
  );
}

/**
 * A `step(name, run, { needs })` function writing to `results`. A failed step calls
 * `onFailure(slug)` (for screenshots) and, unless it was `needs: false`, makes every later step
 * that needs the ones before it report why it did not run. `prefix` names the scenario in results.
 */
export function stepRunner({ results, onFailure, prefix = '' }) {
  let blocked = null;
  return async function step(name, run, { needs = true } = {}) {
    const label = `${prefix}${name}`;
    if (needs && blocked) {
      results.push({ name: label, ok: false, detail: `not run: '${blocked}' failed` });
      return;
    }
    try {
      await run();
      results.push({ name: label, ok: true });
    } catch (error) {
      results.push({
        name: label,
        ok: false,
        detail: (error instanceof Error ? error.message : String(error)).split('\n')[0],
      });
      await onFailure(name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()).catch(() => undefined);
      if (needs) blocked = name;
    }
  };
}

/** The identity service's REST API as the app's own config names it (the Auth emulator). */
async function emulatorCall(baseUrl, action, body) {
  const config = await (await fetch(`${baseUrl}/app-config.json`)).json();
  const res = await fetch(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=${config.firebase.apiKey}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  return res.json();
}

/** Signs in against the Auth emulator's REST API, for calls made outside the browser. */
export async function emulatorToken(baseUrl, email, password) {
  const body = await emulatorCall(baseUrl, 'signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  if (!body.idToken) throw new Error(`emulator sign-in failed: ${JSON.stringify(body).slice(0, 200)}`);
  return body.idToken;
}

/** Creates an account with a display name on the Auth emulator and answers a token that carries the name. */
export async function emulatorSignUp(baseUrl, name, email, password) {
  const created = await emulatorCall(baseUrl, 'signUp', { email, password, returnSecureToken: true });
  if (!created.idToken) throw new Error(`emulator sign-up failed: ${JSON.stringify(created).slice(0, 200)}`);
  await emulatorCall(baseUrl, 'update', {
    idToken: created.idToken,
    displayName: name,
    returnSecureToken: true,
  });
  return emulatorToken(baseUrl, email, password);
}

/** One JSON call to the app's API with a bearer token: `{ status, body }`. */
export async function api(baseUrl, token, method, url, body) {
  const res = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}
