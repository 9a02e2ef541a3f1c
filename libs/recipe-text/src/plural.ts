/**
 * English singular and plural of the counted thing in an ingredient line ("2 lemons",
 * "1 egg"). The spelling rules are general (-es after s/x/z/ch/sh, -ies after a consonant
 * and y, -oes for the usual -o words, -ves for the usual -f words, irregulars); which words
 * they apply to is decided by a vocabulary of things a cook counts, so an uncountable
 * ("flour"), a word already in the wanted number or a word of another language
 * ("Zitrone", "pomme de terre") is left exactly as written.
 */

/** Irregular singular -> plural (also the words whose -f/-fe becomes -ves). */
const IRREGULAR: Readonly<Record<string, string>> = {
  leaf: 'leaves',
  loaf: 'loaves',
  half: 'halves',
  calf: 'calves',
  knife: 'knives',
  life: 'lives',
  shelf: 'shelves',
  sheaf: 'sheaves',
  thief: 'thieves',
  wolf: 'wolves',
  elf: 'elves',
  scarf: 'scarves',
  wife: 'wives',
  man: 'men',
  woman: 'women',
  child: 'children',
  person: 'people',
  foot: 'feet',
  tooth: 'teeth',
  goose: 'geese',
  mouse: 'mice',
  ox: 'oxen',
  chilli: 'chillies',
  chili: 'chilies',
  cactus: 'cacti',
  fungus: 'fungi',
};
const IRREGULAR_SINGULAR: ReadonlyMap<string, string> = new Map(
  Object.entries(IRREGULAR).map(([one, many]) => [many, one]),
);

/** Words ending in -o whose plural takes -es (every other -o word takes -s: avocados, tacos). */
const O_ES = new Set(['tomato', 'potato', 'mango', 'hero', 'echo', 'veto', 'torpedo', 'mosquito', 'domino']);

/**
 * Things counted in recipes, in the singular. A compound is found by an ending of four letters or
 * more ("watermelon" ends in "melon", "blackberry" in "berry"); shorter words count only whole.
 */
const COUNT_NOUNS = new Set(
  // fruit
  (
    'apple apricot avocado banana berry cherry clementine coconut date fig grape grapefruit guava kiwi ' +
    'kumquat lemon lime lychee mandarin mango melon nectarine olive orange papaya peach pear persimmon ' +
    'pineapple plantain plum pomegranate prune quince raisin satsuma tangerine ' +
    // vegetables and herbs counted whole
    'artichoke aubergine beet beetroot bean carrot cauliflower chestnut chickpea chilli chili ' +
    'chile chive courgette cucumber eggplant endive fennel gherkin jalapeno leek lettuce mushroom nut onion ' +
    'parsnip pea pumpkin pepper serrano rutabaga cantaloupe heart cap crown branch section peppercorn pickle potato radish scallion shallot shoot sprout squash tomatillo ' +
    'tomato turnip yam cabbage clove caper leaf pod seed root stalk stem sprig spear floret ' +
    'bulb head ear cob husk kernel tuber wedge segment chunk cube slice strip ring round half quarter ' +
    // eggs, meat and fish
    'egg yolk white breast thigh drumstick wing leg fillet filet steak chop cutlet rib sausage ' +
    'meatball burger patty shank hock trotter tenderloin loin rack joint bone carcass chicken ' +
    'duck hen quail pigeon poussin turkey rabbit lobster crab prawn scallop oyster clam mussel ' +
    'anchovy sardine mackerel herring octopus shell tail liver kidney pheasant snail ' +
    // nuts
    'walnut hazelnut peanut pecan cashew almond pistachio macadamia brazil ' +
    // bakery and dishes
    'bagel baguette biscuit bun cake cookie cracker crepe croissant crumpet cupcake doughnut donut ' +
    'dumpling flatbread loaf muffin naan pancake pastry pie pita pizza pretzel roll sandwich scone ' +
    'taco tart tortilla waffle wrap wrapper brownie chip crisp wafer brioche macaroon matzo ' +
    // packaging and kitchen things
    'bag bar block bottle bowl box bunch can carton container envelope glass handful jar ' +
    'knob log package packet piece pinch pouch sachet scoop sheet skewer stick tablet tin tub ' +
    'cup spoon tablespoon teaspoon pint quart gallon ounce pound gram kilogram litre liter ' +
    'drop dash splash sprinkle thumb inch centimetre centimeter ' +
    // cheese and sweets sold in pieces
    'marshmallow truffle cherry candy lolly'
  ).split(' '),
);

/** The ending of a word, for compounds: the longest vocabulary word it ends with. */
function countNounOf(word: string): string | null {
  const lower = word.toLowerCase();
  if (COUNT_NOUNS.has(lower) || lower in IRREGULAR) return lower;
  for (let start = 1; start <= lower.length - 4; start += 1) {
    const tail = lower.slice(start);
    if (COUNT_NOUNS.has(tail)) return tail;
  }
  return null;
}

const VOWEL = /[aeiou]/;

/** The English plural of a singular word by the spelling rules (no check that it is a noun). */
export function pluralForm(word: string): string {
  const lower = word.toLowerCase();
  for (const [one, many] of Object.entries(IRREGULAR)) {
    if (lower === one || (lower.endsWith(one) && one.length >= 4)) {
      return matchCase(word, word.slice(0, word.length - one.length) + many);
    }
  }
  let plural: string;
  if (/(?:s|x|z|ch|sh)$/.test(lower)) plural = `${word}es`;
  else if (lower.endsWith('y') && !VOWEL.test(lower.charAt(lower.length - 2)))
    plural = `${word.slice(0, -1)}ies`;
  else if ([...O_ES].some((o) => lower.endsWith(o))) plural = `${word}es`;
  else plural = `${word}s`;
  return matchCase(word, plural);
}

/** "LEMON" -> "LEMONS", "Lemon" -> "Lemons": the suffix takes the case of the word. */
function matchCase(original: string, changed: string): string {
  const letters = original.replace(/[^A-Za-z]/g, '');
  return letters.length > 1 && letters === letters.toUpperCase() ? changed.toUpperCase() : changed;
}

/** The singulars a plural may come from, the likeliest first ("quiches": "quiche" after "quich"). */
function singularCandidates(lower: string): string[] {
  const out: string[] = [];
  for (const [many, one] of IRREGULAR_SINGULAR) {
    if (lower === many || (lower.endsWith(many) && many.length >= 5))
      out.push(lower.slice(0, -many.length) + one);
  }
  if (lower.endsWith('ies')) out.push(`${lower.slice(0, -3)}y`);
  if (lower.endsWith('es')) out.push(lower.slice(0, -2));
  if (lower.endsWith('s') && !lower.endsWith('ss')) out.push(lower.slice(0, -1));
  return out;
}

/** The singular of a plural vocabulary word ("eggs" -> "egg"); null when the word is not one. */
function singularOf(word: string): string | null {
  const lower = word.toLowerCase();
  const singular = singularCandidates(lower).find(
    (candidate) => countNounOf(candidate) !== null && pluralForm(candidate) === lower,
  );
  if (singular === undefined) return null;
  let common = 0;
  while (common < singular.length && singular[common] === lower[common]) common += 1;
  return matchCase(word, word.slice(0, common) + singular.slice(common));
}

/** Words that mark a name as written in another language: it is then left as it is. */
const FOREIGN_WORDS =
  /(?:^|\s)(?:de|del|della|di|du|des|la|le|les|el|los|las|il|lo|gli|und|mit|der|die|das|von|aux|au|con|alla|al|et|en|y|e|och|og|van|het|een|ein|eine|zu)(?=\s|$)|(?:^|\s)[dl]['’]\p{L}/iu;
/** The counted word is the last of the name, before any "of", "with", "in", "or", "and"... */
const HEAD_END = /\s+(?:of|with|in|for|from|or|and|plus)\s.*$/i;

/**
 * The name of a counted ingredient in the number its count asks for: "lemon" with 2 is
 * "lemons", "eggs" with 1 is "egg", "bay leaf" with 3 is "bay leaves", "red bell pepper"
 * with 2 "red bell peppers". A name that is uncountable, already right, or not recognisably
 * English comes back unchanged.
 */
export function countedName(name: string, count: number | null): string {
  if (count === null || !Number.isFinite(count) || count <= 0 || FOREIGN_WORDS.test(name)) return name;
  const head = name.replace(HEAD_END, '');
  const match = /(^|[\s-])([A-Za-z]+)$/.exec(head);
  if (!match) return name;
  const word = match[2];
  const replaced = count > 1 ? pluralOf(word) : singularOf(word);
  if (replaced === null) return name;
  const end = match.index + match[0].length;
  return name.slice(0, end - word.length) + replaced + name.slice(end);
}

/** The plural of a singular vocabulary word; null when it is not one (or is plural already). */
function pluralOf(word: string): string | null {
  return countNounOf(word) === null || singularOf(word) !== null ? null : pluralForm(word);
}
