/* global document, window, navigator, getComputedStyle, FormData, Blob -- page globals (evaluate) and Node 20 globals. */
// Sharing a recipe (issue 25): its owner shares a friends-only recipe, is first offered to make it
// public and the link is copied (no share sheet in desktop Chromium); the link opens for someone
// signed out, with JavaScript on and off (title, photo, times, ingredients, method, notes, preview
// tags, JSON-LD, axe); a private recipe's link is the plain 404 page; a second person taps 'Save
// to Mise', signs up and lands on their own copy. Then the recipe page on paper (print media: no
// navigation, a small photo, ingredients beside the method, the scaled amounts, one A4 page) and on
// wide screens (the photo under half the screen's height).
// Run: node apps/web-e2e/run.mjs --scenario ./share-scenario.mjs
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { api, axeCheck, emulatorSignUp, fillSignUp, stepRunner, waitForPath } from './steps.mjs';

const PASSWORD = 'share-42';

const RECIPE = {
  title: 'Lemon thyme roast chicken',
  description: 'A Sunday roast with crisp skin and a bright pan sauce.',
  prep_time_minutes: '20',
  cook_time_minutes: '80',
  servings: '4',
  notes: 'Save the bones for stock.',
  source: 'https://example.com/roast-chicken',
  ingredients: JSON.stringify([
    '*For the chicken*',
    '1 whole chicken',
    '2 lemons',
    '6 sprigs thyme',
    '*For the potatoes*',
    '1 kg potatoes',
    '2 tbsp olive oil',
  ]),
  method: JSON.stringify([
    'Heat the oven to 220 °C.',
    'Rub the chicken with butter, lemon zest and thyme.',
    'Lay the potatoes around it and roast for 20 minutes.',
    'Turn the oven down to 190 °C and roast for 60 minutes more.',
    'Rest for 15 minutes before carving.',
  ]),
  tags: JSON.stringify({ 'Meal Type': ['Dinner'], Cuisine: ['British'] }),
  privacy: 'friends_only',
};

/** A photo of the project's own, drawn at test time: a warm gradient with a plate. */
function photo() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#e9a23b"/><stop offset="1" stop-color="#9b3d12"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    <circle cx="600" cy="400" r="300" fill="#f5f0e6"/><circle cx="600" cy="400" r="200" fill="#c8802e"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Creates a recipe through the form's multipart call, with a photo file. */
async function createWithPhoto(baseUrl, token, fields) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('imageFile', new Blob([await photo()], { type: 'image/jpeg' }), 'chicken.jpg');
  const res = await fetch(`${baseUrl}/api/recipes`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`creating '${fields.title}': ${res.status} ${await res.text()}`);
  return res.json();
}

export async function scenario({ baseUrl, artifacts, results, pageErrors, newContext }) {
  const stamp = Date.now();
  const sara = { name: 'Sara Lindqvist', email: `sara-share-${stamp}@example.com` };
  const tom = { name: 'Tom Okafor', email: `tom-share-${stamp}@example.com` };
  const ids = {};
  let page = null;
  let saraToken = null;

  const shot = async (name, target = page, options = {}) => {
    await target.waitForTimeout(300);
    await target.screenshot({ path: path.join(artifacts, `share-${name}.png`), ...options });
  };
  const step = stepRunner({ results, prefix: 'share: ', onFailure: (slug) => shot(`failed-${slug}`) });
  const watch = (target, who) =>
    target.on('pageerror', (error) => pageErrors.push(`share ${who}: ${error.message}`));

  /** A page in a fresh browser context of its own (signed out), with `options` for the context. */
  async function freshPage(who, options = {}) {
    const context = await newContext(options);
    const opened = await context.newPage();
    watch(opened, who);
    return opened;
  }

  await step('Sara has a friends-only recipe with a photo and a private one', async () => {
    saraToken = await emulatorSignUp(baseUrl, sara.name, sara.email, PASSWORD);
    await api(baseUrl, saraToken, 'GET', '/users/profile');
    const recipe = await createWithPhoto(baseUrl, saraToken, RECIPE);
    ids.recipe = recipe.id;
    ids.image = recipe.image;
    const secret = await api(baseUrl, saraToken, 'POST', '/recipes', {
      title: 'Secret family stew',
      ingredients: ['1 onion'],
      privacy: 'private',
    });
    ids.secret = secret.body.id;
  });

  await step(
    "Share offers to make it public, says who can then see it, and copies the page's link",
    async () => {
      // Not a phone context: its viewport changes to an A4 sheet's width for the print picture below.
      page = await freshPage('sara', {
        permissions: ['clipboard-read', 'clipboard-write'],
        isMobile: false,
        hasTouch: false,
      });
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByLabel('Email').fill(sara.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await waitForPath(page, /^\/(recipes)?$/);
      await page.goto(`${baseUrl}/recipe/${ids.recipe}`);
      await page.getByRole('button', { name: 'Recipe privacy: Friends only' }).waitFor();
      await page.getByRole('button', { name: 'Share' }).click();
      const offer = page.getByRole('alertdialog', { name: 'Make this recipe public?' });
      await offer.getByText('Only your friends can see this recipe now.').waitFor();
      await offer.getByText('anyone with the link can open it, without an account').waitFor();
      await shot('offer-public');
      await offer.getByRole('button', { name: 'Make public and share' }).click();
      await page.getByText('Link copied to clipboard!').waitFor();
      await page.getByRole('button', { name: 'Recipe privacy: Public' }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      if (copied !== `${baseUrl}/share/${ids.recipe}`) throw new Error(`copied '${copied}'`);
    },
  );

  await step(
    'the link opens for someone signed out: the recipe, its photo, preview tags and JSON-LD',
    async () => {
      const visitor = await freshPage('visitor');
      const response = await visitor.goto(`${baseUrl}/share/${ids.recipe}`);
      if (response.status() !== 200) throw new Error(`status ${response.status()}`);
      await visitor.getByRole('heading', { level: 1, name: RECIPE.title }).waitFor();
      await visitor.getByText('Shared by Sara').waitFor();
      await visitor.getByText('Cook 1 hour 20 mins').waitFor();
      await visitor.getByRole('heading', { name: 'For the potatoes' }).waitFor();
      await visitor.getByText('Rest for 15 minutes before carving.').waitFor();
      await visitor.getByText(RECIPE.notes).waitFor();
      await visitor.waitForFunction(() => [...document.images].some((img) => img.naturalWidth > 0));
      const facts = await visitor.evaluate(() => ({
        scripts: [...document.scripts].map((s) => s.type || 'module/classic'),
        ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
        ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
        card: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
        jsonLd: JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}'),
      }));
      if (facts.scripts.join() !== 'application/ld+json') throw new Error(`scripts: ${facts.scripts.join()}`);
      if (facts.ogTitle !== RECIPE.title || facts.card !== 'summary_large_image')
        throw new Error(`preview tags: ${JSON.stringify(facts)}`);
      if (facts.ogImage !== `${baseUrl}${ids.image}`) throw new Error(`og:image ${facts.ogImage}`);
      if (facts.jsonLd['@type'] !== 'Recipe' || facts.jsonLd.recipeIngredient?.length !== 7)
        throw new Error(`JSON-LD: ${JSON.stringify(facts.jsonLd).slice(0, 200)}`);
      await axeCheck(visitor, 'the share page');
      await shot('page-phone', visitor, { fullPage: true });
      await visitor.setViewportSize({ width: 1280, height: 800 });
      await shot('page-desktop', visitor);
      await visitor.context().close();
    },
  );

  await step('with JavaScript off the page reads the same', async () => {
    const noScript = await freshPage('no-script', { javaScriptEnabled: false });
    await noScript.goto(`${baseUrl}/share/${ids.recipe}`);
    await noScript.getByRole('heading', { level: 1, name: RECIPE.title }).waitFor();
    await noScript.getByRole('heading', { name: 'Method' }).waitFor();
    await noScript.getByRole('link', { name: 'Save to Mise' }).first().waitFor();
    await shot('page-no-javascript', noScript, { fullPage: true });
    await noScript.context().close();
  });

  await step("a private recipe's link is the plain 404 page, like an id that never was", async () => {
    const visitor = await freshPage('visitor-404');
    const secret = await visitor.goto(`${baseUrl}/share/${ids.secret}`);
    const secretBody = await visitor.content();
    const none = await visitor.goto(`${baseUrl}/share/999999`);
    if (secret.status() !== 404 || none.status() !== 404)
      throw new Error(`statuses ${secret.status()} ${none.status()}`);
    if (secretBody !== (await visitor.content())) throw new Error('the two 404 pages differ');
    await visitor.getByRole('heading', { name: 'Recipe not found' }).waitFor();
    await shot('not-found', visitor);
    await visitor.context().close();
  });

  await step("Tom taps 'Save to Mise', signs up and lands on his own copy", async () => {
    const visitor = await freshPage('tom');
    await visitor.goto(`${baseUrl}/share/${ids.recipe}`);
    await visitor.getByRole('link', { name: 'Save to Mise' }).first().click();
    await waitForPath(visitor, '/login');
    await visitor.getByRole('heading', { name: 'Create your account' }).waitFor();
    await fillSignUp(visitor, tom, PASSWORD);
    await visitor.waitForURL(
      (url) => /^\/recipe\/\d+$/.test(url.pathname) && url.pathname !== `/recipe/${ids.recipe}`,
    );
    await visitor.getByRole('heading', { name: RECIPE.title }).waitFor();
    await visitor.getByRole('button', { name: 'Recipe status: To make' }).waitFor();
    const copyId = Number(new URL(visitor.url()).pathname.split('/').pop());
    await shot('saved-copy', visitor);
    // The copy keeps the default privacy (friends only): it has no share page until made public.
    const mine = await visitor.evaluate(async (id) => (await fetch(`/share/${id}`)).status, copyId);
    if (mine !== 404) throw new Error(`Tom's copy is friends-only by default, yet /share answered ${mine}`);
    await visitor.context().close();
  });

  await step(
    'on paper: no navigation, a small photo, ingredients beside the method, scaled amounts, one page',
    async () => {
      await page.getByRole('button', { name: 'Increase servings' }).click();
      await page.getByRole('button', { name: 'Increase servings' }).click();
      await page.getByText('6 servings').waitFor();
      await page.getByText('3 lemons').waitFor();
      // An A4 sheet's width at 96 dpi, so the picture shows the page as it is printed.
      await page.setViewportSize({ width: 794, height: 1123 });
      await page.emulateMedia({ media: 'print' });
      const layout = await page.evaluate(() => {
        const box = (selector) => document.querySelector(selector)?.getBoundingClientRect();
        const shown = (selector) => {
          const element = document.querySelector(selector);
          return !!element && getComputedStyle(element).display !== 'none';
        };
        return {
          nav: shown('.bottom-nav'),
          actions: shown('.detail__actions'),
          photo: box('.detail__hero-image')?.height ?? 0,
          ingredients: box('[aria-labelledby="ingredients-heading"]'),
          steps: box('[aria-labelledby="steps-heading"]'),
          text: document.body.innerText,
        };
      });
      if (layout.nav || layout.actions) throw new Error('navigation or buttons are printed');
      if (layout.photo > 200) throw new Error(`photo ${layout.photo}px high on paper`);
      if (!(
        layout.steps.left >= layout.ingredients.right - 1 && layout.steps.top < layout.ingredients.bottom
      ))
        throw new Error(
          `ingredients ${JSON.stringify(layout.ingredients)}, steps ${JSON.stringify(layout.steps)}`,
        );
      if (!layout.text.includes('3 lemons')) throw new Error('the scaled amounts are not printed');
      await shot('print', page, { fullPage: true });
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      fs.writeFileSync(path.join(artifacts, 'share-print.pdf'), pdf);
      const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      if (pages !== 1) throw new Error(`${pages} printed pages`);
      await page.emulateMedia({ media: 'screen' });
    },
  );

  await step('on wide screens the photo stays under half the screen height', async () => {
    for (const size of [
      { width: 1280, height: 720 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(300);
      const height = await page.evaluate(
        () => document.querySelector('.detail__hero-image').getBoundingClientRect().height,
      );
      if (!(height > 100 && height < size.height / 2))
        throw new Error(`photo ${height}px high on a ${size.width}x${size.height} screen`);
      await shot(`recipe-${size.width}`);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const firstLine = await page.getByText('3 lemons').boundingBox();
    if (!firstLine || firstLine.y + firstLine.height > 1080)
      throw new Error('the first ingredient is below the fold');
  });
}
