/** Spoken amounts as numerals: "two cups" -> "2 cups", "half a teaspoon" -> "1/2 teaspoon". */

import { COUNTING_WORDS } from '@mise/recipe-text';

const UNITS: Record<string, number> = {
  zero: 0,
  ...COUNTING_WORDS,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const WORD = String.raw`(?:${[...Object.keys(UNITS), ...Object.keys(TENS), 'hundred', 'thousand'].join('|')})`;
const NUMBER_RUN_RE = new RegExp(
  String.raw`\b(?:a\s+(?=hundred|thousand))?${WORD}(?:(?:\s+and\s+|[\s-]+)${WORD})*\b`,
  'giu',
);

/** Value of a run of number words ("two hundred and fifty"), or null if it is not one number. */
function runValue(run: string): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  let last = '';
  for (const word of run.toLowerCase().split(/[\s-]+/)) {
    const previous = last;
    last = word;
    if (word === 'and') {
      // "two hundred and fifty" is one number; "two and three" is two.
      if (previous !== 'hundred' && previous !== 'thousand') return null;
      continue;
    }
    if (word === 'a') {
      current = 1;
      continue;
    }
    if (word in UNITS) current += UNITS[word] ?? 0;
    else if (word in TENS) current += TENS[word] ?? 0;
    else if (word === 'hundred') current = (current || 1) * 100;
    else if (word === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else return null;
    seen = true;
  }
  return seen ? total + current : null;
}

/** Run before number words become digits, so "three quarters" is still words. */
const WORD_FRACTION_RULES: [RegExp, string][] = [
  [/\bthree[\s-]quarters?\s+(?:of\s+)?(?:a|an)\b/giu, '3/4'],
  [/\bthree[\s-]quarters?\b/giu, '3/4'],
  [/\b(?:a|one)\s+quarter\s+(?:of\s+)?(?:a|an)\b/giu, '1/4'],
  [/\ba\s+quarter\b/giu, '1/4'],
  [/\b(?:a|one)\s+third\s+(?:of\s+)?(?:a|an)\b/giu, '1/3'],
  [/\btwo[\s-]thirds\s+(?:of\s+)?(?:a|an)\b/giu, '2/3'],
  [/\bhalf\s+(?:of\s+)?(?:a|an)\b/giu, '1/2'],
  [/\b(?:a|one)\s+half\b/giu, '1/2'],
  [/\ba\s+couple\s+(?:of\s+)?/giu, '2 '],
];

const MIXED_RULES: [RegExp, string][] = [[/\b(\d+)\s+and\s+(1\/2|1\/4|3\/4)(?!\d)/giu, '$1 $2']];

export function spokenToNumerals(text: string): string {
  let out = text;
  for (const [re, replacement] of WORD_FRACTION_RULES) out = out.replace(re, replacement);
  out = out.replace(NUMBER_RUN_RE, (run) => {
    const value = runValue(run);
    if (value !== null) return String(value);
    return run
      .split(/(\s+and\s+)/i)
      .map((part) => (/^\s+and\s+$/i.test(part) ? part : String(runValue(part) ?? part)))
      .join('');
  });
  for (const [re, replacement] of MIXED_RULES) out = out.replace(re, replacement);
  return out;
}
