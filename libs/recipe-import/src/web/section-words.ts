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
  'příprava',
  'sposób wykonania',
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
    .replace(/^\W+/, '')
    .trim();

function matches(text: string, words: string[]): boolean {
  const t = norm(text);
  if (!t || t.length > 60) return false;
  return words.some(
    (w) =>
      t === w ||
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
