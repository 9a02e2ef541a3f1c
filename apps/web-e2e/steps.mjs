// What every browser scenario shares: waiting for a route, the step runner that records each
// check and skips the checks that needed one that failed, and calls made outside the browser
// (accounts on the Auth emulator, the API with a bearer token), and axe-core on a page.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core on the page as it is: throws naming each serious or critical violation and where. Text
 * of a character or two (a count on a badge), whose contrast axe measures but only lists for review,
 * fails too when it is under the ratio its size asks for.
 */
export async function axeCheck(page, label) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef -- runs inside the page, where axe was just loaded
    const result = await axe.run(document, { resultTypes: ['violations', 'incomplete'] });
    const where = (nodes) =>
      nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ');
    const found = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${where(v.nodes)})`);
    const short = result.incomplete
      .filter((v) => v.id === 'color-contrast')
      .flatMap((v) => v.nodes)
      .filter((n) =>
        n.any.some(
          (check) =>
            check.data?.messageKey === 'shortTextContent' &&
            check.data.contrastRatio < parseFloat(check.data.expectedContrastRatio),
        ),
      );
    if (short.length) found.push(`color-contrast of short text (${where(short)})`);
    return found;
  });
  if (violations.length) throw new Error(`axe on ${label}: ${violations.join('; ')}`);
}

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

/** On /login in sign-up mode: opens the email form, fills it in and sends it. */
export async function fillSignUp(page, { name, email }, password) {
  // /login is prerendered; a tap before the app has taken the page over is replayed once it has,
  // so one tap must open the form.
  const nameField = page.getByLabel('Name');
  await page.getByRole('button', { name: 'Sign Up with Email' }).click();
  await nameField.fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

/**
 * Each of `people` ({ key: { name, email } }) signs up in a browser context of their own (a
 * browser that never signed in opens /login in sign-up mode); their pages go into `pages` by key
 * as soon as they open, so a failure can be pictured.
 */
export async function signUpEach(people, pages, { baseUrl, newContext, pageErrors, password }) {
  for (const [who, person] of Object.entries(people)) {
    const page = await (await newContext()).newPage();
    page.on('pageerror', (error) => pageErrors.push(`${who}: ${error.message}`));
    pages[who] = page;
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await fillSignUp(page, person, password);
    await waitForPath(page, /^\/(recipes)?$/);
  }
}

/** On a recipe's page: raises the servings `times` times, taps Shop and waits for the confirmation. */
export async function shopRecipe(page, times) {
  for (let i = 0; i < times; i++) await page.getByRole('button', { name: 'Increase servings' }).click();
  await page.getByRole('button', { name: 'Shop' }).click();
  await waitForPath(page, '/shopping');
  return page.getByRole('dialog', { name: 'Add to Shopping List' });
}

/** Searches on the Friends screen and sends a request to the one person found by name. */
export async function addFriend(page, baseUrl, name) {
  await page.goto(`${baseUrl}/friends`);
  await page.getByRole('tab', { name: /Search/ }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(name);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await row.getByRole('button', { name: 'Add Friend' }).click();
  await page.getByText('Friend request sent').waitFor();
}

/** Accepts the friend request of `name` on the Friends screen's Requests tab. */
export async function acceptFriend(page, baseUrl, name) {
  await page.goto(`${baseUrl}/friends`);
  await page.getByRole('tab', { name: /Requests/ }).click();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await row.getByRole('button', { name: 'Accept' }).click();
  await page.getByText('Friend request accepted').waitFor();
}

/**
 * Amy and Ben, each signed up in their own browser, become friends and form the household `name`:
 * Amy invites Ben from the Household screen and Ben accepts.
 */
export async function formHousehold(people, pages, { baseUrl, newContext, pageErrors, password }, name) {
  await signUpEach(people, pages, { baseUrl, newContext, pageErrors, password });
  await addFriend(pages.amy, baseUrl, people.ben.name);
  await acceptFriend(pages.ben, baseUrl, people.amy.name);
  await pages.amy.goto(`${baseUrl}/household`);
  await pages.amy.getByRole('textbox', { name: 'Household name' }).fill(name);
  await pages.amy.getByRole('checkbox', { name: 'Ben' }).check();
  await pages.amy.getByRole('button', { name: 'Send Invitations' }).click();
  await pages.ben.goto(`${baseUrl}/household`);
  await pages.ben.getByRole('button', { name: 'Accept' }).click();
  await pages.ben.getByRole('heading', { name }).waitFor();
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

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Two members' scenario kit: `shot(page, name, { desktop })` saves `{prefix}-{name}.png` at the
 * phone size and, with `desktop`, `-desktop.png` at 1280x800 too; `step` is a step runner that
 * shoots every member's page when a step fails.
 */
export function membersKit({ results, artifacts, prefix, pages }) {
  const shot = async (page, name, { desktop = false } = {}) => {
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(artifacts, `${prefix}-${name}.png`) });
    if (!desktop) return;
    await page.setViewportSize(DESKTOP);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(artifacts, `${prefix}-${name}-desktop.png`) });
    await page.setViewportSize(PHONE);
  };
  const step = stepRunner({
    results,
    prefix: `${prefix}: `,
    onFailure: async (slug) => {
      for (const [who, page] of Object.entries(pages))
        await shot(page, `failed-${who}-${slug}`).catch(() => undefined);
    },
  });
  return { shot, step };
}
