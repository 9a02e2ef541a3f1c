/**
 * Renders the photo-import test pages: each recipe of scripts/photo-pages/recipes.ts printed as a
 * cookbook page (varied fonts, one or two columns, some slightly rotated, one photographed-looking:
 * tinted, blurred and noisy), saved as a small JPEG with its expected draft beside it.
 *
 *   npx tsx scripts/render-photo-pages.ts [out folder]   (default test/fixtures/photo-pages)
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { PAGE_RECIPES, type PageRecipe } from './photo-pages/recipes';

interface Style {
  font: string;
  titleFont: string;
  /** Average glyph width as a share of the font size, for wrapping. */
  glyph: number;
  size: number;
  columns: 1 | 2;
  ingredientsHeading: string;
  methodHeading: string;
  bullet: string;
  numbering: (n: number) => string;
  meta: (r: PageRecipe) => string;
  rotate: number;
  photo: boolean;
}

const FONTS: Array<[string, number]> = [
  ['DejaVu Serif', 0.56],
  ['Liberation Sans', 0.52],
  ['DejaVu Sans', 0.57],
  ['Liberation Serif', 0.48],
  ['DejaVu Sans Condensed', 0.51],
  ['Liberation Sans Narrow', 0.44],
];

const METAS: Array<(r: PageRecipe) => string> = [
  (r) => `Serves ${r.servings} | Prep ${r.prep} min | Cook ${r.cook} min`,
  (r) => `Serves ${r.servings}   Preparation time: ${r.prep} minutes   Cooking time: ${r.cook} minutes`,
  (r) => `SERVES ${r.servings} · PREP ${r.prep} MINS · COOK ${r.cook} MINS`,
  (r) => `Serves: ${r.servings}    Prep time: ${r.prep} mins    Cook time: ${r.cook} mins`,
];

const HEADINGS: Array<[string, string]> = [
  ['Ingredients', 'Method'],
  ['INGREDIENTS', 'METHOD'],
  ['Ingredients', 'Directions'],
  ['You will need', 'Instructions'],
];

function styleFor(index: number): Style {
  const [font, glyph] = FONTS[index % FONTS.length] ?? FONTS[0]!;
  const [ingredientsHeading, methodHeading] = HEADINGS[index % HEADINGS.length] ?? HEADINGS[0]!;
  return {
    font,
    titleFont: index % 2 ? font : 'DejaVu Serif',
    glyph,
    size: 22 + (index % 3) * 2,
    columns: index % 3 === 1 ? 2 : 1,
    ingredientsHeading,
    methodHeading,
    bullet: ['', '• ', '- ', ''][index % 4] ?? '',
    numbering: index % 4 === 3 ? (n) => `${n}) ` : (n) => `${n}. `,
    meta: METAS[index % METAS.length] ?? METAS[0]!,
    rotate: index % 5 === 3 ? (index % 2 ? 1.8 : -2.2) : index === 24 ? 1 : 0,
    photo: index === 24,
  };
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const WIDTH = 1000;
const MARGIN = 60;

function pageSvg(recipe: PageRecipe, style: Style): { svg: string; height: number } {
  const out: string[] = [];
  let y = MARGIN + 40;
  const text = (x: number, yy: number, s: string, size: number, weight = 'normal', font = style.font) =>
    out.push(
      `<text xml:space="preserve" x="${x}" y="${yy}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="#1a1a1a">${escape(s)}</text>`,
    );
  const lineGap = Math.round(style.size * 1.45);
  const titleSize = style.size * 2;
  for (const line of wrap(recipe.title, Math.floor((WIDTH - 2 * MARGIN) / (titleSize * style.glyph)))) {
    text(MARGIN, y, line, titleSize, 'bold', style.titleFont);
    y += Math.round(titleSize * 1.25);
  }
  y += 10;
  text(MARGIN, y, style.meta(recipe), Math.round(style.size * 0.85));
  y += lineGap * 2;
  if (recipe.intro) {
    for (const line of wrap(recipe.intro, Math.floor((WIDTH - 2 * MARGIN) / (style.size * style.glyph)))) {
      text(MARGIN, y, line, style.size, 'normal');
      y += lineGap;
    }
    y += lineGap;
  }
  const colWidth = style.columns === 2 ? (WIDTH - 2 * MARGIN - 50) * 0.42 : WIDTH - 2 * MARGIN;
  const rightX = style.columns === 2 ? MARGIN + colWidth + 50 : MARGIN;
  const rightWidth = style.columns === 2 ? WIDTH - MARGIN - rightX : colWidth;
  const top = y;
  text(MARGIN, y, style.ingredientsHeading, Math.round(style.size * 1.2), 'bold');
  y += Math.round(lineGap * 1.3);
  const ingChars = Math.floor(colWidth / (style.size * style.glyph));
  for (const ingredient of recipe.ingredients) {
    const lines = wrap(style.bullet + ingredient, ingChars);
    lines.forEach((line, i) => {
      text(MARGIN + (i ? 24 : 0), y, line, style.size);
      y += lineGap;
    });
  }
  let my = style.columns === 2 ? top : y + lineGap;
  text(rightX, my, style.methodHeading, Math.round(style.size * 1.2), 'bold');
  my += Math.round(lineGap * 1.3);
  const stepChars = Math.floor(rightWidth / (style.size * style.glyph));
  recipe.method.forEach((step, i) => {
    for (const line of wrap(style.numbering(i + 1) + step, stepChars)) {
      text(rightX, my, line, style.size);
      my += lineGap;
    }
    my += Math.round(lineGap * 0.4);
  });
  const height = Math.max(y, my) + MARGIN;
  const paper = style.photo ? '#efe4cf' : '#ffffff';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}"><rect width="100%" height="100%" fill="${paper}"/>${out.join('')}</svg>`;
  return { svg, height };
}

/** A photographed page: warm paper, uneven light, a little blur and grain. */
async function photograph(png: Buffer, width: number, height: number): Promise<Buffer> {
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g" cx="35%" cy="30%" r="90%"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#3a2a10" stop-opacity="0.45"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  // Seeded grain, so the page comes out the same on every run.
  let seed = 12345;
  const grain = Buffer.alloc(width * height * 3);
  for (let i = 0; i < grain.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const v = 128 + Math.round((seed / 0x7fffffff - 0.5) * 60);
    grain[i] = grain[i + 1] = grain[i + 2] = v;
  }
  const noise = await sharp(grain, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return sharp(png)
    .composite([
      { input: shade, blend: 'over' },
      { input: noise, blend: 'soft-light' },
    ])
    .blur(1.4)
    .modulate({ brightness: 0.95 })
    .toBuffer();
}

function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? join('test', 'fixtures', 'photo-pages');
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir)) if (/\.(jpg|json)$/.test(file)) rmSync(join(outDir, file));
  let total = 0;
  let count = 0;
  const save = async (name: string, image: Buffer, recipe: PageRecipe, style: Style, layout: object) => {
    const jpeg = await sharp(image)
      .jpeg({ quality: style.photo ? 72 : 60, mozjpeg: true })
      .toBuffer();
    writeFileSync(join(outDir, `${name}.jpg`), jpeg);
    total += jpeg.length;
    count += 1;
    const expected = {
      title: recipe.title,
      servings: recipe.servings,
      prep_time_minutes: recipe.prep,
      cook_time_minutes: recipe.cook,
      ingredients: recipe.ingredients,
      method: recipe.method,
      layout: {
        font: style.font,
        columns: style.columns,
        rotate: style.rotate,
        photo: style.photo,
        ...layout,
      },
    };
    writeFileSync(join(outDir, `${name}.json`), JSON.stringify(expected, null, 2) + '\n');
  };
  const render = async (recipe: PageRecipe, style: Style) => {
    const { svg, height } = pageSvg(recipe, style);
    let image: Buffer = await sharp(Buffer.from(svg)).png().toBuffer();
    if (style.photo) image = await photograph(image, WIDTH, height);
    if (style.rotate) image = await sharp(image).rotate(style.rotate, { background: '#ffffff' }).toBuffer();
    return { image, height };
  };
  for (const [index, recipe] of PAGE_RECIPES.entries()) {
    const style = styleFor(index);
    const { image } = await render(recipe, style);
    await save(`${String(index + 1).padStart(2, '0')}-${slug(recipe.title)}`, image, recipe, style, {});
  }
  // Harder pages. Two recipes one above the other: the draft is the first one, not a mixture.
  const first = PAGE_RECIPES[16]!;
  const second = PAGE_RECIPES[25]!;
  const plain = styleFor(0);
  const top = await render(first, plain);
  const bottom = await render(second, plain);
  const stacked = await sharp({
    create: { width: WIDTH, height: top.height + bottom.height, channels: 3, background: '#ffffff' },
  })
    .composite([
      { input: top.image, top: 0, left: 0 },
      { input: bottom.image, top: top.height, left: 0 },
    ])
    .png()
    .toBuffer();
  await save(`${count + 1}-two-recipes-on-a-page`, stacked, first, plain, { secondRecipe: second.title });
  // A photo taken at an angle: 4 degrees, shaded, blurred and grainy, two columns.
  const steep = { ...styleFor(1), photo: true, rotate: 4 };
  await save(
    `${count + 1}-steep-photo-${slug(PAGE_RECIPES[5]!.title)}`,
    (await render(PAGE_RECIPES[5]!, steep)).image,
    PAGE_RECIPES[5]!,
    steep,
    {},
  );
  console.log(`${count} pages, ${(total / 1024).toFixed(0)} KB in ${outDir}`);
}

void main();
