import { isIngredientHeading, isMethodHeading } from '@mise/recipe-text';

const isStep = (line: string) => /^\s*\d{1,2}\s*[.)]\s/.test(line);
const words = (line: string) => line.trim().split(/\s+/).length;

/**
 * A cookbook page may hold more than one recipe. The page text (in reading order) is cut before
 * each recipe's title: where an ingredients heading comes again after a method, the short blocks
 * just above it (title, servings line) start the next recipe. Each part is read on its own, so two
 * recipes never come out as one mixture.
 */
export function splitRecipes(text: string): string[] {
  const lines = text.split('\n');
  const cuts: number[] = [];
  let sawIngredients = false;
  let sawMethod = false;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    if (!line || words(line) > 4) continue;
    if (isMethodHeading(line)) sawMethod = sawIngredients;
    if (!isIngredientHeading(line)) continue;
    if (sawIngredients && sawMethod) cuts.push(startOfHeader(lines, i));
    sawIngredients = true;
    sawMethod = false;
  }
  const parts: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    parts.push(lines.slice(from, cut).join('\n'));
    from = cut;
  }
  parts.push(lines.slice(from).join('\n'));
  return parts.filter((part) => part.trim());
}

/** Walks up from an ingredients heading over at most three short blocks that are not steps. */
function startOfHeader(lines: string[], heading: number): number {
  let start = heading;
  let i = heading - 1;
  for (let blocks = 0; blocks < 3; blocks++) {
    while (i >= 0 && !(lines[i] ?? '').trim()) i--;
    let top = i;
    while (top - 1 >= 0 && (lines[top - 1] ?? '').trim()) top--;
    const block = lines.slice(top, i + 1).map((l) => l.trim());
    const header =
      block.length > 0 &&
      block.length <= 2 &&
      block.every((l) => !isStep(l) && words(l) <= 12 && !/[.]$/.test(l));
    if (!header) break;
    start = top;
    i = top - 1;
  }
  return start;
}
