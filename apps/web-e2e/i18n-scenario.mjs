/* global document, window -- functions passed to page.evaluate run in the browser */
// The app in German: a person signs up in an English browser, picks Deutsch in Account Settings, and
// the main screens (recipes list, recipe page, form, shopping list with pantry, plan, friends, profile and
// Account Settings) are read for any word of the English catalogue that German does not share (the
// person's and recipe's own words aside). The choice holds across a reload and, kept on the profile,
// in a new browser context that signs in; a browser that prefers German starts in German; a scaled
// amount takes the decimal comma. Run: node apps/web-e2e/run.mjs --scenario ./i18n-scenario.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api, emulatorToken, fillSignUp, stepRunner, waitForPath } from './steps.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const locales = path.resolve(here, '../web/src/lib/locales');
const PASSWORD = 'sprache-42';

/** Every string of a catalogue, placeholders removed. */
function catalogueTexts(locale) {
  const texts = [];
  const walk = (node) => {
    for (const value of Object.values(node)) {
      if (typeof value === 'string') texts.push(value.replace(/\{\{[^}]*\}\}/g, ' '));
      else walk(value);
    }
  };
  walk(JSON.parse(fs.readFileSync(path.join(locales, `${locale}.json`), 'utf8')));
  return texts;
}

const wordsOf = (text) => text.toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? [];

/**
 * The English words a German screen must not show: the English catalogue's words of three letters or
 * more that no German string uses too (so 'Feedback', 'Offline' or 'kcal' do not count).
 */
function englishOnlyWords() {
  const german = new Set(catalogueTexts('de').flatMap(wordsOf));
  return new Set(
    catalogueTexts('en')
      .flatMap(wordsOf)
      .filter((word) => word.length >= 3 && !german.has(word)),
  );
}

/** What a person reads or hears on the page: its text, and the labels, placeholders and titles. */
const screenText = (page) =>
  page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });

export async function scenario({ baseUrl, artifacts, results, pageErrors, newContext }) {
  const stamp = Date.now();
  const person = { name: 'Greta Koch', email: `greta-i18n-${stamp}@example.com` };
  const recipe = {
    title: 'Rindergulasch',
    description: 'Langsam geschmort.',
    servings: 2,
    ingredients: ['750 g Rindfleisch', '2 Zwiebeln', '1 TL Paprika'],
    method: ['Zwiebeln anbraten.', 'Fleisch zugeben und schmoren.'],
    notes: 'Mit Brot servieren.',
    privacy: 'public',
  };
  // The person's and the recipe's own words may be English-looking; they are not the interface's.
  const ownWords = new Set(
    [
      person.name,
      person.email,
      ...Object.values(recipe).flat().map(String),
      'Brot',
      'Milch',
      'Mise',
      // The word typed to confirm deleting an account is the same in every language.
      'DELETE',
      'Deutsch',
      'English',
      'Français',
      'Español',
      'Italiano',
      'Nederlands',
      'Português (Brasil)',
      'Polski',
    ].flatMap(wordsOf),
  );
  const english = englishOnlyWords();
  let page = null;
  const ids = {};

  const shot = async (name) => {
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(artifacts, `i18n-${name}.png`), fullPage: true });
  };
  const step = stepRunner({
    results,
    prefix: 'i18n: ',
    onFailure: async (slug) => {
      if (page) await shot(`failed-${slug}`);
    },
  });

  /** Fails with the English words left on the screen (each with the line it stands in). */
  const expectGerman = async (label) => {
    const text = await screenText(page);
    const left = [];
    for (const line of text.split('\n')) {
      for (const word of wordsOf(line)) {
        if (english.has(word) && !ownWords.has(word)) left.push(`"${word}" in "${line.trim().slice(0, 60)}"`);
      }
    }
    if (left.length) throw new Error(`${label}: English left: ${[...new Set(left)].slice(0, 8).join('; ')}`);
  };

  await step('a person signs up in an English browser; their recipe, list and pantry are made', async () => {
    const context = await newContext({ locale: 'en-US' });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`i18n: ${error.message}`));
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await fillSignUp(page, person, PASSWORD);
    await waitForPath(page, /^\/(recipes)?$/);
    await page.getByRole('link', { name: 'Recipes' }).first().waitFor();
    const token = await emulatorToken(baseUrl, person.email, PASSWORD);
    const created = await api(baseUrl, token, 'POST', '/recipes', recipe);
    if (created.status !== 201) throw new Error(`create recipe: ${created.status}`);
    ids.recipe = created.body.id;
    const item = await api(baseUrl, token, 'POST', '/shopping/items', { name: 'Milch' });
    if (item.status >= 300) throw new Error(`shopping item: ${item.status}`);
    const pantry = await api(baseUrl, token, 'POST', '/pantry/items', {
      name: 'Brot',
      quantity: '1',
      expiryDate: '2026-12-24',
    });
    if (pantry.status >= 300) throw new Error(`pantry item: ${pantry.status}`);
    // Onions at home: the plan's week leaves them off the list and 'What can I make?' ranks the goulash.
    const onions = await api(baseUrl, token, 'POST', '/pantry/items', { name: 'Zwiebeln', quantity: '2' });
    if (onions.status >= 300) throw new Error(`pantry item: ${onions.status}`);
    // Tonight's dinner on this week's plan (the browser's own today).
    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
    const planned = await api(baseUrl, token, 'POST', '/plan/entries', {
      date: today,
      meal: 'dinner',
      recipeId: ids.recipe,
    });
    if (planned.status >= 300) throw new Error(`plan entry: ${planned.status}`);
  });

  await step("Account Settings' Language choice switches the app to German at once", async () => {
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: /Account Settings/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Account Settings' });
    await sheet.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
    await page.getByRole('dialog', { name: 'Kontoeinstellungen' }).waitFor();
    if ((await page.locator('html').getAttribute('lang')) !== 'de') throw new Error('<html lang> is not de');
    await shot('settings');
    await expectGerman('Account Settings');
  });

  const screens = [
    {
      name: 'recipes',
      path: '/recipes',
      ready: (p) => p.getByRole('searchbox', { name: 'Rezepte durchsuchen' }),
    },
    {
      name: 'recipe',
      path: () => `/recipe/${ids.recipe}`,
      ready: (p) => p.getByRole('heading', { name: 'Zutaten' }),
    },
    {
      name: 'form',
      path: '/create-recipe',
      ready: (p) => p.getByRole('button', { name: 'Rezept speichern' }),
    },
    { name: 'shopping', path: '/shopping', ready: (p) => p.getByRole('heading', { name: 'Mein Vorrat' }) },
    { name: 'plan', path: '/plan', ready: (p) => p.getByRole('heading', { name: 'Abendessen' }) },
    { name: 'friends', path: '/friends', ready: (p) => p.getByRole('tab', { name: /Freunde/ }) },
    {
      name: 'profile',
      path: '/profile',
      ready: (p) => p.getByRole('button', { name: /Kontoeinstellungen/ }),
    },
  ];
  for (const screen of screens) {
    await step(`the ${screen.name} screen shows no English word`, async () => {
      const target = typeof screen.path === 'function' ? screen.path() : screen.path;
      await page.goto(`${baseUrl}${target}`);
      await screen.ready(page).first().waitFor();
      await page.waitForTimeout(500);
      await shot(screen.name);
      await expectGerman(screen.name);
    });
  }

  await step('the recipe scaled from 2 to 3 servings writes 1,13 kg with a decimal comma', async () => {
    await page.goto(`${baseUrl}/recipe/${ids.recipe}`);
    await page.getByRole('button', { name: 'Mehr Portionen' }).click();
    await page.getByText('3 Portionen').waitFor();
    await page.getByText('1,13 kg Rindfleisch').waitFor();
  });

  await step('the pantry writes its expiry date the German way', async () => {
    await page.goto(`${baseUrl}/shopping`);
    await page.getByText('haltbar bis 24. Dez. 2026').waitFor();
  });

  await step(
    "the plan's 'Add week to shopping list' and the pantry's 'What can I make?' show no English word",
    async () => {
      await page.goto(`${baseUrl}/plan`);
      await page.getByRole('button', { name: 'Woche auf die Einkaufsliste' }).click();
      await page.getByRole('dialog', { name: 'Woche auf die Einkaufsliste' }).waitFor();
      await shot('plan-add-week');
      await expectGerman('Add week to shopping list');
      await page.goto(`${baseUrl}/shopping`);
      await page.getByRole('button', { name: 'Was kann ich kochen?' }).click();
      const cookable = page.getByRole('dialog', { name: 'Was kann ich kochen?' });
      await cookable.getByRole('link', { name: recipe.title }).waitFor();
      await cookable.getByRole('button', { name: 'Fehlendes auf die Liste' }).waitFor();
      await shot('cookable');
      await expectGerman('What can I make?');
    },
  );

  await step('the choice holds across a reload', async () => {
    await page.reload();
    await page.getByRole('link', { name: 'Rezepte' }).first().waitFor();
  });

  await step('a new browser context (another device) shows German once the person signs in', async () => {
    const context = await newContext({ locale: 'en-US' });
    const other = await context.newPage();
    other.on('pageerror', (error) => pageErrors.push(`i18n other device: ${error.message}`));
    await other.goto(`${baseUrl}/login`);
    await other.getByRole('button', { name: /^Sign in$/ }).click();
    await other.getByLabel('Email').fill(person.email);
    await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(other, /^\/(recipes)?$/);
    await other.getByRole('link', { name: 'Rezepte' }).first().waitFor();
    const stored = await other.evaluate(() => window.localStorage.getItem('mise.language'));
    if (stored !== 'de') throw new Error(`the new device stored ${stored}`);
    await other.screenshot({ path: path.join(artifacts, 'i18n-other-device.png') });
    await context.close();
  });

  await step('a browser that prefers German starts in German', async () => {
    const context = await newContext({ locale: 'de-DE' });
    const visitor = await context.newPage();
    await visitor.goto(`${baseUrl}/login`);
    await visitor.waitForFunction(() => document.documentElement.lang === 'de');
    await visitor.screenshot({ path: path.join(artifacts, 'i18n-first-visit.png') });
    await context.close();
  });
}
