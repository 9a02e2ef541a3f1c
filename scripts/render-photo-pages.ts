/**
 * Renders photo-import test pages: recipes printed as cookbook pages in the styles of
 * scripts/photo-pages/page-design.ts (fraction glyphs in many fonts, metric/imperial pairs, long
 * wrapped lines, two-line titles, two columns, a narrow column, and camera faults: perspective,
 * blur, shadow, low light, heavy JPEG), each saved as a JPEG with its expected draft beside it.
 *
 *   npx tsx scripts/render-photo-pages.ts
 *       the project's own recipes (scripts/photo-pages/recipes.ts) -> test/fixtures/photo-pages
 *   npx tsx scripts/render-photo-pages.ts --from <recipe-pages folder> <out folder>
 *       recipes of a folder of saved pages with expected drafts -> <out>/working and <out>/check,
 *       split by a hash of the site folder's name. Pages made from such a folder stay outside
 *       the repository.
 *
 * Fonts come from Debian packages: fonts-dejavu, fonts-liberation, fonts-freefont-ttf,
 * fonts-linuxlibertine, fonts-ebgaramond, fonts-crosextra-carlito, fonts-crosextra-caladea,
 * fonts-lato, fonts-open-sans, fonts-noto-core, fonts-urw-base35. The pages are images, so the
 * tests that read them need none of these.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { photograph } from './photo-pages/camera-faults';
import {
  designFor,
  STYLES,
  type PageDesign,
  type PageRecipe,
  type StyleName,
} from './photo-pages/page-design';
import { pageSvg, printedRecipe } from './photo-pages/page-svg';
import { loadRecipePages } from './photo-pages/recipe-pages';
import { PAGE_RECIPES } from './photo-pages/recipes';

function slug(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
}

interface Rendered {
  image: Buffer;
  height: number;
  printed: PageRecipe;
}

async function render(recipe: PageRecipe, design: PageDesign, fault = true): Promise<Rendered> {
  const printed = printedRecipe(recipe, design);
  const { svg, height } = await pageSvg(printed, design);
  let image: Buffer = await sharp(Buffer.from(svg)).png().toBuffer();
  if (design.rotate)
    image = await sharp(image).rotate(design.rotate, { background: '#ffffff' }).png().toBuffer();
  if (fault) image = await photograph(image, design.fault, design.seed);
  return { image, height, printed };
}

function clearFolder(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (/\.(jpg|json)$/.test(file)) rmSync(join(dir, file));
}

let bytes = 0;

async function save(
  dir: string,
  name: string,
  page: Rendered,
  design: PageDesign,
  quality: number,
  extra: object = {},
): Promise<void> {
  const jpeg =
    design.fault === 'heavy-jpeg'
      ? page.image
      : await sharp(page.image).jpeg({ quality, mozjpeg: true }).toBuffer();
  writeFileSync(join(dir, `${name}.jpg`), jpeg);
  bytes += jpeg.length;
  const { printed } = page;
  const expected = {
    title: printed.title,
    servings: printed.servings,
    prep_time_minutes: printed.prep,
    cook_time_minutes: printed.cook,
    ingredients: printed.ingredients,
    method: printed.method,
    layout: {
      style: design.style,
      font: design.font,
      columns: design.columns,
      fractions: design.fractions,
      pairs: design.pairs,
      rotate: design.rotate,
      fault: design.fault,
      ...extra,
    },
  };
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(expected, null, 2) + '\n');
}

/** The project's own pages: each recipe in its style (its own or the styles in turn), plus two harder pages. */
async function renderOwn(dir: string): Promise<number> {
  clearFolder(dir);
  let count = 0;
  for (const [index, recipe] of PAGE_RECIPES.entries()) {
    const style: StyleName = recipe.style ?? (STYLES[index % STYLES.length] as StyleName);
    const name = `${String(index + 1).padStart(2, '0')}-${slug(recipe.title)}`;
    const design = designFor(style, name);
    await save(dir, name, await render(recipe, design), design, design.fault ? 70 : 60);
    count += 1;
  }
  // Two recipes one above the other: the draft is the first one, not a mixture.
  const first = PAGE_RECIPES[16]!;
  const second = PAGE_RECIPES[25]!;
  const plain = designFor('plain', 'two-recipes');
  const top = await render(first, plain);
  const bottom = await render(second, plain);
  const stacked = await sharp({
    create: { width: plain.width, height: top.height + bottom.height, channels: 3, background: '#ffffff' },
  })
    .composite([
      { input: top.image, top: 0, left: 0 },
      { input: bottom.image, top: top.height, left: 0 },
    ])
    .png()
    .toBuffer();
  count += 1;
  await save(dir, `${count}-two-recipes-on-a-page`, { ...top, image: stacked }, plain, 60, {
    secondRecipe: second.title,
  });
  return count;
}

/** Pages from a folder of saved recipe pages: the styles in turn, split into working and check sets. */
async function renderFromFolder(source: string, out: string): Promise<number> {
  const recipes = loadRecipePages(source);
  const dirs = { working: join(out, 'working'), check: join(out, 'check') };
  clearFolder(dirs.working);
  clearFolder(dirs.check);
  const perSet = { working: 0, check: 0 };
  for (const [index, { site, set, recipe }] of recipes.entries()) {
    const style = STYLES[index % STYLES.length] as StyleName;
    const name = `${String(index + 1).padStart(3, '0')}-${style}-${slug(site)}`;
    const design = designFor(style, name);
    await save(dirs[set], name, await render(recipe, design), design, design.fault ? 80 : 75, { site });
    perSet[set] += 1;
  }
  console.log(`working set ${perSet.working} pages, check set ${perSet.check} pages`);
  return recipes.length;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const from = args.indexOf('--from');
  let count: number;
  let where: string;
  if (from >= 0) {
    const source = args[from + 1];
    const out = args.find((a, i) => i !== from && i !== from + 1);
    if (!source || !out) {
      console.error('usage: npx tsx scripts/render-photo-pages.ts --from <recipe-pages folder> <out folder>');
      process.exit(2);
    }
    where = out;
    count = await renderFromFolder(source, out);
  } else {
    where = join('test', 'fixtures', 'photo-pages');
    count = await renderOwn(where);
  }
  console.log(`${count} pages, ${(bytes / 1024).toFixed(0)} KB in ${where}`);
}

void main();
