// Runs the slowest spec files first, so that no worker is left with a long file at the end of a run
// while the others sit idle. Jest knows a file's duration from its own cache after one run here; on a
// fresh clone (CI) it would fall back to file size, which says little about a file that spends its
// time starting an app. So durations recorded in test/durations.json fill in where the cache has none.
const { readFileSync } = require('node:fs');
const { join, relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const repoRoot = join(__dirname, '..');

function recordedDurations() {
  try {
    return JSON.parse(readFileSync(join(__dirname, 'durations.json'), 'utf8')).seconds;
  } catch {
    return {};
  }
}

class SlowestFirstSequencer extends Sequencer {
  constructor(...args) {
    super(...args);
    this.recorded = recordedDurations();
  }

  /** Milliseconds: the last run's from jest's cache, else the recorded one, else unknown. */
  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const seconds = this.recorded[relative(repoRoot, test.path).split('\\').join('/')];
    return seconds == null ? undefined : seconds * 1000;
  }
}

module.exports = SlowestFirstSequencer;
