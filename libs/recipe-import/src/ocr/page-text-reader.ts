import type { ImportedDraft } from '@mise/contracts';
import { emptyDraft } from '../draft';
import { applyMeta, limitInput, tidyTitle } from '../text/draft-helpers';
import { opensWithMeasure } from '@mise/recipe-text';
import { looksLikeIngredient } from '../text/ingredient-line';
import { numberedStep } from '../text/line-shape';
import { isMetaOnlyLine, mergeMeta, type RecipeMeta } from '../text/recipe-meta';
import { isHeading } from '../shared/text';
import { sectionHeader } from '../text/section-headers';
import { structureLines } from '../text/structure-lines';
import {
  dropPageNoise,
  isGuessedAmount,
  joinHyphenatedBreaks,
  repairInlineAmounts,
  repairLeadingAmount,
  repairUnitGuesses,
  repairUnitMisreads,
} from './ocr-repair';

/** Web-page furniture that comes along when a recipe is copied from a browser. */
const PASTE_CLUTTER_RE =
  /^(?:print(?: recipe)?|pin(?: recipe)?|jump to (?:recipe|video)|save(?: recipe)?|rate(?: this recipe)?|share|email|cook mode|prevent your screen from going dark|us customary|metric|\d+x(?:\s+\d+x)*|[☆★]+|\d+(?:\.\d)?\s*(?:from\s+)?\d*\s*(?:votes?|reviews?|ratings?)|course:?|cuisine:?|keyword:?|author:?|calories:?.*|nutrition(?: facts)?|did you make this recipe\??|tried this recipe\??.*)$/iu;

const COLUMN_GAP_RE = / {4,}(?=\S)/g;

/**
 * OCR that keeps the layout prints two columns side by side with a wide gap on each line. When most
 * lines have such a gap at about the same place, the left column is read first, then the right one,
 * so ingredients and steps are not interleaved.
 */
export function separateColumns(lines: string[]): string[] {
  const starts: number[] = [];
  for (const line of lines) {
    COLUMN_GAP_RE.lastIndex = 0;
    const m = COLUMN_GAP_RE.exec(line.trimEnd());
    if (m && line.slice(0, m.index).trim()) starts.push(m.index + m[0].length);
  }
  const content = lines.filter((line) => line.trim()).length;
  if (content < 4 || starts.length < content * 0.5) return lines;
  const sorted = [...starts].sort((a, b) => a - b);
  const column = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const left: string[] = [];
  const right: string[] = [];
  for (const line of lines) {
    const text = line.trimEnd();
    if (!text.trim()) {
      left.push('');
      right.push('');
      continue;
    }
    COLUMN_GAP_RE.lastIndex = 0;
    let split = -1;
    for (let m = COLUMN_GAP_RE.exec(text); m; m = COLUMN_GAP_RE.exec(text)) {
      const at = m.index + m[0].length;
      if (Math.abs(at - column) <= 8 && text.slice(0, m.index).trim()) split = at;
    }
    if (split >= 0) {
      left.push(text.slice(0, split).trim());
      right.push(text.slice(split).trim());
    } else if (text.length - text.trimStart().length >= column - 8) right.push(text.trim());
    else left.push(text.trim());
  }
  return [...left, '', ...right];
}

function splitLines(text: string): string[] {
  const raw = text
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n\n')
    .replace(/\t/g, '    ')
    .replace(/[\u00A0\u2000-\u200B]/g, ' ')
    .split('\n');
  return separateColumns(raw).map((line) => line.replace(/\s+/g, ' ').trim());
}

function isTitleCandidate(line: string): boolean {
  const words = line.split(/\s+/).length;
  return (
    /\p{L}{2}/u.test(line) &&
    words <= 10 &&
    line.length <= 70 &&
    !/[.,;]$/.test(line) &&
    !opensWithMeasure(line) &&
    numberedStep(line) === null &&
    sectionHeader(line) === null &&
    !isMetaOnlyLine(line)
  );
}

/**
 * The title is the first prominent line: the first short line that is neither an amount, a header
 * nor metadata. A title in capitals that wraps onto a second capitals line is joined.
 */
function takeTitle(lines: string[]): { title: string; rest: string[]; meta: RecipeMeta } {
  const meta: RecipeMeta = {};
  let seen = 0;
  for (let i = 0; i < lines.length && seen < 6; i += 1) {
    const line = lines[i] ?? '';
    if (!line) continue;
    seen += 1;
    const lineMeta = isMetaOnlyLine(line);
    if (lineMeta) {
      mergeMeta(meta, lineMeta);
      continue;
    }
    if (sectionHeader(line) || looksLikeIngredient(line)) break;
    if (!isTitleCandidate(line)) continue;
    let title = line;
    let end = i;
    const next = lines[i + 1] ?? '';
    const isCaps = (s: string): boolean => s === s.toUpperCase() && /\p{Lu}{2}/u.test(s);
    if (next && isCaps(line) && isCaps(next) && isTitleCandidate(next) && `${line} ${next}`.length <= 70) {
      title = `${line} ${next}`;
      end = i + 1;
    }
    return { title: tidyTitle(title), rest: [...lines.slice(0, i), ...lines.slice(end + 1)], meta };
  }
  return { title: '', rest: lines, meta };
}

interface PageOptions {
  ocr: boolean;
}

function readPage(text: string, options: PageOptions): ImportedDraft | null {
  let lines = splitLines(limitInput(text));
  if (options.ocr) lines = dropPageNoise(lines);
  else lines = lines.filter((line) => !PASTE_CLUTTER_RE.test(line));
  // Lines whose amount was misread or lost, as repaired: the draft marks the ingredients they open.
  const guessed = new Set<string>();
  lines = joinHyphenatedBreaks(lines).map((line) => {
    if (!line) return line;
    const guess = options.ocr ? repairUnitGuesses(repairUnitMisreads(line)) : { line, guessed: false };
    const repaired = repairInlineAmounts(repairLeadingAmount(guess.line));
    if (options.ocr && (isGuessedAmount(line) || guess.guessed)) guessed.add(repaired);
    return repaired;
  });

  const { title, rest, meta } = takeTitle(lines);
  const structured = structureLines(rest, { wrapped: options.ocr });
  mergeMeta(structured.meta, meta);
  const ingredients = structured.ingredients.filter((line) => !isHeading(line));
  // A page with neither a list of ingredients nor steps is not a recipe (a menu, a story page).
  if (ingredients.length < 2 && structured.method.length < 2) return null;
  if (ingredients.length === 0 && structured.underHeaders === 0) return null;

  const draft = emptyDraft();
  draft.title = title || (structured.preamble[0] ?? '').slice(0, 80);
  if (!draft.title) return null;
  draft.description = structured.preamble
    .filter((line) => line !== draft.title)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 600);
  draft.ingredients = structured.ingredients;
  const head = (s: string) => s.replace(/^[^\p{L}\p{N}½¼¾⅓⅔⅛]+/u, '');
  const guessedHeads = [...guessed].map(head).filter(Boolean);
  draft.uncertain_amounts = structured.ingredients.flatMap((line, i) =>
    guessedHeads.some((g) => head(line).startsWith(g) || g.startsWith(head(line))) ? [i] : [],
  );
  draft.method = structured.method;
  draft.notes = structured.notes.join('\n');
  applyMeta(draft, structured.meta);
  return draft;
}

/**
 * Structures raw OCR text of a cookbook page into a draft: title, ingredient block, method block,
 * servings and times, with OCR damage to amounts repaired. Null when the page holds no recipe.
 */
export function readPageText(text: string): ImportedDraft | null {
  try {
    return readPage(text, { ocr: true });
  } catch {
    return null;
  }
}

/**
 * The same structuring for text a person pasted (from a web page, a message, a note): line breaks are
 * meant, so lines are items rather than wrapped fragments, and page furniture is web clutter instead.
 */
export function readPastedText(text: string): ImportedDraft | null {
  try {
    return readPage(text, { ocr: false });
  } catch {
    return null;
  }
}
