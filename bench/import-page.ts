/**
 * npx tsx bench/import-page.ts <recipe-pages folder> [--seconds 10]
 * Imports every saved page of the folder again and again until the time is up, then prints
 * pages per second (and MB of HTML per second), per-page latency percentiles (perf_hooks clock),
 * and peak RSS and heap (process.memoryUsage every 10 pages). Single thread, like one worker.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { importRecipeFromHtml } from '@mise/recipe-import';

function loadPages(folder: string): Array<{ html: string; url: string }> {
  const pages: Array<{ html: string; url: string }> = [];
  for (const site of readdirSync(folder).sort()) {
    const dir = join(folder, site);
    if (!statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.testhtml')) continue;
      const jsonPath = join(dir, file.replace(/\.testhtml$/, '.json'));
      let url = '';
      try {
        url = String(
          (JSON.parse(readFileSync(jsonPath, 'utf8')) as { canonical_url?: string }).canonical_url ?? '',
        );
      } catch {
        url = '';
      }
      pages.push({ html: readFileSync(join(dir, file), 'utf8'), url });
    }
  }
  return pages;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function main(): void {
  const args = process.argv.slice(2);
  const folder = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--seconds');
  if (!folder) {
    process.stderr.write('usage: bench/import-page.ts <recipe-pages folder> [--seconds N]\n');
    process.exit(2);
  }
  const seconds = args.includes('--seconds') ? Number(args[args.indexOf('--seconds') + 1]) || 10 : 10;
  const pages = loadPages(folder);
  const bytes = pages.reduce((a, p) => a + Buffer.byteLength(p.html), 0);
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sample = (): void => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };

  // One warm-up pass so the JIT and the parser's tables are ready, as in a long-running worker.
  for (const p of pages) importRecipeFromHtml(p.html, p.url);

  const latencies: number[] = [];
  let imported = 0;
  let found = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  while (performance.now() < deadline) {
    for (const p of pages) {
      const t0 = performance.now();
      if (importRecipeFromHtml(p.html, p.url)) found += 1;
      latencies.push(performance.now() - t0);
      imported += 1;
      if (imported % 10 === 0) sample();
      if (performance.now() >= deadline) break;
    }
  }
  const elapsed = (performance.now() - started) / 1000;
  sample();
  latencies.sort((a, b) => a - b);
  const mb = (n: number): string => (n / 1024 / 1024).toFixed(1);
  const passes = imported / pages.length;
  const lines = [
    `pages in folder: ${pages.length} (${mb(bytes)} MB of HTML)`,
    `imported: ${imported} pages in ${elapsed.toFixed(1)} s (${passes.toFixed(1)} passes), recipe found in ${((100 * found) / Math.max(imported, 1)).toFixed(1)}%`,
    `throughput: ${(imported / elapsed).toFixed(1)} pages/s, ${((bytes * passes) / 1024 / 1024 / elapsed).toFixed(1)} MB/s`,
    `latency per page: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies[latencies.length - 1]?.toFixed(1) ?? '0'} ms`,
    `memory: peak RSS ${mb(peakRss)} MB (start ${mb(baseline.rss)} MB), peak heap used ${mb(peakHeap)} MB (start ${mb(baseline.heapUsed)} MB)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main();
