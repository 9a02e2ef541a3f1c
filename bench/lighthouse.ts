/**
 * Page speed and accessibility of the built app, measured by Lighthouse (mobile form factor,
 * simulated slow 4G and 4x CPU slow-down: Lighthouse's default mobile settings) in the machine's
 * Chromium. Three pages: /login signed out, /recipes signed in with 500 recipes, and the share page
 * of a public recipe with a stored photo (/share/{id}) signed out.
 *
 *   npx tsx bench/lighthouse.ts [--port 3100] [--auth-port 9199] [--recipes 500] [--runs 1]
 *     [--pages login,recipes,share] [--base-url http://localhost:3000] [--report-dir DIR]
 *
 * Starts `scripts/start.mjs` (which builds the app when stale) on a fresh data directory, signs a
 * new person up in Chromium, seeds their recipes through the API, and prints each page's scores and
 * the metrics behind them. Goal (issues 12 and 25): performance >= 95, accessibility 100.
 * `--base-url` audits an app that is already running instead; `--report-dir` keeps each run's full
 * Lighthouse JSON (opportunities, diagnostics, the LCP element) there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { SHARED_RECIPE } from './share-recipe';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const HEADLESS_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

const PORT = Number(arg('port', '3100'));
const AUTH_PORT = arg('auth-port', '9199');
const RECIPES = Number(arg('recipes', '500'));
const RUNS = Number(arg('runs', '1'));
const PAGES = arg('pages', 'login,recipes,share').split(',');
const REPORT_DIR = arg('report-dir', '');
const GIVEN_BASE_URL = arg('base-url', '');
const repoRoot = path.resolve(__dirname, '..');
const baseUrl = (GIVEN_BASE_URL || `http://localhost:${PORT}`).replace(/\/$/, '');

function startApp(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, AUTH_EMULATOR_PORT: AUTH_PORT },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the app did not start within 240 s')), 240_000);
    let seen = '';
    const watch = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4000);
      if (seen.includes(`http://localhost:${PORT}`)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', watch);
    child.on('exit', (code) => reject(new Error(`the app exited with ${code}: ${seen.slice(-800)}`)));
  });
}

async function stopApp(child: ChildProcess | null): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGINT');
  const timeout = new Promise((resolve) => setTimeout(resolve, 15_000, 'timeout'));
  if ((await Promise.race([exited, timeout])) === 'timeout') process.kill(-child.pid, 'SIGKILL');
}

/** Signs a new person up through the app in Chromium (the session stays in `profileDir`). */
async function signUp(profileDir: string, email: string, password: string): Promise<void> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: HEADLESS_FLAGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Sign Up with Email' }).click();
  await page.getByLabel('Name').fill('Lighthouse Cook');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
}

async function idTokenFor(email: string, password: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/app-config.json`)).json()) as {
    authEmulatorUrl: string;
    firebase: { apiKey: string };
  };
  const signIn = await fetch(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${config.firebase.apiKey}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return ((await signIn.json()) as { idToken: string }).idToken;
}

async function seedRecipes(email: string, password: string, count: number): Promise<void> {
  const idToken = await idTokenFor(email, password);
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, (_, offset) =>
        fetch(`${baseUrl}/api/recipes`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            title: `Bench recipe ${start + offset + 1}`,
            ingredients: ['200 g flour', '2 eggs'],
            method: ['Mix.', 'Bake for 20 minutes.'],
            tags: { 'Meal Type': ['Dinner'] },
            status: (start + offset) % 2 ? 'made' : 'to-make',
          }),
        }).then((res) => {
          if (res.status !== 201) throw new Error(`seeding answered ${res.status}`);
        }),
      ),
    );
  }
}

/** A public recipe of ordinary length with a photo stored by the app (made with sharp): its share page's id. */
async function seedSharedRecipe(email: string, password: string): Promise<number> {
  const idToken = await idTokenFor(email, password);
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c8802e' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  // The form's fields are text (lists and tags travel as JSON); the photo is a file the app stores,
  // so the page's image comes from this origin as a real upload's does.
  for (const [key, value] of Object.entries(SHARED_RECIPE))
    if (key !== 'image') form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  form.append('imageFile', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'chicken.jpg');
  const res = await fetch(`${baseUrl}/api/recipes`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`the shared recipe answered ${res.status}`);
  return ((await res.json()) as { id: number }).id;
}

interface Scores {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  failedAudits: string[];
  perfOpportunities: string[];
  lcpElement: string | null;
  benchmarkIndex: number;
  runtimeError: string | null;
  warnings: string[];
}

function audit(url: string, profileDir: string, signedIn: boolean, reportFile: string): Promise<Scores> {
  const child = spawn(
    process.execPath,
    [path.join(__dirname, 'lighthouse-audit.mjs'), url, profileDir, signedIn ? '1' : '0', reportFile],
    { env: { ...process.env, CHROMIUM_PATH: CHROMIUM, HEADLESS_FLAGS: JSON.stringify(HEADLESS_FLAGS) } },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as Scores)
        : reject(new Error(`lighthouse failed: ${err.slice(-800)}`)),
    ),
  );
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mise-lighthouse-data-'));
  const signedOutDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mise-lighthouse-out-'));
  const signedInDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mise-lighthouse-in-'));
  let app: ChildProcess | null = null;
  try {
    if (!GIVEN_BASE_URL) {
      console.log(`starting the app on ${baseUrl} ...`);
      app = await startApp(dataDir);
    }
    const email = `lighthouse-${Date.now()}@example.com`;
    const password = 'lighthouse-42';
    let sharedId = 0;
    if (PAGES.includes('recipes') || PAGES.includes('share')) await signUp(signedInDir, email, password);
    if (PAGES.includes('recipes')) {
      console.log(`seeding ${RECIPES} recipes ...`);
      await seedRecipes(email, password, RECIPES);
    }
    if (PAGES.includes('share')) sharedId = await seedSharedRecipe(email, password);
    if (REPORT_DIR) fs.mkdirSync(REPORT_DIR, { recursive: true });

    const pages = [
      {
        id: 'login',
        name: '/login (signed out)',
        url: `${baseUrl}/login`,
        dir: signedOutDir,
        signedIn: false,
      },
      {
        id: 'recipes',
        name: `/recipes (signed in, ${RECIPES} recipes)`,
        url: `${baseUrl}/recipes`,
        dir: signedInDir,
        signedIn: true,
      },
      {
        id: 'share',
        name: '/share/{id} (signed out, a public recipe with a photo)',
        url: `${baseUrl}/share/${sharedId}`,
        dir: signedOutDir,
        signedIn: false,
      },
    ].filter((page) => PAGES.includes(page.id));
    for (const page of pages) {
      for (let run = 1; run <= RUNS; run += 1) {
        const reportFile = REPORT_DIR ? path.resolve(REPORT_DIR, `${page.id}-${run}.json`) : '';
        const load = os.loadavg()[0].toFixed(1);
        const scores = await audit(page.url, page.dir, page.signedIn, reportFile);
        console.log(
          `${page.name}${RUNS > 1 ? ` run ${run}` : ''}: performance ${scores.performance}, accessibility ${scores.accessibility}` +
            ` (load average ${load} -> ${os.loadavg()[0].toFixed(1)}, benchmark index ${scores.benchmarkIndex})`,
        );
        console.log(
          `  ${Object.entries(scores.metrics)
            .map(([k, v]) => `${k} ${v}`)
            .join(' | ')}`,
        );
        if (scores.lcpElement) console.log(`  LCP element: ${scores.lcpElement}`);
        if (scores.perfOpportunities.length)
          console.log(`  performance audits below 0.9: ${scores.perfOpportunities.join(', ')}`);
        if (scores.runtimeError) console.log(`  lighthouse: ${scores.runtimeError}`);
        for (const warning of scores.warnings) console.log(`  warning: ${warning.slice(0, 300)}`);
        if (scores.failedAudits.length)
          console.log(`  accessibility audits not passed: ${scores.failedAudits.join(', ')}`);
      }
    }
    console.log('goal: performance >= 95, accessibility 100');
  } finally {
    await stopApp(app);
    for (const dir of [dataDir, signedOutDir, signedInDir]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
