// Renders the installable app's PNG icons from the favicon's SVG (run once after changing it):
//   npx tsx scripts/render-app-icons.ts
// "any" icons keep the rounded tile; "maskable" ones fill the square so the launcher can crop a
// circle or squircle out of the safe zone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(__dirname, '..', 'apps', 'web', 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const fullBleed = svg.replace('rx="14"', 'rx="0"');

async function render(source: string, size: number, name: string): Promise<void> {
  await sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, 'icons', name));
}

async function main(): Promise<void> {
  await render(svg, 192, 'icon-192.png');
  await render(svg, 512, 'icon-512.png');
  await render(fullBleed, 512, 'maskable-512.png');
  await render(fullBleed, 180, 'apple-touch-icon.png');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
