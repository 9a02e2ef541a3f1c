// `npm test`'s reporter: jest's own progress and summary, then one line naming the slowest spec files,
// each with its time outside its tests (loading modules, beforeAll/afterAll: mostly starting an app or
// a store) and inside them, so a new slow file is seen the day it lands. Jest prints its summary after
// every configured reporter, so this one runs the summary itself to have the last line.
// `RECORD_TEST_DURATIONS=1 npm test` also writes every file's duration to test/durations.json, which
// orders a fresh clone's first run (test/jest.sequencer.js).
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');
const { DefaultReporter, SummaryReporter, VerboseReporter } = require('@jest/reporters');

const SHOWN = 5;
const repoRoot = join(__dirname, '..');
const durationsFile = join(__dirname, 'durations.json');

const seconds = (ms) => (ms / 1000).toFixed(1);
const repoPath = (path) => relative(repoRoot, path).split('\\').join('/');

/** Per file: whole runtime, time inside its tests, and the rest (setup and teardown). */
function timings(results) {
  return results.testResults
    .filter((file) => !file.skipped && file.perfStats.runtime > 0)
    .map((file) => {
      const runtime = file.perfStats.runtime;
      const inTests = file.testResults.reduce((sum, test) => sum + (test.duration ?? 0), 0);
      return { path: repoPath(file.testFilePath), runtime, inTests, setup: Math.max(0, runtime - inTests) };
    })
    .sort((a, b) => b.runtime - a.runtime);
}

function record(files) {
  const previous = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')).seconds : {};
  const merged = { ...previous };
  for (const file of files) merged[file.path] = Number(seconds(file.runtime));
  for (const path of Object.keys(merged)) if (!existsSync(join(repoRoot, path))) delete merged[path];
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(
    durationsFile,
    `${JSON.stringify({ about: 'seconds per spec file, written by RECORD_TEST_DURATIONS=1 npm test', seconds: sorted }, null, 2)}\n`,
  );
}

function slowestLine(results) {
  const files = timings(results);
  if (files.length === 0) return undefined;
  if (process.env.RECORD_TEST_DURATIONS === '1') record(files);
  const shown = files
    .slice(0, SHOWN)
    .map((f) => `${f.path} ${seconds(f.runtime)} s (setup ${seconds(f.setup)}, tests ${seconds(f.inTests)})`);
  return `Slowest files: ${shown.join('; ')}`;
}

const HOOKS = ['onRunStart', 'onTestFileStart', 'onTestCaseStart', 'onTestCaseResult', 'onTestFileResult'];

class Reporter {
  constructor(globalConfig) {
    const progress = globalConfig.verbose
      ? new VerboseReporter(globalConfig)
      : new DefaultReporter(globalConfig);
    this.reporters = [progress, new SummaryReporter(globalConfig, {})];
    for (const hook of HOOKS)
      this[hook] = async (...args) => {
        for (const reporter of this.reporters) {
          // Jest's dispatcher falls back the same way for reporters written before the file-level hooks.
          const fallback = { onTestFileStart: 'onTestStart', onTestFileResult: 'onTestResult' }[hook];
          const method = reporter[hook] ?? (fallback && reporter[fallback]);
          if (method) await method.apply(reporter, args);
        }
      };
  }

  async onRunComplete(contexts, results) {
    for (const reporter of this.reporters) await reporter.onRunComplete?.(contexts, results);
    const line = slowestLine(results);
    if (line) process.stderr.write(`${line}\n`);
  }

  getLastError() {
    return this.reporters.map((reporter) => reporter.getLastError?.()).find(Boolean);
  }
}

module.exports = Reporter;
