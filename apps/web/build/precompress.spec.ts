import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress';

describe('precompress', () => {
  // The web app's tooling imports nothing from the server side, test helpers included.
  const dir = { path: '' };
  beforeEach(() => (dir.path = mkdtempSync(join(tmpdir(), 'precompress-'))));
  afterEach(() => rmSync(dir.path, { recursive: true, force: true }));

  it('writes brotli and gzip twins that decode to the original, for text assets only', () => {
    mkdirSync(join(dir.path, 'assets'));
    const script = 'export const greeting = "hello";\n'.repeat(200);
    writeFileSync(join(dir.path, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(dir.path, 'assets', 'photo-abc123.webp'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir.path, 'tiny.css'), 'a{}');

    const totals = precompress(dir.path);

    const js = join(dir.path, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir.path, 'assets', 'photo-abc123.webp.br'))).toBe(false);
    expect(existsSync(join(dir.path, 'tiny.css.br'))).toBe(false);
    expect(totals.files).toBe(1);
  });
});
