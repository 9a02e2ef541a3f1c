// Serves the passes' specs: a small page and a way to read it with one pass turned off.
import type { ImportedDraft } from '@mise/contracts';
import { readHeuristicRecipe } from '../heuristic.reader';
import { turnOffPasses } from './passes';

export const page = (html: string): string =>
  `<html><head><title>Rice Pilaf</title></head><body><h1>Rice Pilaf</h1>${html}</body></html>`;
export const ul = (items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const ol = (items: string[]): string => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
export const food = ['2 cups basmati rice', '1 onion, chopped', '3 cups stock'];
export const steps = [
  'Rinse the rice until the water runs clear.',
  'Fry the onion, add rice and stock, and simmer for 15 minutes.',
];

/** The draft the heading reader makes of a page, with the named passes turned off (measurement only). */
export function readWithout(pass: string | string[], html: string): ImportedDraft | null {
  turnOffPasses(typeof pass === 'string' ? [pass] : pass);
  try {
    return readHeuristicRecipe(html);
  } finally {
    turnOffPasses([]);
  }
}
