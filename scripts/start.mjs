#!/usr/bin/env node
// `npm start`: the standalone profile. Builds what is stale, starts the Firebase Auth emulator
// (accounts kept under DATA_DIR/auth) and the one-process app (gateway + four services, PGlite
// under DATA_DIR/db), and prints the URL only once the app answers.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const port = Number(env.PORT || 3000);
const dataDir = resolve(env.DATA_DIR || join(root, 'data'));
const projectId = env.FIREBASE_PROJECT_ID || 'demo-recipes';
const authPort = Number(env.AUTH_EMULATOR_PORT || 9099);
const useEmulator = !env.GOOGLE_APPLICATION_CREDENTIALS && env.USE_AUTH_EMULATOR !== 'false';
const started = Date.now();

for (const [name, value] of [
  ['PORT', port],
  ['AUTH_EMULATOR_PORT', authPort],
]) {
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`Configuration error: ${name} must be a port number (1-65535), got "${env[name]}".`);
    process.exit(1);
  }
}

const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (text) => console.log(`[mise ${elapsed()}] ${text}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const children = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  // The app first (it releases the store lock), then the emulator (SIGINT lets it export).
  for (const child of [...children].reverse()) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(child.stopSignal);
      await Promise.race([new Promise((r) => child.once('exit', r)), sleep(15000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

function run(name, cmd, args, options) {
  const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stopSignal = options.stopSignal ?? 'SIGTERM';
  child.output = [];
  const keep = (chunk) => {
    child.output.push(chunk.toString());
    if (child.output.length > 200) child.output.shift();
    if (env.MISE_VERBOSE) process.stdout.write(`[${name}] ${chunk}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', (chunk) => {
    keep(chunk);
    // The app's own errors always reach the operator; the emulator's chatter does not.
    if (name === 'app') process.stderr.write(chunk);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[mise] ${name} stopped unexpectedly (${signal ?? `exit ${code}`}).`);
    if (name !== 'app') console.error(child.output.join('').split('\n').slice(-15).join('\n'));
    void stopAll(1);
  });
  children.push(child);
  return child;
}

async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 0;
  while (Date.now() < deadline) {
    if (stopping) return false;
    try {
      if (await check()) return true;
    } catch {
      // not up yet
    }
    if (Date.now() - last > 5000) {
      say(`waiting for ${what}...`);
      last = Date.now();
    }
    await sleep(250);
  }
  return false;
}

// ---- Auth emulator with persistence ------------------------------------------------------------
// The CLI exports on a clean stop only; a hard kill would lose accounts made since the start. So we
// also export whenever the account list changes, into alternating slots, and switch a pointer file
// only after an export completed: a kill at any moment leaves the previous complete export.
const authDir = join(dataDir, 'auth');
const pointerFile = join(authDir, 'CURRENT');
const currentSlot = () => (existsSync(pointerFile) ? readFileSync(pointerFile, 'utf8').trim() : '');

function emulatorConfig() {
  const runtimeDir = join(authDir, 'runtime');
  mkdirSync(runtimeDir, { recursive: true });
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: authPort },
      hub: { host: '127.0.0.1', port: authPort + 1 },
      logging: { host: '127.0.0.1', port: authPort + 2 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(runtimeDir, 'firebase.json'), JSON.stringify(config, null, 2));
  return runtimeDir;
}

async function accountsFingerprint() {
  const res = await fetch(
    `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=1000`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (!res.ok) throw new Error(`accounts lookup ${res.status}`);
  return createHash('sha1')
    .update(await res.text())
    .digest('hex');
}

async function exportAccounts() {
  const slot = currentSlot() === 'a' ? 'b' : 'a';
  const target = join(authDir, slot);
  rmSync(target, { recursive: true, force: true });
  const res = await fetch(`http://127.0.0.1:${authPort + 1}/_admin/export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: target, initiatedBy: 'mise-start', targets: ['auth'] }),
  });
  if (!res.ok) throw new Error(`export ${res.status}: ${await res.text()}`);
  writeFileSync(`${pointerFile}.tmp`, slot);
  renameSync(`${pointerFile}.tmp`, pointerFile);
}

let importedSlot = '';

function startEmulator() {
  const runtimeDir = emulatorConfig();
  const slot = currentSlot();
  const args = [
    join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    join(runtimeDir, 'firebase.json'),
  ];
  if (slot && existsSync(join(authDir, slot, 'firebase-export-metadata.json'))) {
    args.push('--import', join(authDir, slot));
    importedSlot = slot;
  }
  return run('auth emulator', process.execPath, args, {
    cwd: runtimeDir,
    stopSignal: 'SIGINT',
    env: { ...env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '', CI: env.CI ?? '' },
  });
}

// Importing accounts stamps each one "valid since now", which makes every ID token issued before
// the restart count as revoked: browsers would be signed out on every restart. Put back the value
// each account had when it was exported (a privileged update may set it).
async function restoreValidSince(slot) {
  const file = join(authDir, slot, 'auth_export', 'accounts.json');
  if (!existsSync(file)) return;
  const { users = [] } = JSON.parse(readFileSync(file, 'utf8'));
  for (const user of users) {
    if (!user.localId || !user.validSince) continue;
    // The emulator can answer before its import has loaded every account: a missing account is
    // asked for again for a few seconds, then skipped with a warning rather than stopping the app.
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(
        `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
        {
          method: 'POST',
          headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
          body: JSON.stringify({ localId: user.localId, validSince: user.validSince }),
        },
      );
      if (res.ok) break;
      const detail = await res.text();
      if (!detail.includes('USER_NOT_FOUND'))
        throw new Error(`restoring sessions failed (${res.status}): ${detail}`);
      if (attempt === 20) {
        console.error(`[mise] an exported account was not in the emulator; its sessions start over`);
        break;
      }
      await sleep(250);
    }
  }
}

async function watchAccounts() {
  let known = await accountsFingerprint().catch(() => '');
  while (!stopping) {
    await sleep(1000);
    try {
      const now = await accountsFingerprint();
      if (now !== known) {
        await exportAccounts();
        known = now;
      }
    } catch (error) {
      if (!stopping && env.MISE_VERBOSE) console.error(`[mise] account export failed: ${error.message}`);
    }
  }
}

// ---- Main --------------------------------------------------------------------------------------
async function main() {
  mkdirSync(dataDir, { recursive: true });
  say(`data directory ${dataDir}`);

  if (useEmulator) {
    mkdirSync(authDir, { recursive: true });
    say(`starting the Firebase Auth emulator on 127.0.0.1:${authPort} (project ${projectId})...`);
    startEmulator();
  }

  say('checking the build...');
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) return stopAll(1);

  const appEnv = {
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
    FIREBASE_PROJECT_ID: projectId,
    NODE_ENV: env.NODE_ENV || 'production',
  };
  if (useEmulator) appEnv.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${authPort}`;
  say('opening the store and starting the services...');
  run(
    'app',
    process.execPath,
    ['--enable-source-maps', join(root, 'dist', 'server', 'apps', 'standalone', 'src', 'main.js')],
    {
      cwd: root,
      env: appEnv,
    },
  );

  const appUp = waitFor(
    'the app',
    async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
    120000,
  );
  const authUp = useEmulator
    ? waitFor(
        'the auth emulator (its first start takes about 20 s)',
        async () => (await fetch(`http://127.0.0.1:${authPort}/`)).ok,
        180000,
      )
    : Promise.resolve(true);
  const [app, auth] = await Promise.all([appUp, authUp]);
  if (!app || !auth) {
    console.error(`[mise] ${!app ? 'the app' : 'the auth emulator'} did not answer in time.`);
    return stopAll(1);
  }
  if (useEmulator && importedSlot) await restoreValidSince(importedSlot);
  if (useEmulator) void watchAccounts();
  say('ready');
  console.log(
    `\n  Mise is running at http://localhost:${port}\n  (Ctrl+C stops it; data stays in ${dataDir})\n`,
  );
}

main().catch((error) => {
  console.error(`[mise] ${error.message}`);
  void stopAll(1);
});
