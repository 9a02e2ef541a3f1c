// Page kind: a servings line ('Für 4 Personen') heading the ingredient list.

const PEOPLE =
  /(people|persons?|personen|personnes|persone|pessoas|personas|porc[ií]|porce|porcje|porcji|porciones|porções|porzioni|portionen|portions?|servings?|f[őo]re|f[őo]|adag|osob[ay]?|osób|pers\.?|серв[а-я]*|порци[а-я]*|人份)/u;

const SERVINGS_LINE = new RegExp(
  String.raw`^(?:(?:serves|for|für|pour|per|para|voor|för|til|dla|na|za)\s+)?\d+(?:\s*[-–]\s*\d+)?\s*${PEOPLE.source}$`,
  'iu',
);

/** A line that only says how many the recipe serves ('Serves 4', 'für 4 Personen', '4 főre'). */
export function isServingsLine(text: string): boolean {
  const line = text.trim().replace(/[:.]$/, '');
  return SERVINGS_LINE.test(line) || /^(?:serves|yields?|makes)\s*:?\s*\d+(?:\s*[-–]\s*\d+)?$/i.test(line);
}
