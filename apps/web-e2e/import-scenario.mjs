// Every way into a recipe draft, in a browser (issue 15): pasted text, a web page (served by a
// fixture server on loopback, which the app under test may fetch: run.mjs starts it with the test
// setting EXTRACTION_FETCH_ALLOW_LOOPBACK=1), a photographed page (rendered here from SVG text),
// a page shared to the installed app (/share-target), a YouTube link (the same fixture server
// answers with the extraction tests' recorded YouTube responses: run.mjs starts the app with the
// test setting EXTRACTION_YOUTUBE_BASE_URL pointing at it), Instagram and TikTok links (recorded
// public post pages, the same way through EXTRACTION_SOCIAL_BASE_URL), and another app's export file. Each
// draft ends on a prefilled /create-recipe form that saves. Also: the overlay shows the job's
// stage, and scanning without a session alerts the spec's text.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';
import { stepRunner, waitForPath } from './steps.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
// The recorded YouTube answers the extraction unit tests read (written by the project, no network).
const { RECORDED_VIDEOS, recordedYouTubeFetch } = await tsImport(
  '../extraction/src/video/fixtures/recorded-youtube.ts',
  import.meta.url,
);
// The recorded Instagram and TikTok post pages the extraction tests read.
const { recordedSocialAnswer } = await tsImport(
  '../extraction/src/social/fixtures/recorded-social.ts',
  import.meta.url,
);

const PAGE_RECIPE = {
  title: 'Harissa Chickpea Traybake',
  ingredients: ['2 x 400 g tins chickpeas, drained', '2 red onions, cut into wedges', '2 tbsp harissa'],
  method: [
    'Heat the oven to 200C.',
    'Toss everything in the tray with the harissa.',
    'Roast for 35 minutes, stirring once.',
  ],
};

/** A recipe page as sites publish them: schema.org JSON-LD plus the visible text. */
function recipePageHtml() {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: PAGE_RECIPE.title,
    recipeYield: '4',
    prepTime: 'PT10M',
    cookTime: 'PT35M',
    recipeIngredient: PAGE_RECIPE.ingredients,
    recipeInstructions: PAGE_RECIPE.method.map((text) => ({ '@type': 'HowToStep', text })),
  };
  return `<!doctype html><html><head><meta charset="utf-8"><title>${PAGE_RECIPE.title}</title>
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head>
<body><h1>${PAGE_RECIPE.title}</h1><ul>${PAGE_RECIPE.ingredients.map((i) => `<li>${i}</li>`).join('')}</ul>
<ol>${PAGE_RECIPE.method.map((m) => `<li>${m}</li>`).join('')}</ol></body></html>`;
}

/** Answers a request for YouTube (redirected here by the app's test setting) from the recordings. */
async function answerAsYouTube(youtube, req, res) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
  const answer = await youtube(`https://www.youtube.com${req.url}`, { method: req.method, body });
  res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'text/plain' });
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * Serves the recipe page, and YouTube's answers for the recorded videos, on 127.0.0.1: on `port`
 * (the one run.mjs told the app under test for YouTube), else on a port of its own.
 */
function startFixtureServer(port = 0) {
  const youtube = recordedYouTubeFetch();
  const socialPaths = [];
  const server = http.createServer((req, res) => {
    if (req.url === '/recipes/harissa-chickpeas') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(recipePageHtml());
      return;
    }
    if (req.url.startsWith('/youtubei/') || req.url.startsWith('/api/timedtext')) {
      answerAsYouTube(youtube, req, res).catch(() => {
        res.writeHead(500);
        res.end();
      });
      return;
    }
    // Instagram's and TikTok's answers for the recorded posts (redirected here by the app's test setting).
    const social = recordedSocialAnswer(req.url);
    if (social) {
      socialPaths.push(req.url);
      res.writeHead(social.status, social.headers);
      res.end(social.body);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('not here');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ server, youtube, socialPaths, origin: `http://127.0.0.1:${server.address().port}` }),
    );
  });
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const TOMATO_SOUP_PAGE = [
  { text: 'Tomato Bread Soup', size: 64, gap: 110 },
  { text: 'Serves 4', size: 34, gap: 80 },
  { text: 'Ingredients', size: 44, gap: 70 },
  { text: '800 g ripe tomatoes, chopped', size: 34, gap: 52 },
  { text: '200 g stale bread, torn', size: 34, gap: 52 },
  { text: '3 cloves garlic, sliced', size: 34, gap: 52 },
  { text: '4 tbsp olive oil', size: 34, gap: 90 },
  { text: 'Method', size: 44, gap: 70 },
  { text: '1. Fry the garlic gently in the olive oil.', size: 34, gap: 52 },
  { text: '2. Add the tomatoes and simmer for 20 minutes.', size: 34, gap: 52 },
  { text: '3. Stir in the bread and rest for 10 minutes.', size: 34, gap: 52 },
];

/** A page whose honey amount ('3 tbsp') sits under a smear of butter, at y 494 (see smear). */
const FLAPJACK_PAGE = [
  { text: 'Honey Oat Flapjacks', size: 64, gap: 110 },
  { text: 'Makes 12', size: 34, gap: 80 },
  { text: 'Ingredients', size: 44, gap: 70 },
  { text: '250 g rolled oats', size: 34, gap: 52 },
  { text: '125 g butter', size: 34, gap: 52 },
  { text: '3 tbsp honey', size: 34, gap: 52 },
  { text: '75 g light brown sugar', size: 34, gap: 90 },
  { text: 'Method', size: 44, gap: 70 },
  { text: '1. Melt the butter, honey and sugar together.', size: 34, gap: 52 },
  { text: '2. Stir in the oats and press into a lined tin.', size: 34, gap: 52 },
  { text: '3. Bake for 20 minutes and cut while warm.', size: 34, gap: 52 },
];

/**
 * A cookbook page as a photo: black serif text on warm paper, rendered from SVG with sharp; `smear`
 * draws a greasy stain over a spot of the page.
 */
async function cookbookPagePhoto(file, lines = TOMATO_SOUP_PAGE, smear = '') {
  let y = 140;
  const text = lines
    .map((line) => {
      const node = `<text x="90" y="${y}" font-family="DejaVu Serif, serif" font-size="${line.size}" fill="#1b1b1b">${escapeXml(line.text)}</text>`;
      y += line.gap;
      return node;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1300"><rect width="100%" height="100%" fill="#f6efe2"/>${text}${smear}</svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toFile(file);
}

/** A schema.org Recipe JSON-LD file, the plainest export other apps write. */
function exportFile(file, title) {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: title,
    author: { '@type': 'Person', name: 'Old App' },
    recipeYield: '2',
    recipeIngredient: ['150 g couscous', '1 lemon', 'a handful of mint'],
    recipeInstructions: ['Pour boiling water over the couscous.', 'Fork in the lemon and mint.'],
  };
  fs.writeFileSync(file, JSON.stringify([recipe]));
}

export async function scenario({ page, baseUrl, artifacts, results, fixturePort }) {
  const stamp = Date.now();
  const email = `import-${stamp}@example.com`;
  const password = 'import-pass-42';
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mise-e2e-import-'));
  const fixture = await startFixtureServer(fixturePort);

  const shot = async (name) => {
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(artifacts, `import-${name}.png`), fullPage: false });
  };
  const step = stepRunner({ results, prefix: 'import: ', onFailure: (slug) => shot(`failed-${slug}`) });

  const openCreateSheet = async () => {
    await page.goto(`${baseUrl}/recipes`);
    await page.getByRole('button', { name: 'Create recipe' }).click();
    const sheet = page.getByRole('dialog', { name: 'Create Recipe' });
    await sheet.waitFor();
    return sheet;
  };

  /** Waits until the form's title reads `expected` (it fills itself from the draft as it opens). */
  const titleIs = async (expected) => {
    const title = page.getByLabel('Title');
    await title.waitFor();
    for (let tries = 0; (await title.inputValue()) !== expected; tries++) {
      if (tries > 50) throw new Error(`the title reads '${await title.inputValue()}', not '${expected}'`);
      await page.waitForTimeout(200);
    }
  };

  /** On the prefilled form: the title (and a line of each list) as read, then Save opens the recipe. */
  const saveDraft = async (title, ingredient, shotName) => {
    await waitForPath(page, '/create-recipe');
    await titleIs(title);
    if (ingredient) {
      const lines = await page
        .getByRole('textbox', { name: /^Ingredient \d+$/ })
        .evaluateAll((nodes) => nodes.map((node) => node.value));
      if (!lines.includes(ingredient)) throw new Error(`ingredients read: ${JSON.stringify(lines)}`);
    }
    // The spec keeps the form's 'Preparing your recipe' overlay up a moment after a draft arrives.
    await page.getByText('Preparing your recipe').waitFor({ state: 'hidden' });
    await shot(shotName);
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await waitForPath(page, /^\/recipe\/\d+$/);
    await page.getByRole('heading', { name: title }).waitFor();
  };

  await step('sign up', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: /^(Welcome back|Create your account)$/ }).waitFor();
    if (await page.getByRole('heading', { name: 'Welcome back' }).isVisible())
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByRole('button', { name: 'Sign Up with Email' }).click();
    await page.getByLabel('Name').fill('Ida Importer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await waitForPath(page, /^\/(recipes)?$/);
  });

  await step('Paste recipe text: the draft opens in the form and saves', async () => {
    const sheet = await openCreateSheet();
    await sheet.getByRole('button', { name: /Paste recipe text/ }).click();
    const paste = page.getByRole('dialog', { name: 'Paste recipe text' });
    await paste
      .getByLabel('Recipe text')
      .fill(
        'Lemon Pancakes\nServes 2\n\nIngredients\n200 g plain flour\n2 eggs\n300 ml milk\n1 lemon, zested\n\nMethod\n1. Whisk everything into a smooth batter.\n2. Fry ladlefuls in a hot pan for a minute each side.',
      );
    await shot('01-paste-text');
    await paste.getByRole('button', { name: 'Extract Recipe' }).click();
    await saveDraft('Lemon Pancakes', '200 g plain flour', '02-paste-text-form');
  });

  await step('Paste Website link: a page on the fixture server opens in the form and saves', async () => {
    const sheet = await openCreateSheet();
    await sheet.getByRole('button', { name: /Paste Website link/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Recipe from a Website' });
    await dialog.getByLabel('Website link').fill(`${fixture.origin}/recipes/harissa-chickpeas`);
    await dialog.getByRole('button', { name: 'Extract Recipe' }).click();
    await saveDraft(PAGE_RECIPE.title, PAGE_RECIPE.ingredients[2], '03-web-page-form');
  });

  await step('a page shared to the app (/share-target) opens in the form and saves', async () => {
    const text = `Look at this: ${fixture.origin}/recipes/harissa-chickpeas`;
    await page.goto(`${baseUrl}/share-target?title=Traybake&text=${encodeURIComponent(text)}`);
    await saveDraft(PAGE_RECIPE.title, PAGE_RECIPE.ingredients[0], '04-share-target-form');
  });

  await step(
    "Scan cookbook page: the overlay shows the job's stage, then the form opens and saves",
    async () => {
      const photo = path.join(work, 'tomato-bread-soup.jpg');
      await cookbookPagePhoto(photo);
      const sheet = await openCreateSheet();
      const chooser = page.waitForEvent('filechooser');
      await sheet.getByRole('button', { name: /Scan cookbook page/ }).click();
      await (await chooser).setFiles(photo);
      await page.getByText('Extracting Recipe Data...').waitFor();
      await page.getByText('Please wait while we process').waitFor();
      // The stage line appears once the job has been asked about (every 0.7 s).
      await page.getByTestId('overlay-detail').waitFor({ timeout: 15_000 });
      await shot('05-photo-overlay');
      await saveDraft('Tomato Bread Soup', '800 g ripe tomatoes, chopped', '06-photo-form');
    },
  );

  await step("a smeared amount on a page: its line says 'Check this amount' until it is edited", async () => {
    const photo = path.join(work, 'honey-oat-flapjacks.jpg');
    await cookbookPagePhoto(
      photo,
      FLAPJACK_PAGE,
      '<ellipse cx="100" cy="494" rx="26" ry="22" fill="#c9b48a" opacity="0.8"/>',
    );
    const sheet = await openCreateSheet();
    const chooser = page.waitForEvent('filechooser');
    await sheet.getByRole('button', { name: /Scan cookbook page/ }).click();
    await (await chooser).setFiles(photo);
    await waitForPath(page, '/create-recipe');
    await titleIs('Honey Oat Flapjacks');
    await page.getByText('Preparing your recipe').waitFor({ state: 'hidden' });
    const notes = page.getByText('Check this amount', { exact: true });
    await notes.first().waitFor();
    if ((await notes.count()) !== 1) throw new Error(`${await notes.count()} lines say 'Check this amount'`);
    const honey = page.getByRole('textbox', { name: 'Ingredient 3' });
    if (!/honey/.test(await honey.inputValue())) throw new Error(`line 3 reads ${await honey.inputValue()}`);
    await honey.scrollIntoViewIfNeeded();
    await shot('06b-photo-check-this-amount');
    await honey.fill('3 tbsp honey');
    await notes.first().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await waitForPath(page, /^\/recipe\/\d+$/);
  });

  await step(
    'the profile sheet: Browser imports a page, Write from scratch opens the empty form',
    async () => {
      await page.goto(`${baseUrl}/profile`);
      await page.getByRole('button', { name: 'Create Recipe', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Create Recipe' });
      await sheet.getByRole('button', { name: /^Browser/ }).waitFor();
      await sheet.getByText('or', { exact: true }).waitFor();
      await shot('07-page-sheet');
      await sheet.getByRole('button', { name: /^Write from scratch/ }).click();
      await waitForPath(page, '/create-recipe');
      if ((await page.getByLabel('Title').inputValue()) !== '') throw new Error('the form is not empty');
      await page.goto(`${baseUrl}/profile`);
      await page.getByRole('button', { name: 'Create Recipe', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Create Recipe' })
        .getByRole('button', { name: /^Browser/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Add Recipe from a Website' });
      await dialog.getByLabel('Website link').fill(`${fixture.origin}/recipes/harissa-chickpeas`);
      await dialog.getByRole('button', { name: 'Extract Recipe' }).click();
      await waitForPath(page, '/create-recipe');
      await titleIs(PAGE_RECIPE.title);
    },
  );

  await step(
    "Social Media: the modal's checks, then a YouTube link opens the prefilled form, which saves",
    async () => {
      const video = RECORDED_VIDEOS.lemonPasta;
      const sheet = await openCreateSheet();
      await sheet.getByRole('button', { name: /Social Media/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Recipe from Social Media' });
      await dialog.getByLabel('Video URL').fill('https://vimeo.com/123');
      await dialog.getByRole('button', { name: 'Extract Recipe' }).click();
      await dialog.getByText('Please enter a valid YouTube, Instagram, or TikTok URL').waitFor();
      await dialog.getByLabel('Video URL').fill('https://www.instagram.com/nadia.cooks/');
      await dialog.getByRole('button', { name: 'Extract Recipe' }).click();
      await dialog.getByText('Please enter a link to one Instagram post or reel').waitFor();
      await shot('08-social-checks');
      await dialog.getByLabel('Video URL').fill(`https://youtu.be/${video.id}`);
      const alerts = [];
      const onDialog = (d) => {
        alerts.push(d.message());
        void d.accept();
      };
      page.on('dialog', onDialog);
      try {
        await dialog.getByRole('button', { name: 'Extract Recipe' }).click();
        await waitForPath(page, '/create-recipe');
      } catch (error) {
        throw alerts.length ? new Error(`the app alerted: ${alerts.join(' / ')}`) : error;
      } finally {
        page.off('dialog', onDialog);
      }
      if (!fixture.youtube.urls.some((url) => url.includes('/youtubei/v1/player')))
        throw new Error('the app did not ask the recorded YouTube server for the video');
      // The description's title, without the '| 15 Minute Dinner' tail; the source is the channel.
      await titleIs('Easy Lemon Ricotta Pasta');
      const source = await page.getByLabel('Source', { exact: true }).inputValue();
      if (source !== video.channel) throw new Error(`the source reads '${source}', not '${video.channel}'`);
      await saveDraft('Easy Lemon Ricotta Pasta', '1 lemon, zested and juiced', '08b-youtube-form');
    },
  );

  /** Submits a link in the Social Media modal; with `alert`, resolves with what the app alerts. */
  const extractSocialLink = async (url, { alert = false } = {}) => {
    const sheet = await openCreateSheet();
    await sheet.getByRole('button', { name: /Social Media/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Recipe from Social Media' });
    await dialog.getByText('Paste a YouTube, Instagram or TikTok link.').waitFor();
    await dialog.getByLabel('Video URL').fill(url);
    const alerted = alert
      ? page.waitForEvent('dialog', { timeout: 30_000 }).then(async (d) => {
          const message = d.message();
          await d.accept();
          return message;
        })
      : null;
    await dialog.getByRole('button', { name: 'Extract Recipe' }).click();
    return alerted;
  };

  await step(
    'Social Media: an Instagram reel opens the form prefilled from its caption, which saves',
    async () => {
      await extractSocialLink('https://www.instagram.com/reel/C4bX9nLtQ2w/?igsh=MTc4MmM1YmI2Ng==');
      await waitForPath(page, '/create-recipe');
      if (!fixture.socialPaths.includes('/reel/C4bX9nLtQ2w/'))
        throw new Error('the app did not ask the recorded Instagram server for the reel');
      const source = await page.getByLabel('Source', { exact: true }).inputValue();
      if (source !== 'Nadia | Weeknight Cooking') throw new Error(`the source reads '${source}'`);
      await saveDraft('Crispy Chilli Oil Noodles', '2 tbsp chilli oil', '08c-instagram-form');
    },
  );

  await step(
    'Social Media: a TikTok video gives its caption and spoken steps; a private one says why',
    async () => {
      await extractSocialLink('https://www.tiktok.com/@cook.with.mara/video/7345678901234567890');
      await waitForPath(page, '/create-recipe');
      await titleIs('One-pan lemon garlic orzo');
      const steps = await page
        .getByRole('textbox', { name: /^Step \d+$/ })
        .evaluateAll((nodes) => nodes.map((node) => node.value));
      if (!steps.includes('Heat the olive oil in a deep pan and fry the garlic for 1 minute.'))
        throw new Error(`the steps read: ${JSON.stringify(steps)}`);
      await saveDraft('One-pan lemon garlic orzo', '200g orzo', '08d-tiktok-form');
      const why = await extractSocialLink('https://www.tiktok.com/@quiet.kitchen/video/7300000000000000001', {
        alert: true,
      });
      const expected =
        'This TikTok video is private, so its recipe cannot be read. Only public posts can be imported.';
      if (why !== expected) throw new Error(`the app alerted '${why}'`);
      await shot('08e-tiktok-private');
    },
  );

  await step('Import from another app: preview, import, summary, and the recipe in the list', async () => {
    const file = path.join(work, 'old-app-export.json');
    exportFile(file, 'Lemon Mint Couscous');
    const sheet = await openCreateSheet();
    const chooser = page.waitForEvent('filechooser');
    await sheet.getByRole('button', { name: /Import from another app/ }).click();
    await (await chooser).setFiles(file);
    const importSheet = page.getByRole('dialog', { name: 'Import from another app' });
    await importSheet.getByText('Lemon Mint Couscous, Old App').waitFor();
    await shot('09-export-preview');
    await importSheet.getByRole('button', { name: 'Import 1 recipe' }).click();
    await importSheet.getByText('Imported 1 recipe.').waitFor();
    await shot('10-export-summary');
    await importSheet.getByRole('button', { name: 'Done' }).click();
    await page.goto(`${baseUrl}/recipes`);
    await page
      .getByRole('link', { name: /Lemon Mint Couscous/ })
      .first()
      .waitFor();
  });

  await step(
    "scanning without a session alerts 'Please log in to extract recipes from images.'",
    async () => {
      const photo = path.join(work, 'tomato-bread-soup.jpg');
      const sheet = await openCreateSheet();
      // The session ends while the sheet is open: the server refuses the call as signed out.
      await page.route('**/api/recipes/extract-recipe', (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: '{"error":"Authentication required"}',
        }),
      );
      try {
        const alert = new Promise((resolve) =>
          page.once('dialog', (d) => d.accept().then(() => resolve(d.message()))),
        );
        const chooser = page.waitForEvent('filechooser');
        await sheet.getByRole('button', { name: /Scan cookbook page/ }).click();
        await (await chooser).setFiles(photo);
        const message = await alert;
        if (message !== 'Please log in to extract recipes from images.')
          throw new Error(`alert said: ${message}`);
      } finally {
        await page.unroute('**/api/recipes/extract-recipe');
      }
    },
  );

  await step('signed out, a shared page waits for sign-in, then opens in the form', async () => {
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    const shared = `${baseUrl}/share-target?url=${encodeURIComponent(`${fixture.origin}/recipes/harissa-chickpeas`)}`;
    await page.goto(shared);
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: /^(Welcome back|Create your account)$/ }).waitFor();
    if (await page.getByRole('heading', { name: 'Create your account' }).isVisible())
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/create-recipe');
    await titleIs(PAGE_RECIPE.title);
    await shot('11-share-target-after-login');
  });

  fixture.server.close();
  fs.rmSync(work, { recursive: true, force: true });
}
