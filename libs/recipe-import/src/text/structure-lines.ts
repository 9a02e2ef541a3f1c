import { looksLikeIngredient } from './ingredient-line';
import { numberedStep, startsWithCookingVerb, stripBullet } from './line-shape';
import { isMetaOnlyLine, mergeMeta, readMetaLine, type RecipeMeta } from './recipe-meta';
import { toHeading } from '../shared/text';
import { opensWithMeasure, type SectionKind } from '@mise/recipe-text';
import { sectionHeader, subHeading } from './section-headers';

/**
 * Sorts cleaned lines of recipe text into description, ingredients, method and notes. Shared by the
 * video-description reader and the page (OCR / pasted text) reader; they differ in how lines wrap.
 */
export interface StructureOptions {
  /**
   * Printed pages wrap long sentences over several lines, so a method line continues the previous
   * step until a sentence ends; in descriptions every line is its own item.
   */
  wrapped: boolean;
}

export interface StructuredText {
  preamble: string[];
  ingredients: string[];
  method: string[];
  notes: string[];
  meta: RecipeMeta;
  /** How many ingredients and steps came from under an explicit header (stronger evidence). */
  underHeaders: number;
}

type Section = 'preamble' | SectionKind;

const MAX_PARAGRAPH_LINES = 8;
const SENTENCE_END_RE = /[.!?)"”]$/u;

function isStepLike(line: string): boolean {
  if (numberedStep(line) !== null) return true;
  const { text } = stripBullet(line);
  const words = text.split(/\s+/).length;
  if (opensWithMeasure(text) && words <= 20) return false;
  return (startsWithCookingVerb(text) && words >= 4) || (words >= 12 && /[.!?]/.test(text));
}

function ingredientRatio(lines: string[]): { count: number; ratio: number } {
  let count = 0;
  let considered = 0;
  for (const line of lines) {
    if (subHeading(line) !== null) continue;
    // Lowercase openings are wrapped continuations of the line before; they decide nothing.
    if (/^\p{Ll}/u.test(line.trim())) continue;
    considered += 1;
    if (looksLikeIngredient(line) && !isStepLike(line)) count += 1;
  }
  return { count, ratio: considered ? count / considered : 0 };
}

function isIngredientBlock(lines: string[]): boolean {
  const { count, ratio } = ingredientRatio(lines);
  return count >= 2 && ratio >= 0.6;
}

function leadingMarker(line: string): string {
  const { text } = stripBullet(line);
  return line
    .trim()
    .slice(0, line.trim().length - text.length)
    .trim();
}

/**
 * "🌶️ Sauce" above "✅ 3 tbsp gochujang": a short unquantified line whose marker differs from the
 * list's marker names a group rather than an ingredient.
 */
function markedHeading(line: string, next: string | undefined): string | null {
  if (next === undefined) return null;
  const { text } = stripBullet(line);
  const marker = leadingMarker(line);
  if (!marker || opensWithMeasure(text) || text.split(/\s+/).length > 4 || /[.!?,]$/.test(text)) return null;
  if (leadingMarker(next) === marker || !looksLikeIngredient(next)) return null;
  return text.replace(/[:：]$/, '');
}

/** Wrapped sentences: a paragraph of a description or a step, not a list. */
function isProseBlock(lines: string[]): boolean {
  const joined = lines.join(' ');
  return joined.split(/\s+/).length >= 12 && /[.!?]/.test(joined) && ingredientRatio(lines).ratio < 0.5;
}

/**
 * Four or more short lines without sentence ends ("Zucchini", "Basil", "Pine nuts") read as a list:
 * without amounts or a header, that is how an ingredient list looks on a page.
 */
function isShortListBlock(lines: string[]): boolean {
  if (lines.length < 4) return false;
  const short = lines.filter((line) => {
    const { text } = stripBullet(line);
    return (
      text.split(/\s+/).length <= 6 &&
      !/[.!?:]$/.test(text) &&
      !startsWithCookingVerb(text, true) &&
      /^[\p{Lu}\d]/u.test(text)
    );
  }).length;
  return short >= lines.length * 0.8;
}

function cleanItem(line: string): string {
  return stripBullet(line).text.replace(/\s+/g, ' ').trim();
}

function stepText(line: string): string {
  const numbered = numberedStep(line);
  return (numbered ?? cleanItem(line)).replace(/\s+/g, ' ').trim();
}

/** Splits on blank lines; a header line always starts a block of its own. */
function toBlocks(lines: string[]): string[][] {
  const blocks: string[][] = [];
  let current: string[] = [];
  const flush = (): void => {
    if (current.length) blocks.push(current);
    current = [];
  };
  for (const line of lines) {
    if (!line.trim()) {
      flush();
      continue;
    }
    if (sectionHeader(line)) flush();
    current.push(line.trim());
  }
  flush();
  return blocks;
}

export function structureLines(lines: string[], options: StructureOptions): StructuredText {
  const out: StructuredText = {
    preamble: [],
    ingredients: [],
    method: [],
    notes: [],
    meta: {},
    underHeaders: 0,
  };
  let section: Section = 'preamble';
  let explicit = false;
  let noteBlock: string[] = [];
  let stepOpen = false;
  let numberedSteps = 0;
  // On a printed page a numbered step runs on, over any number of lines, until the next number.
  let lastNumbered = false;
  // An unnumbered paragraph of a few printed lines is one step; a long run of lines is split at sentence ends.
  let paragraphStep = false;
  // The current block was taken as a list as a whole, so its odd lines are still items.
  let listBlock = false;

  const flushNotes = (): void => {
    if (noteBlock.length) out.notes.push(noteBlock.join(' '));
    noteBlock = [];
  };

  const addIngredient = (line: string): void => {
    const item = cleanItem(line);
    if (item) out.ingredients.push(item);
    if (explicit) out.underHeaders += 1;
  };

  const addStep = (line: string, newBlock: boolean): void => {
    const numbered = numberedStep(line) !== null;
    if (numbered) numberedSteps += 1;
    const text = stepText(line);
    if (!text) return;
    const last = out.method.length - 1;
    const continues =
      last >= 0 &&
      !numbered &&
      !newBlock &&
      (/^\p{Ll}/u.test(text) || (options.wrapped && (stepOpen || lastNumbered || paragraphStep)));
    if (continues) out.method[last] = `${out.method[last]} ${text}`.replace(/(\p{L})- (\p{Ll})/u, '$1$2');
    else {
      lastNumbered = numbered;
      out.method.push(text);
      if (explicit) out.underHeaders += 1;
    }
    stepOpen = !SENTENCE_END_RE.test(text);
  };

  for (const block of toBlocks(lines)) {
    let body = block;
    listBlock = false;
    const header = sectionHeader(block[0] ?? '');
    if (header) {
      flushNotes();
      section = header.kind;
      explicit = true;
      stepOpen = false;
      mergeMeta(out.meta, readMetaLine(header.aside).meta);
      body = block.slice(1);
      if (header.inline) {
        const inlineMeta = isMetaOnlyLine(header.inline);
        if (inlineMeta) mergeMeta(out.meta, inlineMeta);
        else if (section === 'ingredients' && header.inline.includes(',') && !/[.!?]$/.test(header.inline)) {
          body = [...header.inline.split(/\s*,\s*/), ...body];
        } else body = [header.inline, ...body];
      }
    } else if (section !== 'ingredients' && !(explicit && section === 'notes') && isIngredientBlock(block)) {
      flushNotes();
      section = 'ingredients';
      explicit = false;
      listBlock = true;
    } else if (
      section === 'method' &&
      numberedSteps >= 2 &&
      numberedStep(block[0] ?? '') === null &&
      !startsWithCookingVerb(stripBullet(block[0] ?? '').text)
    ) {
      // After a numbered method, an unnumbered paragraph that is no instruction is an aside.
      flushNotes();
      section = 'notes';
      explicit = false;
    } else if (
      section === 'preamble' &&
      out.ingredients.length === 0 &&
      out.method.length === 0 &&
      isShortListBlock(block)
    ) {
      section = 'ingredients';
      explicit = false;
      listBlock = true;
    } else if (
      (section === 'ingredients' || section === 'preamble') &&
      (block.some(isStepLike) || isProseBlock(block)) &&
      !isIngredientBlock(block)
    ) {
      const first = block[0] ?? '';
      const opensWithStep =
        numberedStep(first) !== null || startsWithCookingVerb(stripBullet(first).text, true);
      // Before any ingredient, a paragraph is the introduction unless it reads like an instruction.
      if (section === 'ingredients' || opensWithStep) {
        section = 'method';
        explicit = false;
      }
    }

    let newBlock = true;
    paragraphStep = body.length <= MAX_PARAGRAPH_LINES && numberedStep(body[0] ?? '') === null;
    for (let i = 0; i < body.length; i += 1) {
      const line = body[i] ?? '';
      // Inside a method, "Bake 25 minutes." is a step; only a labelled line there is metadata.
      const meta =
        section === 'method' && !/\b(?:time|zeit|serves|makes|servings|yields?)\b|:/iu.test(line)
          ? null
          : isMetaOnlyLine(line);
      if (meta) {
        mergeMeta(out.meta, meta);
        continue;
      }
      if (section === 'preamble') {
        const next = body[i + 1] ?? '';
        if (looksLikeIngredient(line) && looksLikeIngredient(next) && !isStepLike(line)) {
          section = 'ingredients';
          explicit = false;
        } else if (numberedStep(line) !== null && numberedStep(next) !== null) {
          section = 'method';
          explicit = false;
        } else {
          // "This batch makes 12 cookies", "ready in 20 minutes": the introduction often says it.
          mergeMeta(out.meta, readMetaLine(line).meta);
          out.preamble.push(line);
          continue;
        }
      }
      if (section === 'ingredients') {
        const heading = subHeading(line, { allowBare: explicit }) ?? markedHeading(line, body[i + 1]);
        if (heading !== null && i < body.length - 1) {
          out.ingredients.push(toHeading(heading));
          continue;
        }
        const last = out.ingredients.length - 1;
        const previous = out.ingredients[last] ?? '';
        // A printed line that wrapped: "100 g parmesan, plus extra" / "for sprinkling".
        if (
          options.wrapped &&
          last >= 0 &&
          !previous.startsWith('*') &&
          /^\p{Ll}/u.test(line) &&
          !opensWithMeasure(line) &&
          /(?:[,;(]|\b(?:and|or|plus|extra|with|for|of|the|a|to|into|in|at|cut|such as))$/iu.test(previous)
        ) {
          out.ingredients[last] = `${previous} ${cleanItem(line)}`;
          continue;
        }
        if (looksLikeIngredient(line, { inIngredientBlock: true }) && !isStepLike(line)) {
          addIngredient(line);
          continue;
        }
        if (
          last >= 0 &&
          /^\p{Ll}/u.test(line) &&
          !startsWithCookingVerb(line, true) &&
          line.split(/\s+/).length <= 8
        ) {
          out.ingredients[last] = `${out.ingredients[last]} ${cleanItem(line)}`;
          continue;
        }
        // Under an "Ingredients" header only a clear instruction ends the list; a long ingredient does not.
        const clearStep =
          numberedStep(line) !== null ||
          (startsWithCookingVerb(stripBullet(line).text, true) && line.split(/\s+/).length >= 5);
        if (listBlock && !clearStep) {
          addIngredient(line);
          continue;
        }
        // Without headers, what follows an ingredient list is the method: a sentence there is a step
        // (notes need their own header, or come after a numbered method).
        if (explicit ? clearStep : isStepLike(line) || options.wrapped || SENTENCE_END_RE.test(line)) {
          section = 'method';
          explicit = false;
          newBlock = true;
        } else {
          noteBlock.push(cleanItem(line));
          continue;
        }
      }
      if (section === 'method') {
        if (subHeading(line) !== null && numberedStep(line) === null) {
          newBlock = true;
          continue;
        }
        addStep(line, newBlock);
        newBlock = false;
        continue;
      }
      noteBlock.push(cleanItem(line));
    }
    if (section === 'notes') flushNotes();
  }
  flushNotes();
  return out;
}
