/**
 * Section headings in recipe text, in one place: the stored `*Heading*` convention, the words pages
 * and pasted text put above their ingredient and method lists, and the headings that end them.
 */

function starred(line: string, colonAfter: boolean): boolean {
  const text = line.trim();
  return (
    text.length > 2 && text.startsWith('*') && (text.endsWith('*') || (colonAfter && text.endsWith('*:')))
  );
}

/**
 * Stored ingredient and method lists mark a section heading by wrapping the line in asterisks
 * (`*For the sauce*`, spec section 3); surrounding spaces do not count.
 */
export const isSectionHeading = (line: string): boolean => starred(line, false);

/**
 * The same, also with a colon after the closing asterisk (`*For the sauce*:`), as people type a
 * heading into an ingredient line.
 */
export const isTypedSectionHeading = (line: string): boolean => starred(line, true);

/** A heading line's name, without its asterisks (and a colon after them). */
export function sectionHeadingName(line: string): string {
  return line
    .trim()
    .replace(/^\*+/, '')
    .replace(/\*+:?$/, '')
    .trim();
}

/**
 * Sections a pasted or photographed recipe is split into; `SECTION_HEADER_PATTERNS` holds the
 * words (as regular-expression fragments, matched case-insensitively against a whole header line)
 * that open each. The notes headings are the ones that end the ingredient and method lists.
 */
export type SectionKind = 'ingredients' | 'method' | 'notes';

export const SECTION_HEADER_PATTERNS: Readonly<Record<SectionKind, readonly string[]>> = {
  ingredients: [
    'ingredients?',
    'ingredient list',
    "what you(?:'|’)?ll need",
    'what you need',
    "you(?:'|’)?ll need",
    'you will need',
    'zutaten',
    'ingr(?:é|e)dients',
    'ingredientes',
    'ingredienti',
    'ingredi(?:ë|e)nten',
    'składniki',
  ],
  method: [
    'instructions?',
    'method',
    'directions?',
    'steps?',
    'preparation',
    'how to make(?: it)?',
    'how to',
    'to make',
    'zubereitung',
    'anleitung',
    'pr(?:é|e)paration',
    '(?:é|e)tapes',
    'preparaci(?:ó|o)n',
    'instrucciones',
    'elaboraci(?:ó|o)n',
    'procedimento',
    'preparazione',
    'bereiding',
    'procedure',
    'recipe steps',
    'cooking instructions',
  ],
  notes: [
    'notes?',
    'tips?',
    'recipe notes?',
    "(?:cook|chef)(?:'|’)?s tips?",
    'recipe tips?',
    'make ahead',
    'to freeze',
    'freezing',
    "chef(?:'|’)?s notes?",
    "cook(?:'|’)?s notes?",
    'tips (?:and|&) tricks',
    'storage',
    'to store',
    'variations?',
    'notizen',
    'tipps?',
    'hinweise?',
    'remarques?',
    'astuces?',
    'notas?',
    'consejos?',
    'consigli',
    'note',
  ],
};

/**
 * Words recipe pages put above their lists, in the languages the importer meets. Matched
 * against a heading's whole text (lower case, trailing colon removed), so 'Ingredients for 4'
 * counts and a paragraph that merely mentions ingredients does not.
 */
export const INGREDIENT_WORDS = [
  'ingredients',
  'ingredient list',
  'what you need',
  "what you'll need",
  'you will need',
  "you'll need",
  'shopping list',
  'zutaten',
  'ingrédients',
  'ingredients',
  'ingredienti',
  'ingredientes',
  'ingrediënten',
  'ingredienten',
  'hozzávalók',
  'składniki',
  'ingredienser',
  'ingredienset',
  'suroviny',
  'ainekset',
  'ainesosat',
  'malzemeler',
  'sastojci',
  'ingrediente',
  'υλικά',
  'συστατικά',
  'ingredience',
  'ingrediencie',
  'sestavine',
  'ingredientai',
  'sastāvdaļas',
  'koostisosad',
  'ингредиенты',
  'продукты',
  'інгредієнти',
  'съставки',
  'продукти',
  'bahan-bahan',
  'bahan',
  'nguyên liệu',
  'المكونات',
  'מצרכים',
  '材料',
  '用料',
  '食材',
  '재료',
];

export const METHOD_WORDS = [
  'method',
  'instructions',
  'directions',
  'preparation',
  'steps',
  'how to make',
  'how to make it',
  'cooking instructions',
  'procedure',
  'zubereitung',
  'anleitung',
  "so geht's",
  "so wird's gemacht",
  'préparation',
  'instructions',
  'étapes',
  'recette',
  'procédure',
  'preparazione',
  'procedimento',
  'preparación',
  'elaboración',
  'instrucciones',
  'pasos',
  'modo de preparo',
  'modo de preparação',
  'preparo',
  'preparação',
  'bereiding',
  'bereidingswijze',
  'werkwijze',
  'elkészítés',
  'elkészítése',
  'przygotowanie',
  'sposób przygotowania',
  'tillagning',
  'gör så här',
  'instruktioner',
  'fremgangsmåde',
  'fremgangsmåte',
  'postup',
  'postup přípravy',
  'valmistus',
  'valmistusohje',
  'hazırlanışı',
  'yapılışı',
  'priprema',
  'instructies',
  'aanwijzingen',
  'zo maak je het',
  'istruzioni',
  'come fare',
  'étapes de préparation',
  'mode de préparation',
  'modo de hacerlo',
  'modo de fazer',
  'elaboração',
  'tillvägagångssätt',
  'zubereitungsschritte',
  'schritt für schritt',
  'step by step',
  'paso a paso',
  'passo a passo',
  'pas à pas',
  'stap voor stap',
  'krok po kroku',
  'lépésről lépésre',
  'příprava',
  'sposób wykonania',
  'εκτέλεση',
  'οδηγίες',
  'διαδικασία',
  'παρασκευή',
  'postup prípravy',
  'príprava',
  'postopek',
  'priprava',
  'mod de preparare',
  'sådan gør du',
  'slik gjør du',
  'приготовление',
  'способ приготовления',
  'приготування',
  'начин на приготвяне',
  'cara membuat',
  'cách làm',
  'طريقة التحضير',
  'אופן ההכנה',
  '作り方',
  '做法',
  '步骤',
  '만드는 법',
  '조리 방법',
];

/** Headings that end a recipe's lists: notes, nutrition, comments, related posts. */
export const STOP_WORDS = [
  'notes',
  'note',
  'tips',
  'nutrition',
  'nutrition facts',
  'comments',
  'reviews',
  'related',
  'you may also like',
  'more recipes',
  'share',
  'storage',
  'how to store',
  'variations',
  'substitutions',
  'faq',
  'faqs',
  'frequently asked questions',
  'equipment',
  'video',
  'leave a comment',
  'serving suggestions',
  'what to serve with',
  'make ahead',
  'recipe notes',
  'more',
  'related recipes',
  'you might also like',
  'notizen',
  'tipps',
  'nährwerte',
  'kommentare',
  'remarques',
  'astuces',
  'commentaires',
  'note',
  'consigli',
  'commenti',
  'notas',
  'consejos',
  'comentarios',
  'dicas',
  'opmerkingen',
  'tips',
  'megjegyzés',
  'uwagi',
  'anteckningar',
  'ustensiles',
  'matériel',
  'utensili',
  'attrezzatura',
  'utensilios',
  'utensílios',
  'utensilien',
  'küchengeräte',
  'benodigdheden',
  'keukengerei',
  'eszközök',
  'sprzęt',
  'redskaber',
  'utstyr',
  'kitchen tools',
  'nutritional information',
  'nutrition information',
  'nutritional info',
  'nutrition info',
  'nutrition per serving',
  'nutritional values',
  'nährwertangaben',
  'nährwerte pro portion',
  'valeurs nutritionnelles',
  'valori nutrizionali',
  'información nutricional',
  'informação nutricional',
  'voedingswaarde',
  'voedingswaarden',
  'tápérték',
  'wartości odżywcze',
  'näringsvärde',
];

const norm = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[:：.!]+\s*$/, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .trim();

/** Without accents: Greek capitals drop theirs ('ΥΛΙΚΑ' is 'Υλικά'), and pages drop French ones. */
const bare = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');
const bareLists = new Map<readonly string[], string[]>();

const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u;

function matches(text: string, list: string[]): boolean {
  const t = bare(norm(text));
  if (!t || t.length > 60) return false;
  // '5 ingredients' on a recipe card counts the list; it does not head one.
  if (/^\d+\s+\S+$/u.test(t)) return false;
  let words = bareLists.get(list);
  if (!words) bareLists.set(list, (words = list.map(bare)));
  return words.some(
    (w) =>
      t === w ||
      // Scripts written without spaces end a heading with the word ('蓝莓慕斯的做法': how to make it).
      (SPACELESS.test(w) && t.endsWith(w) && t.length <= w.length + 16) ||
      (t.startsWith(w) && /^[\s(\-–—:,]/.test(t.slice(w.length))) ||
      (t.endsWith(` ${w}`) && t.split(' ').length <= w.split(' ').length + 2),
  );
}

export const isIngredientHeading = (text: string): boolean => matches(text, INGREDIENT_WORDS);
export const isMethodHeading = (text: string): boolean => matches(text, METHOD_WORDS);
export const isStopHeading = (text: string): boolean => matches(text, STOP_WORDS);

/** The bare section title itself ('Ingredients:'), not a group named after it ('Dry ingredients'). */
export function isBareSectionTitle(text: string): boolean {
  const t = norm(text);
  return INGREDIENT_WORDS.includes(t) || METHOD_WORDS.includes(t);
}
