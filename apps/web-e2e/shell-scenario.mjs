/* global document, localStorage, getComputedStyle -- these run inside the page (page.evaluate). */
// The app shell in a browser (issue 12): every route of the route table, public and protected,
// return-to after login, the active tab, no navigation on public pages, the login errors, axe-core
// on every route in both themes, the desktop layout at 1280x800, Account Settings and deletion.
import path from 'node:path';
import {
  api,
  axeCheck as axePasses,
  emulatorSignUp,
  emulatorToken,
  fillSignUp,
  stepRunner,
  waitForPath,
} from './steps.mjs';

const PUBLIC_ROUTES = ['/login', '/privacy-policy', '/terms-of-service', '/data-deletion'];

export async function scenario({ page, baseUrl, artifacts, results }) {
  const stamp = Date.now();
  const email = `shell-${stamp}@example.com`;
  const friendEmail = `shell-friend-${stamp}@example.com`;
  const password = 'shell-pass-42';
  const ids = {};

  const shot = async (name) => {
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(artifacts, `shell-${name}.png`), fullPage: false });
  };

  const step = stepRunner({ results, prefix: 'shell: ', onFailure: (slug) => shot(`failed-${slug}`) });

  const navVisible = async () => page.getByRole('navigation', { name: 'Main' }).isVisible();
  const settle = () => page.waitForTimeout(450);

  /** axe-core on the current page once it has settled: zero serious or critical violations. */
  async function axeCheck(label) {
    await settle();
    await axePasses(page, label);
  }

  async function logoutIfSignedIn() {
    await page.goto(`${baseUrl}/profile`);
    const logout = page.getByRole('button', { name: 'Logout' });
    await Promise.race([logout.waitFor(), waitForPath(page, '/login')]);
    if (await logout.isVisible()) {
      await logout.click();
      await waitForPath(page, '/login');
    }
  }

  async function toSignUpMode() {
    // Wait for the form to be drawn before asking which mode it is in.
    await page.getByRole('heading', { name: /^(Welcome back|Create your account)$/ }).waitFor();
    if (await page.getByRole('heading', { name: 'Welcome back' }).isVisible())
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  }

  await step(
    'signed out, every protected route goes to /login; public pages show no navigation',
    async () => {
      await logoutIfSignedIn();
      for (const route of [
        '/',
        '/recipes',
        '/feed',
        '/shopping',
        '/profile',
        '/friends',
        '/household',
        '/create-recipe',
      ]) {
        await page.goto(`${baseUrl}${route}`);
        await waitForPath(page, '/login');
      }
      for (const route of PUBLIC_ROUTES) {
        await page.goto(`${baseUrl}${route}`);
        await page.getByRole('heading').first().waitFor();
        if (await navVisible()) throw new Error(`the navigation shows on ${route}`);
        await axeCheck(route);
      }
    },
  );

  await step('login errors use the spec texts', async () => {
    await page.goto(`${baseUrl}/login`);
    await toSignUpMode();
    await page.getByRole('button', { name: 'Sign Up with Email' }).click();
    await page.getByLabel('Name').fill('Short Pass');
    await page.getByLabel('Email').fill(`short-${stamp}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password').fill('abc');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByRole('alert').getByText('Password must be at least 6 characters long').waitFor();
    await page.getByLabel('Confirm password').fill('abcdef');
    await page.getByLabel('Password', { exact: true }).fill('abcdeg');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByRole('alert').getByText('Passwords do not match').waitFor();
    await axeCheck('/login (sign-up form with an error)');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Email').fill(`nobody-${stamp}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    await shot('login-error');
  });

  await step('a protected page while signed out returns there after sign-up', async () => {
    await page.goto(`${baseUrl}/shopping`);
    await waitForPath(page, '/login');
    await toSignUpMode();
    await fillSignUp(page, { name: 'Shell Tester', email }, password);
    await waitForPath(page, '/shopping');
  });

  await step('a public recipe of the new account, made through the API', async () => {
    const token = await emulatorToken(baseUrl, email, password);
    const me = await api(baseUrl, token, 'GET', '/users/profile');
    ids.me = me.body.id;
    const created = await api(baseUrl, token, 'POST', '/recipes', {
      title: 'Shell Test Shakshuka',
      ingredients: ['4 eggs', '1 can tomatoes'],
      method: ['Simmer the tomatoes.', 'Crack in the eggs and cover.'],
      privacy: 'public',
    });
    if (created.status !== 201)
      throw new Error(`create recipe: ${created.status} ${JSON.stringify(created.body)}`);
    ids.recipe = created.body.id;
  });

  const protectedRoutes = () => [
    { path: '/', tab: 'Recipes' },
    { path: '/recipes', tab: 'Recipes' },
    { path: `/recipes/user/${ids.me}`, tab: null },
    { path: '/feed', tab: 'Home' },
    { path: `/recipe/${ids.recipe}`, tab: null },
    { path: '/create-recipe', tab: null },
    { path: `/create-recipe/${ids.recipe}`, tab: null },
    { path: '/shopping', tab: 'Shopping' },
    { path: '/profile', tab: 'Profile' },
    { path: `/profile/${ids.me}`, tab: 'Profile' },
    { path: '/friends', tab: 'Profile' },
    { path: `/friends/user/${ids.me}`, tab: 'Profile' },
    { path: '/household', tab: 'Profile' },
  ];

  await step(
    'every protected route shows the navigation with the right active tab, and passes axe',
    async () => {
      for (const route of protectedRoutes()) {
        await page.goto(`${baseUrl}${route.path}`);
        await waitForPath(page, route.path);
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.waitFor();
        const current = nav.locator('[aria-current="page"]');
        const names = await current.allInnerTexts();
        const active = names.map((n) => n.trim()).join(',') || null;
        if (active !== route.tab)
          throw new Error(`${route.path}: active tab ${active}, expected ${route.tab}`);
        const padding = await page
          .locator('.app-shell__main')
          .evaluate((el) => getComputedStyle(el).paddingBottom);
        if (padding !== '85px') throw new Error(`${route.path}: bottom padding ${padding}`);
        await axeCheck(route.path);
      }
    },
  );

  for (const scheme of ['light', 'dark']) {
    await step(
      `${scheme} theme: screenshots at 390x844 and 1280x800, axe on every route`,
      async () => {
        await page.emulateMedia({ colorScheme: scheme });
        for (const viewport of [
          { width: 390, height: 844 },
          { width: 1280, height: 800 },
        ]) {
          await page.setViewportSize(viewport);
          const routes = [...protectedRoutes().map((r) => r.path), ...PUBLIC_ROUTES.slice(1)];
          for (const route of routes) {
            await page.goto(`${baseUrl}${route}`);
            await waitForPath(page, route);
            await axeCheck(`${route} (${scheme}, ${viewport.width})`);
            const name = route.replace(/\//g, '_').replace(/^_/, '') || 'root';
            await shot(`${viewport.width}-${scheme}-${name}`);
          }
        }
        await page.setViewportSize({ width: 390, height: 844 });
      },
      { needs: false },
    );
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await step(
    'desktop at 1280x800: navigation at the side, wider grid, ingredients beside the steps',
    async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${baseUrl}/recipes`);
      const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
      if (!nav || nav.x !== 0 || nav.height < 700 || nav.width > 300)
        throw new Error(`navigation box ${JSON.stringify(nav)}`);
      await page.goto(`${baseUrl}/recipe/${ids.recipe}`);
      const ingredients = await page.locator('[aria-labelledby="ingredients-heading"]').boundingBox();
      const steps = await page.locator('[aria-labelledby="steps-heading"]').boundingBox();
      if (!ingredients || !steps || !(steps.x > ingredients.x + ingredients.width - 1))
        throw new Error(`ingredients ${JSON.stringify(ingredients)} steps ${JSON.stringify(steps)}`);
      await shot('desktop-detail');
      await page.setViewportSize({ width: 390, height: 844 });
    },
  );

  await step('Account Settings: the dark switch is kept, the display name changes', async () => {
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: /Account Settings/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Account Settings' });
    await sheet.getByRole('radio', { name: 'Dark' }).click();
    await axeCheck('Account Settings (dark)');
    await shot('account-settings-dark');
    await sheet.getByLabel('Name', { exact: true }).fill('Shell Renamed');
    await sheet.getByRole('button', { name: 'Save name' }).click();
    await sheet.getByText('Name updated.').waitFor();
    await page.reload();
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    if (theme !== 'dark') throw new Error(`theme after reload: ${theme}`);
    await page.evaluate(() => localStorage.removeItem('mise.theme'));
  });

  const movedEmail = `shell-moved-${stamp}@example.com`;
  const newPassword = 'shell-pass-43';
  const signsIn = (who, secret) =>
    emulatorToken(baseUrl, who, secret).then(
      () => true,
      () => false,
    );

  await step('Account Settings: the email changes, and only the new one signs in', async () => {
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: /Account Settings/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Account Settings' });
    await sheet.getByLabel('New email').fill(movedEmail);
    await sheet.getByRole('button', { name: 'Change email' }).click();
    await sheet.getByText('Email updated.').waitFor();
    if (!(await signsIn(movedEmail, password))) throw new Error('the new email does not sign in');
    if (await signsIn(email, password)) throw new Error('the old email still signs in');
  });

  await step('a password change that needs a recent sign-in asks for the password again', async () => {
    // The Auth emulator never asks for a recent sign-in, so its first answer to the password change
    // is the identity service's CREDENTIAL_TOO_OLD_LOGIN_AGAIN; everything after is the emulator's.
    let refused = false;
    const update = '**/identitytoolkit.googleapis.com/v1/accounts:update*';
    await page.route(update, async (route) => {
      if (refused || !route.request().postDataJSON()?.password) return route.continue();
      refused = true;
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 400, message: 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN', errors: [] } }),
      });
    });
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: /Account Settings/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Account Settings' });
    await sheet.getByLabel('New password', { exact: true }).fill(newPassword);
    await sheet.getByLabel('Confirm new password').fill(newPassword);
    await sheet.getByRole('button', { name: 'Change password' }).click();
    const again = sheet.getByRole('form', { name: 'Confirm your password' });
    await again.getByLabel('Current password').fill('not-my-password');
    await again.getByRole('button', { name: 'Continue' }).click();
    await sheet.getByRole('alert').getByText('Invalid email or password').waitFor();
    await axeCheck('Account Settings (password asked again)');
    await shot('account-settings-reauth');
    await again.getByLabel('Current password').fill(password);
    await again.getByRole('button', { name: 'Continue' }).click();
    await sheet.getByText('Password updated.').waitFor();
    await page.unroute(update);
    if (!refused) throw new Error('the password change never reached the identity service');
    if (!(await signsIn(movedEmail, newPassword))) throw new Error('the new password does not sign in');
    if (await signsIn(movedEmail, password)) throw new Error('the old password still signs in');
  });

  await step('deleting the account leaves nothing, seen through the API by another person', async () => {
    // Another person, signed up through the emulator's REST API, who can see public recipes, is a
    // friend of the account and shares a household with it.
    const other = await emulatorSignUp(baseUrl, 'Shell Friend', friendEmail, password);
    const mine = await emulatorToken(baseUrl, movedEmail, newPassword);
    const before = await api(baseUrl, other, 'GET', `/recipes/${ids.recipe}`);
    if (before.status !== 200) throw new Error(`before deletion the public recipe answered ${before.status}`);
    const otherId = (await api(baseUrl, other, 'GET', '/users/profile')).body.id;
    const sent = await api(baseUrl, mine, 'POST', '/users/friends/request', { addresseeId: otherId });
    await api(baseUrl, other, 'PUT', `/users/friends/${sent.body.id}`, { status: 'accepted' });
    await api(baseUrl, mine, 'POST', '/household/invitations/send', {
      name: 'Shell House',
      friendIds: [otherId],
    });
    const invitations = await api(baseUrl, other, 'GET', '/household/invitations/pending');
    await api(baseUrl, other, 'POST', `/household/invitations/${invitations.body[0].id}/accept`);
    if ((await api(baseUrl, other, 'GET', '/household/mine')).status !== 200)
      throw new Error('the household was not formed before deletion');

    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: /Account Settings/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Account Settings' });
    await sheet.getByLabel('Type DELETE to confirm').fill('DELETE');
    await sheet.getByRole('button', { name: 'Delete my account' }).click();
    await waitForPath(page, '/login');

    const after = await api(baseUrl, other, 'GET', `/recipes/${ids.recipe}`);
    if (after.status !== 404) throw new Error(`after deletion the recipe answered ${after.status}`);
    const all = await api(baseUrl, other, 'GET', '/recipes?view=all');
    if (JSON.stringify(all.body).includes('Shell Test Shakshuka'))
      throw new Error('the recipe is still listed');
    const friends = await api(baseUrl, other, 'GET', '/users/friends?status=accepted');
    if (friends.body.length !== 0) throw new Error(`friends left: ${JSON.stringify(friends.body)}`);
    if ((await api(baseUrl, other, 'GET', '/household/mine')).status !== 404)
      throw new Error('the household was not dissolved');
    if ((await api(baseUrl, other, 'GET', `/users/profile/${ids.me}`)).status !== 404)
      throw new Error('the profile is still there');
    await page.getByLabel('Email').fill(movedEmail);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
  });
}
