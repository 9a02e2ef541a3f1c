import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text assets worth compressing; images and fonts are compressed already, source maps are for developers. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every compressible file of the build,
 * once, at build time, so the server only picks one per request and never compresses on the fly.
 * A compressed twin that is not smaller is not written.
 */
export function precompress(outDir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      if (!COMPRESSIBLE.test(name)) continue;
      const data = readFileSync(file);
      if (data.length < MIN_BYTES) continue;
      const brotli = brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      const gzip = gzipSync(data, { level: 9 });
      if (brotli.length < data.length) writeFileSync(`${file}.br`, brotli);
      if (gzip.length < data.length) writeFileSync(`${file}.gz`, gzip);
      totals.files += 1;
      totals.bytes += data.length;
      totals.brotliBytes += Math.min(brotli.length, data.length);
    }
  };
  walk(outDir);
  return totals;
}

/** The Vite plugin: runs `precompress` over the output folder when the bundle is written. */
export function precompressPlugin(outDir: string) {
  return {
    name: 'mise-precompress',
    apply: 'build' as const,
    closeBundle() {
      precompress(outDir);
    },
  };
}
