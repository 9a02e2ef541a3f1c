/* global document, window, Touch, TouchEvent -- these run inside the page (evaluate). */
// Recipes in a browser (issue 9): a recipe made with a photo file, edited with a new photo and
// title (multipart), a friend's recipe saved as a copy, rating -> status, scaling 2 -> 5 servings
// of a metric and of a cups recipe, Start Cooking with arrow keys and a 50 px swipe, then search,
// filters and infinite scroll over a library of 500 recipes seeded through the API.
// Run: node apps/web-e2e/run.mjs --scenario ./recipes-scenario.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { api, emulatorSignUp, emulatorToken, stepRunner, waitForPath } from './steps.mjs';

const PASSWORD = 'recipes-42';
const LIBRARY_SIZE = 500;
const SEED_BATCH = 25;
const FIRST_PAGE = 24;
const CUISINES = ['Italian', 'Thai', 'Mexican', 'Indian', 'French'];
const MEALS = ['Breakfast', 'Lunch', 'Dinner', 'Dessert'];

/** The i-th library recipe: cuisines in turn, meal types changing every five recipes; every third has `image`. */
function libraryRecipe(i, image) {
  const cuisine = CUISINES[i % CUISINES.length];
  const meal = MEALS[Math.floor(i / CUISINES.length) % MEALS.length];
  return {
    title: `Library ${cuisine} ${meal} no. ${i + 1}`,
    servings: 2,
    ingredients: ['100 g rice', '1 onion'],
    method: ['Cook it.'],
    tags: { Cuisine: [cuisine], 'Meal Type': [meal] },
    ...(i % 3 === 0 ? { image } : {}),
  };
}
const libraryCount = (keep) => Array.from({ length: LIBRARY_SIZE }, (_, i) => i).filter(keep).length;
const ITALIAN_DINNERS = libraryCount(
  (i) => CUISINES[i % 5] === 'Italian' && MEALS[Math.floor(i / 5) % 4] === 'Dinner',
);
const THAI = libraryCount((i) => CUISINES[i % 5] === 'Thai');

/** A small photo of the project's own, drawn at test time: a JPEG of a warm gradient with a plate. */
async function writePhoto(file, hue) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${hue + 40},70%,35%)"/>
    </linearGradient></defs>
    <rect width="640" height="480" fill="url(#g)"/>
    <circle cx="320" cy="240" r="150" fill="#f5f0e6"/><circle cx="320" cy="240" r="100" fill="hsl(${hue},60%,45%)"/>
  </svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file);
  return file;
}

export async function scenario({ baseUrl, artifacts, results, pageErrors, newContext }) {
  const stamp = Date.now();
  const rita = { name: 'Rita Rosa Moreno', email: `rita-${stamp}@example.com` };
  const ben = { name: 'Ben Baker', email: `ben-recipes-${stamp}@example.com` };
  const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mise-e2e-photos-'));
  const ids = {};
  let page = null;
  let ritaToken = null;

  const shot = async (name) => {
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(artifacts, `recipes-${name}.png`) });
  };
  const step = stepRunner({ results, prefix: 'recipes: ', onFailure: (slug) => shot(`failed-${slug}`) });
  const idFromPath = () => Number(new URL(page.url()).pathname.split('/').pop());
  const cards = () => page.getByRole('list', { name: 'Recipes' }).getByRole('listitem');
  const listRequests = [];

  /** Scrolls to the last card until `expected` cards are shown; fails if a page stops coming. */
  async function scrollUntil(expected) {
    for (let rounds = 0; rounds < 60; rounds++) {
      const count = await cards().count();
      if (count === expected) return;
      if (count > expected) throw new Error(`${count} cards shown, expected ${expected}`);
      await cards().last().scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (before) => document.querySelectorAll('[aria-label="Recipes"] [role="listitem"]').length > before,
        count,
      );
    }
    throw new Error(`still ${await cards().count()} cards, expected ${expected}`);
  }

  /** Runs `action` and waits until the list shows the server's first page for the query it asked. */
  async function firstPageFor(action, matches) {
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/recipes' &&
        response.request().method() === 'GET' &&
        !url.searchParams.get('cursor') &&
        matches(url.searchParams)
      );
    });
    await action();
    await answered;
    await page.locator('[aria-label="Recipes"][aria-busy="false"], .empty-state').first().waitFor();
  }

  /** Every card shown has a title matching `pattern`, and there is at least one. */
  async function expectOnlyTitles(pattern) {
    const titles = await page.getByRole('list', { name: 'Recipes' }).getByRole('heading').allTextContents();
    if (titles.length === 0 || !titles.every((title) => pattern.test(title)))
      throw new Error(`cards other than ${pattern}: ${titles.slice(0, 5).join(', ')}`);
  }

  async function clearSearchAndFilters() {
    const clear = page.getByRole('button', { name: 'Clear search' });
    if (await clear.isVisible()) await clear.click();
    const clearFilters = page.getByRole('button', { name: 'Clear all filters' });
    if (await clearFilters.isVisible()) await clearFilters.click();
  }

  async function swipe(dx) {
    await page.getByRole('dialog', { name: 'Cooking mode' }).evaluate((element, distance) => {
      const at = (x) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 400 });
      element.dispatchEvent(
        new TouchEvent('touchstart', { bubbles: true, touches: [at(300)], changedTouches: [at(300)] }),
      );
      element.dispatchEvent(
        new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [at(300 + distance)] }),
      );
    }, dx);
  }

  try {
    await step('Rita signs in; Ben shares a public recipe', async () => {
      ritaToken = await emulatorSignUp(baseUrl, rita.name, rita.email, PASSWORD);
      const benToken = await emulatorSignUp(baseUrl, ben.name, ben.email, PASSWORD);
      const shared = await api(baseUrl, benToken, 'POST', '/recipes', {
        title: "Ben's Sourdough",
        servings: 1,
        ingredients: ['500 g strong flour', '350 ml water'],
        method: ['Mix.', 'Prove overnight.', 'Bake hot.'],
        privacy: 'public',
        your_rating: 4.5,
      });
      if (shared.status !== 201 && shared.status !== 200)
        throw new Error(`Ben's recipe: ${shared.status} ${JSON.stringify(shared.body)}`);
      ids.bens = shared.body.id;
      ids.benUser = shared.body.user_id;

      const context = await newContext();
      page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(`recipes: ${error.message}`));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/recipes' && request.method() === 'GET') listRequests.push(url);
      });
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByLabel('Email').fill(rita.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await waitForPath(page, /^\/(recipes)?$/);
    });

    await step('a recipe made with a photo file shows that photo, after a 3 s loading overlay', async () => {
      const photo = await writePhoto(path.join(photoDir, 'tart.jpg'), 20);
      await page.goto(`${baseUrl}/create-recipe`);
      await page.getByLabel('Title').fill('Photo Plum Tart');
      await page.getByLabel('Servings').fill('2');
      await page.getByRole('textbox', { name: 'Ingredient 1' }).fill('400 g plums');
      await page.getByRole('textbox', { name: 'Step 1' }).fill('Halve the plums.');
      await page.getByRole('textbox', { name: 'Step 2' }).fill('Bake for 40 minutes.');
      await page.getByLabel('Recipe photo').setInputFiles(photo);
      await page.getByRole('alert').filter({ hasText: 'Loading...' }).waitFor();
      await page.getByRole('img', { name: 'Recipe image preview' }).waitFor();
      await page.getByText('Loading...').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Save Recipe' }).click();
      await waitForPath(page, /^\/recipe\/\d+$/);
      ids.tart = idFromPath();
      await page.getByRole('heading', { name: 'Photo Plum Tart' }).waitFor();
      const hero = page.locator('img[src^="/api/images/"]').first();
      await hero.waitFor();
      await page.waitForFunction(() =>
        [...document.images].some((img) => img.src.includes('/api/images/') && img.naturalWidth > 0),
      );
      ids.firstImage = await hero.getAttribute('src');
    });

    await step('editing it with a new photo (multipart) changes the title and the image', async () => {
      const photo = await writePhoto(path.join(photoDir, 'tart-2.jpg'), 200);
      await page.getByRole('link', { name: 'Edit recipe' }).click();
      await waitForPath(page, `/create-recipe/${ids.tart}`);
      await page.getByLabel('Title').fill('Photo Plum Tart, Second Bake');
      await page.getByLabel('Recipe photo').setInputFiles(photo);
      await page.getByText('Loading...').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Update Recipe' }).click();
      await waitForPath(page, `/recipe/${ids.tart}`);
      await page.reload();
      await page.getByRole('heading', { name: 'Photo Plum Tart, Second Bake' }).waitFor();
      const image = await page.locator('img[src^="/api/images/"]').first().getAttribute('src');
      if (!image || image === ids.firstImage) throw new Error(`image not replaced: ${image}`);
      ids.image = image;
    });

    await step('rating the recipe 4 stars makes it Made', async () => {
      await page.getByRole('button', { name: 'Recipe status: To make' }).waitFor();
      await page.getByRole('button', { name: /Tap to rate/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Update Rating & Notes' });
      await sheet.getByRole('button', { name: '4 stars', exact: true }).click();
      await sheet.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('button', { name: 'Recipe status: Made' }).waitFor();
      await page.getByRole('img', { name: 'Rated 4 out of 5' }).first().waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Recipe status: Made' }).waitFor();
    });

    await step("'Want to make?' on Ben's recipe lands on Rita's own copy crediting Ben", async () => {
      await page.goto(`${baseUrl}/recipe/${ids.bens}`);
      await page.getByRole('heading', { name: "Ben's Sourdough" }).waitFor();
      await page.getByRole('button', { name: 'Want to make?' }).click();
      await waitForPath(page, /^\/recipe\/\d+$/);
      await page.waitForURL((url) => url.pathname !== `/recipe/${ids.bens}`);
      ids.copy = idFromPath();
      await page.getByRole('heading', { name: "Ben's Sourdough" }).waitFor();
      await page.getByRole('link', { name: 'Edit recipe' }).waitFor();
      await page.getByText('Ben B.').first().waitFor();
      const copy = await api(baseUrl, ritaToken, 'GET', `/recipes/${ids.copy}`);
      if (copy.body.original_recipe_id !== ids.bens || copy.body.original_owner_user_id !== ids.benUser)
        throw new Error(`copy does not credit the original: ${JSON.stringify(copy.body).slice(0, 300)}`);
    });

    const scaling = [
      {
        kind: 'metric',
        title: 'Metric Milk Bread',
        ingredients: ['200 g plain flour', '400 g caster sugar', '300 ml milk'],
        scaled: ['500 g plain flour', '1 kg caster sugar', '750 ml milk'],
      },
      {
        kind: 'cups',
        title: 'Cups Oat Cookies',
        ingredients: ['1 cup rolled oats', '3/4 cup milk', '2 tbsp butter'],
        scaled: ['2½ cups rolled oats', '2 cups milk', '5 tbsp butter'],
      },
    ];
    for (const recipe of scaling) {
      await step(`scaling a ${recipe.kind} recipe from 2 to 5 servings`, async () => {
        const created = await api(baseUrl, ritaToken, 'POST', '/recipes', {
          title: recipe.title,
          servings: 2,
          ingredients: recipe.ingredients,
          method: ['Weigh everything.', 'Mix well.', 'Bake until golden.'],
        });
        ids[recipe.kind] = created.body.id;
        await page.goto(`${baseUrl}/recipe/${created.body.id}`);
        await page.getByText('2 servings').waitFor();
        for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Increase servings' }).click();
        await page.getByText('5 servings').waitFor();
        for (const text of recipe.scaled) await page.getByRole('button', { name: text }).waitFor();
      });
    }

    await step('Start Cooking opens step 1; arrow keys and a 50 px swipe move between steps', async () => {
      await page.goto(`${baseUrl}/recipe/${ids.metric}`);
      await page.getByRole('button', { name: 'Start Cooking' }).click();
      const cooking = page.getByRole('dialog', { name: 'Cooking mode' });
      await cooking.getByText('Step 1 of 3').waitFor();
      await cooking.getByText('Weigh everything.').waitFor();
      await page.keyboard.press('ArrowRight');
      await cooking.getByText('Step 2 of 3').waitFor();
      await page.keyboard.press('ArrowLeft');
      await cooking.getByText('Step 1 of 3').waitFor();
      await swipe(-49);
      await page.waitForTimeout(200);
      await cooking.getByText('Step 1 of 3').waitFor();
      await swipe(-50);
      await cooking.getByText('Step 2 of 3').waitFor();
      await swipe(-60);
      await cooking.getByText('Bake until golden.').waitFor();
      await swipe(50);
      await cooking.getByText('Step 2 of 3').waitFor();
      await page.keyboard.press('Escape');
      await cooking.waitFor({ state: 'hidden' });
    });

    await step(`${LIBRARY_SIZE} recipes are seeded through the API`, async () => {
      const token = await emulatorToken(baseUrl, rita.email, PASSWORD);
      for (let start = 0; start < LIBRARY_SIZE; start += SEED_BATCH) {
        const batch = Array.from({ length: Math.min(SEED_BATCH, LIBRARY_SIZE - start) }, (_, k) =>
          api(baseUrl, token, 'POST', '/recipes', libraryRecipe(start + k, ids.image)),
        );
        const failed = (await Promise.all(batch)).filter((r) => r.status >= 300);
        if (failed.length) throw new Error(`seeding: ${failed[0].status} ${JSON.stringify(failed[0].body)}`);
      }
    });

    await step('the list shows a small first page and scrolls through all 500 library recipes', async () => {
      await page.goto(`${baseUrl}/recipes`);
      await page.getByRole('button', { name: 'To Make, change recipe view' }).waitFor();
      await firstPageFor(
        () => page.getByRole('searchbox', { name: 'Search recipes' }).fill('library'),
        (params) => params.get('q') === 'library',
      );
      if ((await cards().count()) !== FIRST_PAGE)
        throw new Error(`first page: ${await cards().count()} cards`);
      // Cards show the stored photo's card size, not the display size.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[aria-label="Recipes"] img')].some(
          (img) => /-thumb\.webp$/.test(img.getAttribute('src')) && img.naturalWidth === 600,
        ),
      );
      await shot('list-phone');
      await scrollUntil(LIBRARY_SIZE);
      const searched = listRequests.filter((url) => url.searchParams.get('q') === 'library');
      if (!searched.some((url) => url.searchParams.get('cursor')))
        throw new Error('no page was asked for with a cursor');
      if (searched.some((url) => url.searchParams.get('limit') !== String(FIRST_PAGE)))
        throw new Error('a page was asked for with another limit');
      await page.getByRole('button', { name: 'Load more recipes' }).waitFor({ state: 'detached' });
    });

    await step(
      'coming back from a recipe opened after 12 pages finds the same pages and the same card in view',
      async () => {
        const PAGES = 12;
        await page.goto(`${baseUrl}/recipes`);
        await cards().first().waitFor();
        for (let rounds = 0; (await cards().count()) < PAGES * FIRST_PAGE; rounds++) {
          if (rounds > 60) throw new Error(`only ${await cards().count()} cards after scrolling`);
          const count = await cards().count();
          await cards().last().scrollIntoViewIfNeeded();
          await page.waitForFunction(
            (before) => document.querySelectorAll('[aria-label="Recipes"] [role="listitem"]').length > before,
            count,
          );
        }
        const card = cards().nth(PAGES * FIRST_PAGE - 10);
        await card.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, -120));
        // A scroll may have asked for one page more: cards are counted once the list is still.
        const stillCount = async () => {
          let count = -1;
          for (let still = 0; still < 4;) {
            await page.waitForTimeout(250);
            await page.locator('[aria-label="Recipes"][aria-busy="false"]').waitFor();
            const now = await cards().count();
            still = now === count ? still + 1 : 0;
            count = now;
          }
          return count;
        };
        const title = await card.getByRole('heading').textContent();
        const topOf = (locator) => locator.evaluate((element) => element.getBoundingClientRect().top);
        const top = await topOf(card);
        for (const way of ['the back arrow', "the browser's back"]) {
          const shown = await stillCount();
          await card.click();
          await page.getByRole('heading', { name: title, exact: true }).waitFor();
          const asked = listRequests.length;
          if (way === 'the back arrow')
            await page.getByRole('link', { name: 'Back to recipes' }).first().click();
          else await page.goBack();
          await waitForPath(page, '/recipes');
          // The return refreshes the list (spec section 2): wait for that to be done, then look.
          for (let settled = 0, seen = -1; settled < 4;) {
            await page.waitForTimeout(250);
            const now = listRequests.length;
            settled = now > asked && now === seen ? settled + 1 : 0;
            seen = now;
          }
          await page.locator('[aria-label="Recipes"][aria-busy="false"]').waitFor();
          const again = page
            .getByRole('list', { name: 'Recipes' })
            .getByRole('listitem')
            .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
          const count = await stillCount();
          if (count !== shown) throw new Error(`back by ${way}: ${count} cards, ${shown} before`);
          const nowTop = await topOf(again);
          if (Math.abs(nowTop - top) > 40)
            throw new Error(`back by ${way}: '${title}' is at ${nowTop}px from the top, was at ${top}px`);
        }
      },
      { needs: false },
    );

    await step(`searching 'thai' finds the ${THAI} Thai recipes, page by page`, async () => {
      await page.evaluate(() => document.scrollingElement.scrollTo(0, 0));
      await firstPageFor(
        () => page.getByRole('searchbox', { name: 'Search recipes' }).fill('thai'),
        (params) => params.get('q') === 'thai',
      );
      await scrollUntil(THAI);
      await expectOnlyTitles(/^Library Thai /);
    });

    await step(
      `filters Cuisine Italian and Meal Type Dinner leave the ${ITALIAN_DINNERS} Italian dinners`,
      async () => {
        await page.evaluate(() => document.scrollingElement.scrollTo(0, 0));
        await clearSearchAndFilters();
        await page.getByRole('button', { name: 'Cuisine', exact: true }).click();
        let sheet = page.getByRole('dialog', { name: 'Cuisine' });
        await sheet.getByRole('button', { name: 'Italian' }).click();
        await sheet.getByRole('button', { name: 'Close' }).click();
        await page.getByRole('button', { name: 'Meal Type', exact: true }).click();
        sheet = page.getByRole('dialog', { name: 'Meal Type' });
        await firstPageFor(
          () => sheet.getByRole('button', { name: 'Dinner' }).click(),
          (params) => (params.get('filters') ?? '').includes('Dinner'),
        );
        await sheet.getByRole('button', { name: 'Close' }).click();
        await expectOnlyTitles(/^Library Italian Dinner /);
        await scrollUntil(ITALIAN_DINNERS);
        await expectOnlyTitles(/^Library Italian Dinner /);
        await page.evaluate(() => document.scrollingElement.scrollTo(0, 0));
        await shot('list-filtered-phone');
        await page.getByRole('button', { name: 'Meal Type, 1 selected' }).click();
        sheet = page.getByRole('dialog', { name: 'Meal Type' });
        await sheet.getByRole('button', { name: 'Dessert' }).click();
        await firstPageFor(
          () => sheet.getByRole('button', { name: 'Dinner' }).click(),
          (params) =>
            (params.get('filters') ?? '').includes('Dessert') &&
            !(params.get('filters') ?? '').includes('Dinner'),
        );
        await sheet.getByRole('button', { name: 'Close' }).click();
        await expectOnlyTitles(/^Library Italian Dessert /);
        await page.getByRole('searchbox', { name: 'Search recipes' }).fill('zzzz');
        await page.getByText('No recipes match your current filters.').waitFor();
        await clearSearchAndFilters();
      },
    );

    await step('screenshots of the list and the detail at 390x844 and 1280x800', async () => {
      await page.goto(`${baseUrl}/recipe/${ids.tart}`);
      await page.getByRole('heading', { name: 'Photo Plum Tart, Second Bake' }).waitFor();
      await shot('detail-phone');
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot('detail-desktop');
      await page.goto(`${baseUrl}/recipes`);
      await cards().first().waitFor();
      await shot('list-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
    });
  } finally {
    await page
      ?.context()
      .close()
      .catch(() => undefined);
    fs.rmSync(photoDir, { recursive: true, force: true });
  }
}
