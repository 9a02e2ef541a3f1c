// What every browser scenario shares: waiting for a route, and the step runner that records each
// check and skips the checks that needed one that failed.

/** Waits until the page's path is `pattern` (a string) or matches it (a RegExp). */
export async function waitForPath(page, pattern) {
  await page.waitForURL((url) =>
    typeof pattern === 'string' ? url.pathname === pattern : pattern.test(url.pathname),
  );
}

/**
 * A `step(name, run, { needs })` function writing to `results`. A failed step calls
 * `onFailure(slug)` (for screenshots) and, unless it was `needs: false`, makes every later step
 * that needs the ones before it report why it did not run. `prefix` names the scenario in results.
 */
export function stepRunner({ results, onFailure, prefix = '' }) {
  let blocked = null;
  return async function step(name, run, { needs = true } = {}) {
    const label = `${prefix}${name}`;
    if (needs && blocked) {
      results.push({ name: label, ok: false, detail: `not run: '${blocked}' failed` });
      return;
    }
    try {
      await run();
      results.push({ name: label, ok: true });
    } catch (error) {
      results.push({
        name: label,
        ok: false,
        detail: (error instanceof Error ? error.message : String(error)).split('\n')[0],
      });
      await onFailure(name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()).catch(() => undefined);
      if (needs) blocked = name;
    }
  };
}
