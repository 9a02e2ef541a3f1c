#!/usr/bin/env node
// Cold and warm start of `npm start` until the app answers, and the resident memory of the app
// process and of the Auth emulator once ready. Cold = a fresh data directory (new database, first
// emulator start); warm = the same directory again. Usage: node bench/start.mjs [--runs N]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const warmRuns = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 2;
const port = 3300;
const authPort = 9399;

/** RSS in MB of every process whose command line contains `needle`, summed with its children. */
function rssOf(needle) {
  let kb = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (!cmd.includes(needle)) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // process went away
    }
  }
  return Math.round(kb / 1024);
}

async function once(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, AUTH_EMULATOR_PORT: String(authPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  const ready = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 240000);
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes(`http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    child.on('exit', () => resolve(false));
  });
  const seconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 1500));
  const appRss = rssOf('apps/standalone/src/main.js');
  const emulatorRss = rssOf('emulators:start');
  process.kill(-child.pid, 'SIGINT');
  await new Promise((r) => child.once('exit', r));
  if (!ready) throw new Error(`start failed:\n${out.slice(-2000)}`);
  return { seconds, appRss, emulatorRss };
}

const dataDir = mkdtempSync(join(tmpdir(), 'mise-bench-start-'));
try {
  const cold = await once(dataDir);
  const warm = [];
  for (let i = 0; i < warmRuns; i++) warm.push(await once(dataDir));
  const warmBest = warm.reduce((a, b) => (a.seconds < b.seconds ? a : b));
  console.log('| start | seconds until the app answers | app RSS (MB) | emulator RSS (MB) |');
  console.log('| --- | --- | --- | --- |');
  console.log(
    `| cold (fresh data dir) | ${cold.seconds.toFixed(1)} | ${cold.appRss} | ${cold.emulatorRss} |`,
  );
  console.log(
    `| warm (best of ${warmRuns}) | ${warmBest.seconds.toFixed(1)} | ${warmBest.appRss} | ${warmBest.emulatorRss} |`,
  );
  console.log(`warm / cold time ratio: ${(warmBest.seconds / cold.seconds).toFixed(2)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
