/* global window */
// Sign-in through the identity service as a person meets it (issue 12): Google, Facebook and Apple by
// pop-up against the Firebase Auth emulator's own sign-in page (a fake account is added there), a
// pop-up closed without choosing, and 'Forgot password?': the reset mail's code is read from the
// emulator's REST API, the password is reset with it and the new one signs in.
//   node apps/web-e2e/run.mjs --scenario ./auth-scenario.mjs
// The machine has no internet: Google's pop-up helper script (apis.google.com/js/api.js) is served by
// the test from gapi-stand-in.js, and the emulator page's styling from unpkg and Google Fonts is left out.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorSignUp, stepRunner, waitForPath } from './steps.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const GAPI_STAND_IN = fs.readFileSync(path.join(here, 'gapi-stand-in.js'), 'utf8');
const PASSWORD = 'reset-me-42';
const NEW_PASSWORD = 'was-reset-43';

/** A browser context in which the pop-up flow can run without internet. */
async function popupReadyContext(newContext) {
  const context = await newContext();
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) =>
    route.fulfill({
      contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/css',
      body: '',
    }),
  );
  return context;
}

export async function scenario({ baseUrl, artifacts, results, pageErrors, newContext }) {
  const stamp = Date.now();
  const config = await (await fetch(`${baseUrl}/app-config.json`)).json();
  const emulator = config.authEmulatorUrl;
  const pages = [];
  const contexts = [];

  const shot = async (page, name) => {
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(artifacts, `auth-${name}.png`) });
  };
  const step = stepRunner({
    results,
    prefix: 'auth: ',
    onFailure: async (slug) => {
      for (const [index, page] of pages.entries())
        if (!page.isClosed()) await shot(page, `failed-${slug}-${index}`).catch(() => undefined);
    },
  });

  async function freshLoginPage() {
    const context = await popupReadyContext(newContext);
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`auth: ${error.message}`));
    pages.push(page);
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    return { context, page };
  }

  /**
   * Clicks 'Continue with {provider}' and returns the pop-up window it opens. Waits first until the
   * app has taken over the prerendered page (it sets the early-click list to null then): a press on
   * the markup alone is pressed again by the app, but a pop-up needs the real press to be recent.
   */
  async function openPopup(context, page, provider) {
    await page.waitForFunction(() => !Array.isArray(window.__miseEarlyClicks));
    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: `Continue with ${provider}` }).click();
    const popup = await popupOpened;
    pages.push(popup);
    await popup.waitForLoadState('domcontentloaded');
    return popup;
  }

  for (const provider of ['Google', 'Facebook', 'Apple']) {
    await step(
      `${provider} pop-up: a new account added on the emulator's sign-in page signs the person in`,
      async () => {
        const { context, page } = await freshLoginPage();
        const popup = await openPopup(context, page, provider);
        const name = `${provider} Person`;
        await popup.getByText('Add new account').click();
        await popup.locator('#email-input').fill(`${provider.toLowerCase()}-${stamp}@example.com`);
        await popup.locator('#display-name-input').fill(name);
        await shot(popup, `${provider.toLowerCase()}-popup`);
        await popup.locator('#sign-in').click();
        await waitForPath(page, '/');
        // The name the provider gave is the person's name in the app, and the session survives a reload.
        await page.goto(`${baseUrl}/profile`);
        await page.getByText(name, { exact: true }).first().waitFor();
        await page.reload();
        await page.getByText(name, { exact: true }).first().waitFor();
      },
      { needs: false },
    );
  }

  await step(
    'closing the pop-up without choosing an account shows the cancelled message',
    async () => {
      const { context, page } = await freshLoginPage();
      const popup = await openPopup(context, page, 'Google');
      await popup.close();
      // Firebase notices a closed pop-up after a grace period of some seconds (spec section 10).
      await page
        .getByRole('alert')
        .getByText('Login process was cancelled. Please try again.')
        .waitFor({ timeout: 30_000 });
      await shot(page, 'popup-cancelled');
      if (new URL(page.url()).pathname !== '/login') throw new Error(`left /login for ${page.url()}`);
    },
    { needs: false },
  );

  await step(
    'a press on the page before the app has taken it over opens the sign-up form once it has',
    async () => {
      const context = await newContext();
      contexts.push(context);
      // The app's entry script arrives late, as on a slow phone: the press lands on the markup alone.
      let releaseEntry;
      const entryHeld = new Promise((resolve) => (releaseEntry = resolve));
      await context.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
        await entryHeld;
        await route.continue();
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(`auth: ${error.message}`));
      pages.push(page);
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await page.getByRole('button', { name: 'Sign Up with Email' }).click();
      const kept = await page.evaluate(() => window.__miseEarlyClicks?.length ?? null);
      if (kept !== 1) throw new Error(`the press was not kept for the app (list: ${kept})`);
      releaseEntry();
      await page.getByLabel('Name').waitFor();
      await page.getByLabel('Confirm password').waitFor();
      await shot(page, 'early-press-replayed');
    },
    { needs: false },
  );

  await step(
    "when the identity service cannot load, 'Mise could not start' shows and its Try again reloads",
    async () => {
      const context = await newContext();
      contexts.push(context);
      await context.route(/\/assets\/firebase-[^/]*\.js$/, (route) => route.abort());
      const page = await context.newPage();
      pages.push(page);
      await page.goto(`${baseUrl}/login`);
      await page.waitForFunction(() => !Array.isArray(window.__miseEarlyClicks));
      // The identity service loads on the visitor's first touch; here it fails.
      await page.getByRole('button', { name: 'Sign Up with Email' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Mise could not start' });
      await alert
        .getByText('Part of the app could not be loaded. Check your connection, then try again.')
        .waitFor();
      await shot(page, 'boot-error');
      await context.unroute(/\/assets\/firebase-[^/]*\.js$/);
      const reloaded = page.waitForEvent('load');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await reloaded;
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    },
    { needs: false },
  );

  await step(
    "'Forgot password?' mails a reset code; after the reset only the new password signs in",
    async () => {
      const email = `reset-${stamp}@example.com`;
      await emulatorSignUp(baseUrl, 'Reset Person', email, PASSWORD);

      const { page } = await freshLoginPage();
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByText('Password reset email sent. Check your inbox.').waitFor();
      await shot(page, 'reset-sent');

      // The emulator keeps the mails it would have sent; the reset code is in the link.
      const codes = await (
        await fetch(`${emulator}/emulator/v1/projects/${config.firebase.projectId}/oobCodes`)
      ).json();
      const mail = (codes.oobCodes ?? []).find(
        (code) => code.email === email && code.requestType === 'PASSWORD_RESET',
      );
      if (!mail) throw new Error(`no reset mail for ${email} in ${JSON.stringify(codes).slice(0, 300)}`);
      const reset = await fetch(
        `${emulator}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=${config.firebase.apiKey}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ oobCode: mail.oobCode, newPassword: NEW_PASSWORD }),
        },
      );
      if (!reset.ok) throw new Error(`reset answered ${reset.status}: ${await reset.text()}`);

      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('alert').getByText('Invalid email or password').waitFor();
      await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await waitForPath(page, '/');
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
    },
  );

  await step(
    '/login as a new visitor sees it, at 390x844 and 1280x800 in both themes (screenshots)',
    async () => {
      const { page } = await freshLoginPage();
      for (const colorScheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme });
        for (const viewport of [
          { width: 390, height: 844 },
          { width: 1280, height: 800 },
        ]) {
          await page.setViewportSize(viewport);
          await page.goto(`${baseUrl}/login`);
          await page.getByRole('heading', { name: 'Create your account' }).waitFor();
          await shot(page, `login-${viewport.width}-${colorScheme}`);
          await page.getByRole('button', { name: 'Sign Up with Email' }).click();
          await page.getByLabel('Confirm password').waitFor();
          await shot(page, `login-form-${viewport.width}-${colorScheme}`);
        }
      }
    },
    { needs: false },
  );

  await step(
    'no page errors in these browsers',
    async () => {
      const ours = pageErrors.filter((message) => message.startsWith('auth: '));
      if (ours.length) throw new Error(ours.join(' | ').slice(0, 600));
    },
    { needs: false },
  );

  for (const context of contexts) await context.close().catch(() => undefined);
}
