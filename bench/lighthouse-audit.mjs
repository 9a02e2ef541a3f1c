// One Lighthouse audit, run by bench/lighthouse.ts in a plain node process: Lighthouse sends its
// functions' source to the page, and a TypeScript loader's helpers (__name) would break them there.
//   node bench/lighthouse-audit.mjs <url> <chromium profile dir> <signed-in: 0|1> [report.json]
//   -> a summary as JSON on stdout; the full Lighthouse result goes to report.json when named, and
//   the page's trace to report.trace.json.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [url, profileDir, signedIn, reportFile] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: JSON.parse(process.env.HEADLESS_FLAGS || '["--headless","--no-sandbox"]'),
  userDataDir: profileDir,
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance', 'accessibility'],
    output: 'json',
    logLevel: 'error',
    // Signed in: the identity service's session lives in the profile's IndexedDB.
    disableStorageReset: signedIn === '1',
  });
  const { categories, audits } = result.lhr;
  if (reportFile) {
    writeFileSync(reportFile, JSON.stringify(result.lhr, null, 1));
    // The page's trace beside it (it opens in Chromium's DevTools, Performance panel): where each
    // long task's time went.
    const trace = result.artifacts?.Trace;
    if (trace) writeFileSync(reportFile.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
  }
  const lcpItems = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcpItems[0]?.items?.[0]?.node ?? lcpItems[0]?.node;
  const metric = (id) => audits[id]?.displayValue ?? 'n/a';
  process.stdout.write(
    JSON.stringify({
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      runtimeError: result.lhr.runtimeError?.message ?? null,
      // Lighthouse's measure of this machine's speed at the time (an idle desktop scores about 2000).
      benchmarkIndex: Math.round(result.lhr.environment?.benchmarkIndex ?? 0),
      lcpElement: lcpNode ? `${lcpNode.selector ?? ''} "${(lcpNode.nodeLabel ?? '').slice(0, 60)}"` : null,
      warnings: result.lhr.runWarnings ?? [],
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
        SI: metric('speed-index'),
        transferred: metric('total-byte-weight'),
      },
      failedAudits: categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
      perfOpportunities: categories.performance.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${ref.id} ${audits[ref.id]?.displayValue ?? ''}`.trim()),
    }),
  );
} finally {
  chrome.kill();
}
