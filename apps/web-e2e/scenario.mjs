// The walking-skeleton journey, as a person on a phone would take it. Each step is one check;
// elements are found by role and label, the way a screen reader would find them.
import path from 'node:path';
import { shopRecipe, stepRunner, waitForPath } from './steps.mjs';

const RECIPE_TITLE = 'Weeknight Lemon Pasta';

/** Resolves when the path part of the page URL matches. */
export async function scenario({ page, baseUrl, artifacts, results, pageErrors, restartApp }) {
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'lemon-pasta-42';
  let recipePath = null;

  // Page and sheet transitions last 0.3 s: let them settle so the picture shows the real screen.
  const shot = async (name) => {
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: false });
  };

  const step = stepRunner({ results, onFailure: (slug) => shot(`failed-${slug}`) });

  await step('opening the app sends a signed-out visitor to /login', async () => {
    await page.goto(`${baseUrl}/`);
    await waitForPath(page, '/login');
    // A browser that never signed in opens /login in sign-up mode.
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    if ((await page.getByRole('navigation', { name: 'Main' }).count()) !== 0)
      throw new Error('the bottom navigation shows on /login');
    await shot('01-login');
  });

  await step('sign up with name, email and password twice lands on the recipes list', async () => {
    // A new visitor opens in sign-up mode; the email form waits for 'Sign Up with Email'.
    await page.getByRole('button', { name: 'Sign Up with Email' }).click();
    await page.getByLabel('Name').fill('Eve Tester');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await shot('02-sign-up-form');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await waitForPath(page, /^\/(recipes)?$/);
    await page.getByRole('button', { name: /change recipe view/ }).waitFor();
    await page.getByText('No recipes match your current filters.').waitFor();
    await shot('03-recipes-empty');
  });

  await step('the + button opens Create Recipe and Write from Scratch opens the form', async () => {
    await page.getByRole('button', { name: 'Create recipe' }).click();
    const sheet = page.getByRole('dialog', { name: 'Create Recipe' });
    await sheet.waitFor();
    await shot('04-create-recipe-sheet');
    await sheet.getByRole('button', { name: /Write from Scratch/ }).click();
    await waitForPath(page, '/create-recipe');
    await page.getByRole('heading', { name: 'New Recipe' }).waitFor();
  });

  await step('a recipe with a title, ingredients and steps is saved and opened', async () => {
    await page.getByLabel('Title').fill(RECIPE_TITLE);
    await page.getByLabel('Servings').fill('2');
    await page.getByRole('textbox', { name: 'Ingredient 1' }).fill('200 g spaghetti');
    await page.getByRole('textbox', { name: 'Ingredient 2' }).fill('1 lemon, zested');
    await page.getByRole('textbox', { name: 'Step 1' }).fill('Boil the spaghetti.');
    await page.getByRole('textbox', { name: 'Step 2' }).fill('Toss with lemon and serve.');
    await shot('05-recipe-form');
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await waitForPath(page, /^\/recipe\/\d+$/);
    recipePath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: RECIPE_TITLE }).waitFor();
    await page.getByText('Boil the spaghetti.').waitFor();
    await page.getByRole('button', { name: '200 g spaghetti' }).waitFor();
    await shot('06-recipe-detail');
  });

  await step('the new recipe is in the list and opens from its card', async () => {
    await page.getByRole('link', { name: 'Back to recipes' }).click();
    await waitForPath(page, '/recipes');
    const card = page.getByRole('link', { name: new RegExp(RECIPE_TITLE) });
    await card.waitFor();
    await shot('07-recipes-list');
    await card.click();
    await waitForPath(page, recipePath);
    await page.getByRole('heading', { name: RECIPE_TITLE }).waitFor();
  });

  await step('after a reload the user is still signed in and the recipe is shown', async () => {
    await page.reload();
    await waitForPath(page, recipePath);
    await page.getByRole('heading', { name: RECIPE_TITLE }).waitFor();
    await page.getByText('Toss with lemon and serve.').waitFor();
    await shot('08-recipe-after-reload');
  });

  await step('the owner edits the recipe through the pencil and sees the change', async () => {
    await page.getByRole('link', { name: 'Edit recipe' }).click();
    await waitForPath(page, /^\/create-recipe\/\d+$/);
    const description = page.getByLabel('Description');
    await description.waitFor();
    await description.fill('Bright, quick and ready in twenty minutes.');
    await page.getByRole('button', { name: 'Update Recipe' }).click();
    await waitForPath(page, recipePath);
    await page.getByText('Bright, quick and ready in twenty minutes.').waitFor();
  });

  await step(
    'Shop on the recipe asks which ingredients to add, then lists them by category, scaled',
    async () => {
      await page.goto(`${baseUrl}${recipePath}`);
      const sheet = await shopRecipe(page, 2);
      await sheet.getByText('200 g spaghetti').waitFor();
      await shot('09a-add-to-shopping-list');
      await sheet.getByRole('button', { name: 'Add to Shopping List' }).click();
      await page.getByRole('region', { name: 'Pantry' }).getByText('400 g spaghetti').waitFor();
      await page
        .getByRole('region', { name: 'Fresh Produce' })
        .getByText(/^2 lemons?, zested$/)
        .waitFor();
      await page.getByText('2 items · 0 checked').waitFor();
      await shot('09b-shopping-by-category');
    },
    { needs: false },
  );

  await step(
    'a check made offline shows as pending and is saved when the connection returns',
    async () => {
      await page.context().setOffline(true);
      await page.getByRole('checkbox', { name: /400 g spaghetti/ }).click();
      await page.getByRole('region', { name: 'Checked Items' }).getByText('pending').waitFor();
      await shot('09c-offline-pending');
      await page.context().setOffline(false);
      await page.getByText('pending').waitFor({ state: 'detached', timeout: 15_000 });
      await page.reload();
      await page.getByRole('region', { name: 'Checked Items' }).getByText('400 g spaghetti').waitFor();
      await page.getByText('2 items · 1 checked').waitFor();
    },
    { needs: false },
  );

  await step(
    'Reconcile with Pantry lists a list item the pantry holds and checks it off',
    async () => {
      await page.getByRole('button', { name: /Add Pantry Item/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Add Pantry Item' });
      await sheet.getByLabel('Item name').fill('Lemons');
      await sheet.getByLabel('Unit').selectOption('piece');
      await sheet.getByRole('button', { name: 'Add Pantry Item' }).click();
      await page.getByRole('heading', { name: 'My Pantry' }).waitFor();
      await page.getByText('Lemons', { exact: true }).waitFor();
      await page.getByRole('button', { name: /Reconcile with Pantry/ }).click();
      const reconcile = page.getByRole('dialog', { name: 'Reconcile with Pantry' });
      await reconcile.getByText(/^2 lemons?, zested$/).waitFor();
      await shot('09d-reconcile');
      await reconcile.getByRole('button', { name: 'Remove Duplicate Items' }).click();
      await page.getByText('2 items · 2 checked').waitFor();
    },
    { needs: false },
  );

  await step('Logout on the profile returns to /login', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await waitForPath(page, '/profile');
    await page.getByText(email).waitFor();
    await shot('09-profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
  });

  await step('a wrong password shows Invalid email or password', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const text = (await alert.textContent())?.trim();
    if (text !== 'Invalid email or password') throw new Error(`alert said '${text}'`);
    await shot('10-wrong-password');
  });

  await step('a protected URL while signed out goes to /login and returns there after login', async () => {
    await page.goto(`${baseUrl}${recipePath}`);
    await waitForPath(page, '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, recipePath);
    await page.getByRole('heading', { name: RECIPE_TITLE }).waitFor();
    await shot('11-returned-after-login');
  });

  await step(
    'pasted recipe text becomes a prefilled recipe form',
    async () => {
      await page.getByRole('button', { name: 'Create recipe' }).click();
      await page
        .getByRole('dialog', { name: 'Create Recipe' })
        .getByRole('button', { name: /Paste recipe text/ })
        .click();
      const sheet = page.getByRole('dialog', { name: 'Paste recipe text' });
      await sheet
        .getByLabel('Recipe text')
        .fill(
          [
            'Garlic Butter Toast',
            'Serves 2',
            '',
            'Ingredients',
            '2 slices bread',
            '2 tbsp butter',
            '1 garlic clove, crushed',
            '',
            'Method',
            'Mix the butter and garlic.',
            'Spread on the bread and toast until golden.',
          ].join('\n'),
        );
      await shot('12-paste-text');
      await sheet.getByRole('button', { name: 'Extract Recipe' }).click();
      // Extraction runs as a job on the server: allow it more time than a page step.
      await waitForPath(page, '/create-recipe').catch(() => undefined);
      await page.getByRole('heading', { name: 'New Recipe' }).waitFor({ timeout: 60_000 });
      const title = await page.getByLabel('Title').inputValue();
      if (title !== 'Garlic Butter Toast') throw new Error(`the extracted title was "${title}"`);
      const servings = await page.getByLabel('Servings').inputValue();
      if (servings !== '2') throw new Error(`'Serves 2' gave servings "${servings}"`);
      const first = await page.getByRole('textbox', { name: 'Ingredient 1' }).inputValue();
      if (first !== '2 slices bread') throw new Error(`the first ingredient was "${first}"`);
      const step1 = await page.getByRole('textbox', { name: 'Step 1' }).inputValue();
      if (step1 !== 'Mix the butter and garlic.') throw new Error(`the first step was "${step1}"`);
      await shot('13-paste-prefilled-form');
    },
    { needs: false },
  );

  await step(
    'the pasted recipe is saved, then deleted after the confirmation',
    async () => {
      await page.getByRole('button', { name: 'Save Recipe' }).click();
      await waitForPath(page, /^\/recipe\/\d+$/);
      await page.getByRole('link', { name: 'Edit recipe' }).click();
      await page.getByRole('button', { name: 'Delete Recipe' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog
        .getByText('Are you sure you want to delete this recipe? This action cannot be undone.')
        .waitFor();
      await shot('14-delete-confirm');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await waitForPath(page, '/');
      await page.getByRole('link', { name: new RegExp(RECIPE_TITLE) }).waitFor();
    },
    { needs: false },
  );

  if (restartApp) {
    await step(
      'after a hard kill and a restart of the whole app, the session, account and recipe are kept',
      async () => {
        await restartApp();
        await page.goto(`${baseUrl}/`);
        await page.getByRole('link', { name: new RegExp(RECIPE_TITLE) }).waitFor({ timeout: 30_000 });
        await page.goto(`${baseUrl}/profile`);
        await page.getByRole('button', { name: 'Logout' }).click();
        await waitForPath(page, '/login');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password', { exact: true }).fill(password);
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await page.getByRole('link', { name: new RegExp(RECIPE_TITLE) }).waitFor();
        await shot('15-after-restart');
      },
    );
  }

  await step(
    'no uncaught errors in the page',
    async () => {
      if (pageErrors.length) throw new Error(pageErrors.join(' | '));
    },
    { needs: false },
  );
}
