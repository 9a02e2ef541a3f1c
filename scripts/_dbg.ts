import { readFileSync } from 'node:fs';
import { OcrPool } from '../apps/extraction/src/photo/ocr-pool';
import { prepareForOcr } from '../apps/extraction/src/photo/page-image';
void (async () => {
  const pool = new OcrPool(1);
  const p = await prepareForOcr(readFileSync(process.argv[2]!));
  const r = await pool.read(p.image);
  console.log(r.text);
  for (const w of r.words.filter((w) => /flour|melted|Stir|250/.test(w.text))) console.log(w);
  await pool.close();
})();
