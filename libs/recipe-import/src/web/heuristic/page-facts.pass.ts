// Page kind: times and servings given as labelled lines ('Prep time: 15 minutes', 'Serves 4').
import type { ImportedDraft } from '@mise/contracts';
import { parseHumanDuration } from '../../shared/duration';
import { servingsFromYield } from '../../shared/yield';
import type { AnyNode } from '../html-dom';
import { readIconYield } from './icon-yield.pass';
import type { Block } from './lines';
import { passOn } from './passes';

// A recipe card's bare 'Time' label (a summary box, a wiki infobox) gives the whole time.
export const TIME_LABEL =
  /^(prep(?:aration)?(?: time)?|cook(?:ing)?(?: time)?|bake time|baking time|total(?: time)?|ready in|vorbereitungszeit|kochzeit|backzeit|gesamtzeit|temps de préparation|temps de cuisson|temps total|préparation|cuisson|tempo di preparazione|tempo di cottura|tempo totale|tiempo de preparación|tiempo de cocción|tiempo total|tempo de preparo|tempo total|bereidingstijd|kooktijd|totale tijd|time|zeit|temps|tempo|tiempo|tijd|czas|idő)\s*[:：]?\s*(.*)$/i;

export const YIELD_LABEL =
  /^(yields?|serves|servings|makes|portions?|portionen|personen|personnes|pour|porzioni|dosi per|porciones|raciones|porções|doses|adag|porcje|porcji|porties|persone)\b\s*[:：]?\s*(.*)$/i;

/** The value after a label, or in the next short block when the label stands alone. */
export function labelled(blocks: Block[], i: number, rest: string): string {
  if (/\d/.test(rest)) return rest;
  for (let j = i + 1; j <= i + 2 && j < blocks.length; j += 1) {
    const next = blocks[j].text;
    if (next.length <= 40 && /^\s*\d/.test(next)) return next;
  }
  return '';
}

export interface PageFacts {
  prep: number | null;
  cook: number | null;
  total: number | null;
  yields: string;
}

/** 'Prep time: 15 minutes', 'Serves 4', 'Yield:' + '6 servings' lines anywhere in the page's text. */
export function readPageFacts(blocks: Block[]): PageFacts {
  const facts: PageFacts = { prep: null, cook: null, total: null, yields: '' };
  blocks.forEach((b, i) => {
    if (b.text.length > 80) return;
    const time = TIME_LABEL.exec(b.text);
    if (time) {
      const minutes = parseHumanDuration(labelled(blocks, i, time[2]));
      if (minutes === null) return;
      const key = time[1].toLowerCase();
      if (
        /^(prep|vorbereitung|temps de prép|préparation|tempo di prep|tiempo de prep|tempo de prep|bereiding)/.test(
          key,
        )
      )
        facts.prep ??= minutes;
      else if (
        /^(cook|bak|koch|back|temps de cuisson|cuisson|tempo di cottura|tiempo de cocción|kook)/.test(key)
      )
        facts.cook ??= minutes;
      else facts.total ??= minutes;
      return;
    }
    const serves = YIELD_LABEL.exec(b.text);
    if (serves && !facts.yields) {
      const value = labelled(blocks, i, serves[2]).trim();
      if (value) facts.yields = /^\d+$/.test(value) ? `${value} servings` : value;
    }
  });
  return facts;
}

/** Fills only what the draft does not know yet. */
export function fillFacts(draft: ImportedDraft, facts: PageFacts): void {
  if (!draft.prep_time_minutes && facts.prep) draft.prep_time_minutes = facts.prep;
  if (!draft.cook_time_minutes && facts.cook) draft.cook_time_minutes = facts.cook;
  if (draft.total_time_minutes === null && facts.total) draft.total_time_minutes = facts.total;
  if (!draft.yields && facts.yields) {
    draft.yields = facts.yields;
    draft.servings = servingsFromYield(facts.yields);
  }
}

export function readTimes(blocks: Block[], draft: ImportedDraft, root: AnyNode): void {
  if (passOn('page-facts')) fillFacts(draft, readPageFacts(blocks));
  if (passOn('icon-yield') && !draft.yields)
    fillFacts(draft, { prep: null, cook: null, total: null, yields: readIconYield(root) });
}
