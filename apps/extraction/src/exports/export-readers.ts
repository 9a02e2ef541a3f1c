import type * as Fflate from 'fflate';
import type { Unzipped } from 'fflate';
import { ExportFormat, isMiseExport, KeptRecipeFields, RecipeDraft } from '@mise/contracts';
import { parseDuration, recipeNodeToDraft, servingsFromYield, yieldText } from '@mise/recipe-import';
import { parseMiseExport, readMiseExport } from './mise-export.reader';

/*
 * Other apps' export files to recipe candidates. Pure: bytes in, candidates out. Images found in
 * a file come back as raw bytes for the caller to shrink; image addresses are kept as they are.
 */

export class ExportFileError extends Error {}

/** Limits against archive bombs: what a real collection export never comes near. */
export const EXPORT_LIMITS = {
  maxEntries: 5000,
  maxUnpackedBytes: 300 * 1024 * 1024,
  maxRecipeBytes: 5 * 1024 * 1024,
};

export interface ReadRecipe {
  draft: RecipeDraft;
  /** The recipe's photo, when the file carries it. */
  imageBytes?: Uint8Array;
  /** What the file called this entry, for the skipped list. */
  name: string;
  /** Fields beyond the draft that only our own export carries. */
  kept?: KeptRecipeFields;
}

export interface ReadExport {
  format: ExportFormat;
  recipes: ReadRecipe[];
  skipped: Array<{ name: string; reason: string }>;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
const lines = (v: unknown): string[] =>
  str(v)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
const minutes = (v: unknown): number => parseDuration(typeof v === 'number' ? v : str(v)) ?? 0;
const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isGzip = (b: Uint8Array) => b[0] === 0x1f && b[1] === 0x8b;
const decode = (b: Uint8Array) => new TextDecoder('utf-8').decode(b).replace(/^\uFEFF/, '');
/** The names in lists of tags or keywords, each written as a string or as `{ name }`. */
const namesIn = (...lists: unknown[]): string[] =>
  lists
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .map((t) => (isObject(t) ? str(t.name) : str(t)))
    .filter(Boolean);
const generalTags = (names: string[]): RecipeDraft['tags'] => (names.length ? { General: names } : {});

/** fflate is loaded with the first archive, not at start. */
function loadFflate(): typeof Fflate {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('fflate') as typeof Fflate;
}

function unzip(bytes: Uint8Array): Unzipped {
  const { unzipSync } = loadFflate();
  let entries = 0;
  let total = 0;
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        total += file.originalSize;
        if (entries > EXPORT_LIMITS.maxEntries || total > EXPORT_LIMITS.maxUnpackedBytes)
          throw new ExportFileError('The archive is too large to import');
        return !file.name.endsWith('/');
      },
    });
  } catch (error) {
    if (error instanceof ExportFileError) throw error;
    throw new ExportFileError('The archive could not be opened');
  }
}

function gunzip(bytes: Uint8Array): Uint8Array {
  // The gzip trailer states the unpacked size: refuse before unpacking anything.
  const n = bytes.length;
  const size =
    n >= 4 ? ((bytes[n - 1]! << 24) | (bytes[n - 2]! << 16) | (bytes[n - 3]! << 8) | bytes[n - 4]!) >>> 0 : 0;
  if (size > EXPORT_LIMITS.maxRecipeBytes) throw new ExportFileError('A recipe in the file is too large');
  return loadFflate().gunzipSync(bytes);
}

function parseJson(bytes: Uint8Array): unknown {
  return JSON.parse(decode(bytes));
}

function draftOf(fields: Partial<RecipeDraft>): RecipeDraft {
  return RecipeDraft.parse(fields);
}

// --- Paprika: a zip of NAME.paprikarecipe entries, each gzipped JSON ---------------------------

function paprikaRecipe(json: Json): { draft: RecipeDraft; imageBytes?: Uint8Array } {
  const categories = Array.isArray(json.categories) ? json.categories.map(str).filter(Boolean) : [];
  const photo = str(json.photo_data);
  const servingsText = str(json.servings);
  return {
    draft: draftOf({
      title: str(json.name),
      description: str(json.description),
      ingredients: lines(json.ingredients),
      method: lines(json.directions),
      notes: str(json.notes),
      servings: servingsFromYield(servingsText),
      prep_time_minutes: minutes(json.prep_time),
      cook_time_minutes: minutes(json.cook_time),
      source: str(json.source) || hostOf(str(json.source_url)),
      image: /^https?:\/\//.test(str(json.image_url)) ? str(json.image_url) : '',
      tags: generalTags(categories),
    }),
    ...(photo ? { imageBytes: Buffer.from(photo, 'base64') } : {}),
  };
}

function readPaprika(entries: Array<[string, Uint8Array]>): ReadExport {
  const out: ReadExport = { format: 'paprika', recipes: [], skipped: [] };
  for (const [name, bytes] of entries) {
    try {
      const json = parseJson(isGzip(bytes) ? gunzip(bytes) : bytes);
      if (!isObject(json)) throw new Error('not a recipe');
      out.recipes.push({ name, ...paprikaRecipe(json) });
    } catch (error) {
      out.skipped.push({
        name,
        reason: error instanceof ExportFileError ? error.message : 'Could not be read',
      });
    }
  }
  return out;
}

// --- Mealie: a zip with recipes/<slug>/<slug>.json and images/<...> -------------------------

function mealieRecipe(json: Json): RecipeDraft {
  const ingredients = (Array.isArray(json.recipeIngredient) ? json.recipeIngredient : []).flatMap((item) => {
    if (typeof item === 'string') return [item.trim()];
    if (!isObject(item)) return [];
    const title = str(item.title);
    const text =
      str(item.display) ||
      str(item.originalText) ||
      [
        str(item.quantity) === '0' ? '' : str(item.quantity),
        str(isObject(item.unit) ? item.unit.name : ''),
        str(isObject(item.food) ? item.food.name : ''),
        str(item.note),
      ]
        .filter(Boolean)
        .join(' ');
    return [...(title ? [`*${title}*`] : []), ...(text ? [text] : [])];
  });
  const method = (Array.isArray(json.recipeInstructions) ? json.recipeInstructions : []).flatMap((step) => {
    if (typeof step === 'string') return [step.trim()];
    if (!isObject(step)) return [];
    const title = str(step.title);
    return [...(title ? [`*${title}*`] : []), str(step.text)].filter(Boolean);
  });
  const notes = (Array.isArray(json.notes) ? json.notes : [])
    .filter(isObject)
    .map((n) => [str(n.title), str(n.text)].filter(Boolean).join(': '))
    .join('\n');
  const tags = namesIn(json.tags, json.recipeCategory);
  return draftOf({
    title: str(json.name),
    description: str(json.description),
    ingredients,
    method,
    notes,
    servings: Number(json.recipeServings) || servingsFromYield(yieldText(json.recipeYield)),
    prep_time_minutes: minutes(json.prepTime),
    cook_time_minutes: minutes(json.performTime ?? json.cookTime),
    source: hostOf(str(json.orgURL)),
    image: '',
    tags: generalTags(tags),
  });
}

const looksMealie = (json: unknown): json is Json =>
  isObject(json) &&
  'recipeIngredient' in json &&
  ('slug' in json || 'orgURL' in json || 'performTime' in json);

// --- Tandoor: a zip of zips, each holding recipe.json and image.* ----------------------------

function tandoorRecipe(json: Json): RecipeDraft {
  const ingredients: string[] = [];
  const method: string[] = [];
  for (const step of Array.isArray(json.steps) ? json.steps.filter(isObject) : []) {
    for (const ing of Array.isArray(step.ingredients) ? step.ingredients.filter(isObject) : []) {
      const food = str(isObject(ing.food) ? ing.food.name : '');
      if (ing.is_header) {
        if (food || str(ing.note)) ingredients.push(`*${food || str(ing.note)}*`);
        continue;
      }
      const amount = ing.no_amount || !Number(ing.amount) ? '' : str(Number(ing.amount));
      const unit = str(isObject(ing.unit) ? ing.unit.name : '');
      const note = str(ing.note);
      const line = [amount, unit, food].filter(Boolean).join(' ') + (note ? `, ${note}` : '');
      if (line.trim()) ingredients.push(line.trim());
    }
    const name = str(step.name);
    if (name) method.push(`*${name}*`);
    method.push(...lines(step.instruction));
  }
  const keywords = namesIn(json.keywords);
  return draftOf({
    title: str(json.name),
    description: str(json.description),
    ingredients,
    method,
    servings: Number(json.servings) || servingsFromYield(str(json.servings_text)),
    prep_time_minutes: minutes(json.working_time),
    cook_time_minutes: minutes(json.waiting_time),
    source: hostOf(str(json.source_url)),
    tags: generalTags(keywords),
  });
}

// --- schema.org Recipe JSON-LD (RecipeSage exports an array of these) ------------------------

function recipeNodes(value: unknown, found: Json[] = [], depth = 0): Json[] {
  if (depth > 6) return found;
  if (Array.isArray(value)) {
    for (const item of value) recipeNodes(item, found, depth + 1);
    return found;
  }
  if (!isObject(value)) return found;
  const types = ([] as unknown[]).concat(value['@type'] ?? []).map(str);
  if (types.some((t) => /(^|\/)Recipe$/.test(t))) found.push(value);
  else {
    if (value['@graph']) recipeNodes(value['@graph'], found, depth + 1);
    if (value.mainEntity) recipeNodes(value.mainEntity, found, depth + 1);
  }
  return found;
}

function jsonLdRecipe(node: Json): RecipeDraft {
  const imported = recipeNodeToDraft(node as Parameters<typeof recipeNodeToDraft>[0]);
  const url =
    str(node.url) ||
    str(node.isBasedOn) ||
    str(isObject(node.mainEntityOfPage) ? node.mainEntityOfPage['@id'] : node.mainEntityOfPage);
  return RecipeDraft.parse({
    ...imported,
    source: imported.author || imported.source || hostOf(url) || str(node.creditText),
    notes: str(node.comment) || imported.notes,
  });
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

const IMAGE_RE = /\.(?:jpe?g|png|webp|gif|avif)$/i;

/** Reads an export file of any supported kind, told apart by its content, not its name. */
export function readExportFile(bytes: Uint8Array, fileName = ''): ReadExport {
  if (bytes.length === 0) throw new ExportFileError('The file is empty');
  if (isZip(bytes)) {
    const files = Object.entries(unzip(bytes));
    const paprika = files.filter(([name]) => name.toLowerCase().endsWith('.paprikarecipe'));
    if (paprika.length) return readPaprika(paprika);
    const innerZips = files.filter(([name, b]) => name.toLowerCase().endsWith('.zip') && isZip(b));
    if (innerZips.length) return readTandoor(innerZips);
    return readJsonArchive(files);
  }
  if (isGzip(bytes)) return readPaprika([[fileName || 'recipe.paprikarecipe', bytes]]);
  let json: unknown;
  try {
    json = parseJson(bytes);
  } catch {
    throw new ExportFileError('The file is not a recipe export this app can read');
  }
  return readJsonDocument(json, fileName || 'file');
}

function readTandoor(innerZips: Array<[string, Uint8Array]>): ReadExport {
  const out: ReadExport = { format: 'tandoor', recipes: [], skipped: [] };
  for (const [name, bytes] of innerZips) {
    try {
      const inner = Object.entries(unzip(bytes));
      const recipeJson = inner.find(([n]) => n.toLowerCase().endsWith('recipe.json'));
      if (!recipeJson) throw new ExportFileError('No recipe.json inside');
      const json = parseJson(recipeJson[1]);
      if (!isObject(json)) throw new ExportFileError('No recipe inside');
      const image = inner.find(([n]) => IMAGE_RE.test(n));
      out.recipes.push({ name, draft: tandoorRecipe(json), ...(image ? { imageBytes: image[1] } : {}) });
    } catch (error) {
      out.skipped.push({
        name,
        reason: error instanceof ExportFileError ? error.message : 'Could not be read',
      });
    }
  }
  return out;
}

function readJsonArchive(files: Array<[string, Uint8Array]>): ReadExport {
  const jsonFiles = files.filter(([name]) => name.toLowerCase().endsWith('.json'));
  const out: ReadExport = { format: 'mealie', recipes: [], skipped: [] };
  let sawJsonLd = false;
  for (const [name, bytes] of jsonFiles) {
    let json: unknown;
    try {
      json = parseJson(bytes);
    } catch {
      out.skipped.push({ name, reason: 'Could not be read' });
      continue;
    }
    if (looksMealie(json)) {
      // Mealie keeps a recipe's pictures in a folder named after it: recipes/<slug>/images/...
      const folder = name.slice(0, name.lastIndexOf('/') + 1);
      const image = files.find(([n]) => n.startsWith(folder) && n !== name && IMAGE_RE.test(n));
      out.recipes.push({ name, draft: mealieRecipe(json), ...(image ? { imageBytes: image[1] } : {}) });
      continue;
    }
    let doc: ReadExport;
    try {
      doc = readJsonDocument(json, name);
    } catch {
      continue; // Settings or metadata files travel in exports too; they are not recipes.
    }
    if (doc.recipes.length) sawJsonLd = true;
    out.recipes.push(...doc.recipes);
    out.skipped.push(...doc.skipped);
  }
  if (sawJsonLd && !out.recipes.some((r) => r.name.endsWith('.json') && !r.name.includes('#')))
    out.format = 'json-ld';
  if (out.recipes.length === 0 && out.skipped.length === 0)
    throw new ExportFileError('The archive holds no recipes this app can read');
  return out;
}

function readJsonDocument(json: unknown, name: string): ReadExport {
  if (isMiseExport(json)) {
    const file = parseMiseExport(json);
    if (!file) throw new ExportFileError('The Mise export could not be read');
    return readMiseExport(file);
  }
  if (looksMealie(json))
    return { format: 'mealie', recipes: [{ name, draft: mealieRecipe(json) }], skipped: [] };
  if (isObject(json) && Array.isArray(json.steps) && 'working_time' in json)
    return { format: 'tandoor', recipes: [{ name, draft: tandoorRecipe(json) }], skipped: [] };
  if (isObject(json) && 'directions' in json && 'ingredients' in json && typeof json.ingredients === 'string')
    return { format: 'paprika', recipes: [{ name, ...paprikaRecipe(json) }], skipped: [] };
  const nodes = recipeNodes(json);
  if (nodes.length === 0) throw new ExportFileError('The file holds no schema.org Recipe');
  return {
    // RecipeSage exports its whole collection as one JSON-LD array.
    format: Array.isArray(json) ? 'recipesage' : 'json-ld',
    recipes: nodes.map((node, i) => ({ name: `${name}#${i + 1}`, draft: jsonLdRecipe(node) })),
    skipped: [],
  };
}
