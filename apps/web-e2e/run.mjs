// Browser tests: the standalone app in headless Debian Chromium, driven by playwright-core.
//   npm run test:e2e                       starts `node scripts/start.mjs` on port 3100 and tests it
//   node apps/web-e2e/run.mjs --base-url U  tests an app already running at U
//   --scenario ./social-scenario.mjs        runs another scenario file of this folder
// Screenshots of each screen go to .e2e-artifacts/. The last line is `N passed, N failed`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const artifacts = path.join(repoRoot, '.e2e-artifacts');
// Overridable so two checkouts on one machine can run the suite side by side.
const PORT = Number(process.env.E2E_PORT || 3100);
const AUTH_PORT = process.env.E2E_AUTH_PORT || '9199';
// The import scenario's fixture server, which also answers for YouTube (see startApp).
const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT || 9198);
const START_TIMEOUT_MS = 240_000;
const STEP_TIMEOUT_MS = 20_000;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function argValue(name) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Starts the whole app in its own process group and resolves once it prints its URL. */
function startApp(dataDir) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    // The test settings that let web imports fetch the import scenario's fixture server on loopback
    // and send the YouTube, Instagram and TikTok readers' requests to it (it answers with recordings).
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      AUTH_EMULATOR_PORT: AUTH_PORT,
      EXTRACTION_FETCH_ALLOW_LOOPBACK: '1',
      EXTRACTION_YOUTUBE_BASE_URL: `http://127.0.0.1:${FIXTURE_PORT}`,
      EXTRACTION_SOCIAL_BASE_URL: `http://127.0.0.1:${FIXTURE_PORT}`,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = fs.createWriteStream(path.join(artifacts, 'app.log'), { flags: 'a' });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`app did not print http://localhost:${PORT} within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    let buffered = '';
    const watch = (chunk) => {
      log.write(chunk);
      buffered = (buffered + chunk.toString()).slice(-4000);
      if (buffered.includes(`http://localhost:${PORT}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`app exited early with code ${code}; see .e2e-artifacts/app.log`));
    });
  });
  return { child, ready };
}

async function stopApp(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    // SIGINT first so the auth emulator can export its state; then make sure.
    process.kill(-child.pid, 'SIGINT');
  } catch {
    return;
  }
  const timeout = new Promise((resolve) => setTimeout(resolve, 15_000, 'timeout'));
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

async function main() {
  fs.mkdirSync(artifacts, { recursive: true });
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }

  let baseUrl = argValue('--base-url') || process.env.E2E_BASE_URL;
  let app = null;
  const tempDirs = [];
  const results = [];
  let browserContext = null;

  const cleanUp = async () => {
    await browserContext?.close().catch(() => undefined);
    await stopApp(app?.child);
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    void cleanUp().then(() => process.exit(130));
  });

  try {
    let restartApp = null;
    if (!baseUrl) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mise-e2e-data-'));
      tempDirs.push(dataDir);
      fs.rmSync(path.join(artifacts, 'app.log'), { force: true });
      app = startApp(dataDir);
      await app.ready;
      baseUrl = `http://localhost:${PORT}`;
      // A hard kill of the whole app (store, services and auth emulator), then a start on the same data.
      restartApp = async () => {
        const exited = new Promise((resolve) => app.child.once('exit', resolve));
        process.kill(-app.child.pid, 'SIGKILL');
        await exited;
        app = startApp(dataDir);
        await app.ready;
      };
    }
    baseUrl = baseUrl.replace(/\/$/, '');

    const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mise-e2e-chromium-'));
    tempDirs.push(profileDir);
    browserContext = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    browserContext.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = browserContext.pages()[0] ?? (await browserContext.newPage());
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // A resource the Content Security Policy blocked is a broken screen too.
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        pageErrors.push(message.text());
    });

    // More people, each in a browser context of their own (no shared storage), for scenarios that need them.
    let browser = null;
    // `options` go to Playwright's newContext as they are (e.g. serviceWorkers: 'block').
    const newContext = async (options = {}) => {
      browser ??= await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        ...options,
      });
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      return context;
    };
    try {
      // `--scenario ./x.mjs` runs that one; by default the journey, the app shell, sign-in through the
      // identity service (pop-ups, password reset), three people's social scenario, a friend's pages in both themes, recipes (photos, copies, scaling, cooking, a 500-recipe library), sharing a recipe (the public
      // share page, Save to Mise, print and wide screens), two
      // household members sharing a shopping list, two planning a week, every way of importing a recipe, then the app in German.
      const files = argValue('--scenario')
        ? [argValue('--scenario')]
        : [
            './scenario.mjs',
            './shell-scenario.mjs',
            './auth-scenario.mjs',
            './social-scenario.mjs',
            './friend-profile-scenario.mjs',
            './recipes-scenario.mjs',
            './share-scenario.mjs',
            './shopping-scenario.mjs',
            './plan-scenario.mjs',
            './import-scenario.mjs',
            './i18n-scenario.mjs',
          ];
      for (const file of files) {
        const { scenario } = await import(new URL(file, import.meta.url).href);
        await scenario({
          page,
          baseUrl,
          artifacts,
          results,
          pageErrors,
          restartApp,
          newContext,
          fixturePort: FIXTURE_PORT,
        });
      }
    } finally {
      await browser?.close().catch(() => undefined);
    }
  } catch (error) {
    results.push({
      name: 'setup',
      ok: false,
      detail: error instanceof Error ? error.message : String(error),
    });
  } finally {
    await cleanUp();
  }

  for (const result of results) {
    console.log(
      `${result.ok ? 'PASS' : 'FAIL'}  ${result.name}${result.ok ? '' : `\n      ${result.detail}`}`,
    );
  }
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

await main();
