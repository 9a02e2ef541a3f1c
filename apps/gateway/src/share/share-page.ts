import type { SharedLine, SharedRecipe } from '@mise/contracts';
import { formatDuration } from '@mise/recipe-text';

/** How long a description may run in a link preview (chat apps cut longer ones anyway). */
const PREVIEW_DESCRIPTION_CHARS = 200;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<` is written as `\u003c`, so no value
 * can close the script element or open a comment, and the JSON still parses to the same data.
 */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const isWebAddress = (text: string) => /^https?:\/\/[^\s]+$/i.test(text.trim());

/** An image as an absolute address (previews and JSON-LD need one); stored images are on this origin. */
function absoluteImage(image: string, origin: string): string {
  if (image === '') return '';
  return image.startsWith('/') ? `${origin}${image}` : image;
}

/** ISO 8601 duration ('PT1H15M') for schema.org times. */
function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

function previewDescription(recipe: SharedRecipe): string {
  const text = (
    recipe.description ||
    recipe.ingredients
      .filter((l) => !l.heading)
      .map((l) => l.text)
      .join(', ')
  )
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > PREVIEW_DESCRIPTION_CHARS
    ? `${text.slice(0, PREVIEW_DESCRIPTION_CHARS - 1).trimEnd()}…`
    : text;
}

/** Method lines as schema.org steps; a heading opens a HowToSection holding the steps under it. */
function instructions(method: SharedLine[]): unknown[] {
  const out: unknown[] = [];
  let section: { '@type': 'HowToSection'; name: string; itemListElement: unknown[] } | null = null;
  for (const line of method) {
    if (line.heading) {
      section = { '@type': 'HowToSection', name: line.text, itemListElement: [] };
      out.push(section);
    } else {
      (section ? section.itemListElement : out).push({ '@type': 'HowToStep', text: line.text });
    }
  }
  return out;
}

/** The recipe as schema.org Recipe, so other apps (and this app's own page importer) read it whole. */
export function recipeJsonLd(recipe: SharedRecipe, pageUrl: string, origin: string): Record<string, unknown> {
  const image = absoluteImage(recipe.image, origin);
  const total = recipe.prep_time_minutes + recipe.cook_time_minutes;
  const tags = recipe.tags;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    url: pageUrl,
    ...(recipe.description ? { description: recipe.description } : {}),
    ...(image ? { image: [image] } : {}),
    ...(recipe.owner_first_name ? { author: { '@type': 'Person', name: recipe.owner_first_name } } : {}),
    datePublished: recipe.created_at,
    dateModified: recipe.updated_at,
    ...(recipe.prep_time_minutes ? { prepTime: isoDuration(recipe.prep_time_minutes) } : {}),
    ...(recipe.cook_time_minutes ? { cookTime: isoDuration(recipe.cook_time_minutes) } : {}),
    ...(total ? { totalTime: isoDuration(total) } : {}),
    ...(recipe.servings ? { recipeYield: `${recipe.servings} servings` } : {}),
    ...(tags['Meal Type']?.length ? { recipeCategory: tags['Meal Type'] } : {}),
    ...(tags.Cuisine?.length ? { recipeCuisine: tags.Cuisine } : {}),
    // schema.org has no ingredient groups: a group's name is a line ending in a colon, as sites write it.
    recipeIngredient: recipe.ingredients.map((line) => (line.heading ? `${line.text}:` : line.text)),
    recipeInstructions: instructions(recipe.method),
    ...(isWebAddress(recipe.source) ? { isBasedOn: recipe.source.trim() } : {}),
  };
}

function list(tag: 'ul' | 'ol', lines: SharedLine[]): string {
  const parts: string[] = [];
  let open = false;
  for (const line of lines) {
    if (line.heading) {
      if (open) parts.push(`</${tag}>`);
      parts.push(`<h3>${escapeHtml(line.text)}</h3>`);
      open = false;
      continue;
    }
    if (!open) parts.push(`<${tag}>`);
    open = true;
    parts.push(`<li>${escapeHtml(line.text)}</li>`);
  }
  if (open) parts.push(`</${tag}>`);
  return parts.join('');
}

function facts(recipe: SharedRecipe): string {
  const items: string[] = [];
  if (recipe.prep_time_minutes > 0) items.push(`Prep <b>${formatDuration(recipe.prep_time_minutes)}</b>`);
  if (recipe.cook_time_minutes > 0) items.push(`Cook <b>${formatDuration(recipe.cook_time_minutes)}</b>`);
  if (recipe.servings > 0) items.push(`Serves <b>${recipe.servings}</b>`);
  return items.length ? `<ul class="facts">${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : '';
}

function byline(recipe: SharedRecipe): string {
  const parts: string[] = [];
  if (recipe.owner_first_name) parts.push(`Shared by ${escapeHtml(recipe.owner_first_name)}`);
  const source = recipe.source.trim();
  if (isWebAddress(source)) {
    const host = new URL(source).host.replace(/^www\./, '');
    parts.push(`from <a href="${escapeHtml(source)}" rel="nofollow noopener">${escapeHtml(host)}</a>`);
  } else if (source) {
    parts.push(`from ${escapeHtml(source)}`);
  }
  return parts.length ? `<p class="by">${parts.join(' ')}</p>` : '';
}

/** Small, plain and printable: the page needs no other file to paint. */
const STYLE = `*{box-sizing:border-box}
body{margin:0;font:17px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#fbfaf7}
main{max-width:46rem;margin:0 auto;padding:1rem 1rem 3rem}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem;margin-bottom:1rem}
.brand{font-weight:700;color:#1f2328;text-decoration:none;font-size:1.1rem}
.save{display:inline-block;background:#2f5d3a;color:#fff;padding:.6rem 1.1rem;border-radius:999px;text-decoration:none;font-weight:600}
.save:focus-visible,a:focus-visible{outline:3px solid #c25e00;outline-offset:2px}
h1{font-size:1.9rem;line-height:1.2;margin:.2rem 0 .4rem}
h2{font-size:1.3rem;margin:1.8rem 0 .6rem}
h3{font-size:1.05rem;margin:1rem 0 .3rem}
.by{color:#4a4f55;margin:0 0 1rem}
a{color:#2f5d3a}
img{display:block;width:100%;height:auto;max-height:45vh;aspect-ratio:3/2;object-fit:cover;border-radius:12px;background:#e8e4dc}
.facts{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;list-style:none;padding:0;margin:1rem 0}
ul,ol{padding-left:1.4rem}
li{margin:.3rem 0}
ol li{margin:.6rem 0}
.notes{white-space:pre-wrap}
footer{margin-top:2.5rem;padding-top:1rem;border-top:1px solid #ddd8cd;color:#4a4f55}
@media (min-width:60rem){.cols{display:grid;grid-template-columns:1fr 1.6fr;gap:2rem}}
@media print{header .save,footer{display:none}body{background:#fff;font-size:11pt}img{max-height:6cm}.cols{display:grid;grid-template-columns:1fr 1.6fr;gap:1.5rem}}`;

/** The server-rendered share page of a public recipe; every value from the recipe is escaped. */
export function renderSharePage(recipe: SharedRecipe, origin: string): string {
  const pageUrl = `${origin}/share/${recipe.id}`;
  const title = escapeHtml(recipe.title);
  const description = escapeHtml(previewDescription(recipe));
  const image = escapeHtml(absoluteImage(recipe.image, origin));
  const saveHref = `/recipe/${recipe.id}?save=1`;
  const meta = [
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    '<meta property="og:type" content="article">',
    '<meta property="og:site_name" content="Mise">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    image ? `<meta property="og:image" content="${image}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    image ? `<meta name="twitter:image" content="${image}">` : '',
  ].filter(Boolean);
  const body = [
    `<header><a class="brand" href="/">Mise</a><a class="save" href="${saveHref}">Save to Mise</a></header>`,
    '<article>',
    `<h1>${title}</h1>`,
    byline(recipe),
    image ? `<img src="${image}" alt="${title}" width="600" height="400">` : '',
    recipe.description ? `<p>${escapeHtml(recipe.description)}</p>` : '',
    facts(recipe),
    '<div class="cols">',
    recipe.ingredients.length
      ? `<section aria-labelledby="ingredients"><h2 id="ingredients">Ingredients</h2>${list('ul', recipe.ingredients)}</section>`
      : '',
    recipe.method.length
      ? `<section aria-labelledby="method"><h2 id="method">Method</h2>${list('ol', recipe.method)}</section>`
      : '',
    '</div>',
    recipe.notes.trim()
      ? `<section aria-labelledby="notes"><h2 id="notes">Notes</h2><p class="notes">${escapeHtml(recipe.notes.trim())}</p></section>`
      : '',
    '</article>',
    `<footer><p>Keep this recipe in your own collection: <a href="${saveHref}">Save to Mise</a>.</p></footer>`,
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · Mise</title>
${meta.join('\n')}
<style>${STYLE}</style>
<script type="application/ld+json">${jsonForScript(recipeJsonLd(recipe, pageUrl, origin))}</script>
</head><body><main>
${body.join('\n')}
</main></body></html>
`;
}

/** The one page for a recipe that is not public, deleted or never was: it says nothing about which. */
export const SHARE_NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Recipe not found · Mise</title>
<style>body{margin:0;font:17px/1.55 system-ui,sans-serif;color:#1f2328;background:#fbfaf7}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}a{color:#2f5d3a}</style>
</head><body><main><h1>Recipe not found</h1><p>This link does not lead to a recipe anyone can see.</p><p><a href="/">Go to Mise</a></p></main></body></html>
`;
