/**
 * Ingredient lines (spec sections 3, 5 and 9): quantity, range, unit, name and note out of
 * free text. Every regex and table is built once at module load; a parse allocates only
 * its result and a few substrings, and never throws.
 */
import { AMOUNT_SOURCE, NUMBER_WORDS, asciiFractions, readAmount } from './quantity';
import { UNIT_SOURCE, canonicalUnit, convertUnit, unitInfo } from './units';
import {
  type ImageLinkOptions,
  extractImageUrl,
  normaliseSpacing,
  splitLeadingEmoji,
  stripHtmlTags,
} from './line-cleanup';
import { isTypedSectionHeading, sectionHeadingName } from './section-headings';

export interface ParsedIngredient {
  /** The text as given (for an ingredient object, the text it was built from). */
  readonly original: string;
  readonly quantity: number | null;
  /** Upper end of a range ("2-3 cups" -> 3); null when not a range. */
  readonly quantity2: number | null;
  /** Canonical short form (see CANONICAL_UNITS); null when the line has no unit. */
  readonly unit: string | null;
  /** The unit as written ("tablespoons"). */
  readonly unitText: string | null;
  readonly name: string;
  /** Preparation, size, alternatives and anything in brackets, joined by ", ". */
  readonly note: string | null;
  readonly emoji: string | null;
  readonly imageUrl: string | null;
  /** A section heading ("*For the sauce*") rather than an ingredient. */
  readonly isHeading: boolean;
}

/** The object form an ingredient may take in a recipe (spec section 3). */
export interface IngredientObject {
  readonly amount?: string | number | null;
  readonly item?: string | null;
  readonly name?: string | null;
  readonly note?: string | null;
  readonly emoji?: string | null;
}

export type IngredientInput = string | IngredientObject | null | undefined;

export type ParseOptions = ImageLinkOptions;

/** Longer input is cut: no real ingredient line is this long, and it bounds the work per call. */
const MAX_LINE = 1000;

const WORD_NUMBER = Object.keys(NUMBER_WORDS).join('|');
const NOT_WORD_AFTER = "(?![A-Za-z\\u00C0-\\u024F'’-])";
const QTY = `(?:${AMOUNT_SOURCE}|(?:${WORD_NUMBER})${NOT_WORD_AFTER})`;

const AMOUNT_RE = new RegExp(`^(${QTY})(?:\\s*(?:-|\\bto\\b|\\bor\\b)\\s*(${QTY}))?\\s*`, 'i');
const ARTICLE_RE = /^(an?)\s+/i;
const UNIT_RE = new RegExp(`^(${UNIT_SOURCE})${NOT_WORD_AFTER}\\.?\\s*`, 'i');
const APPROX_RE =
  /^(about|approximately|approx\.?|around|roughly|nearly|almost|up to|scant|heaping|heaped|generous|rounded|level|(?:a )?good|just (?:under|over)|a little (?:under|over)|~)\s*/i;
/** "1 and 1/2 cups", "2 and a half cups". */
const AND_FRACTION_RE = /^and\s+(?:(\d+\/\d+)|an?\s+(half|third|quarter)|one\s+(half|third|quarter))\s+/i;
const FRACTION_WORDS: Readonly<Record<string, number>> = { half: 0.5, third: 1 / 3, quarter: 0.25 };
/** "Juice of 2 limes", "Finely grated zest of 1 lemon": the words before "of" become the note. */
const PART_OF_RE = new RegExp(
  `^([A-Za-z][A-Za-z ,-]{0,40}?\\b(?:of|from)|(?:grated\\s+)?(?:juice|zest|rind|peel)(?:\\s+and\\s+(?:juice|zest))?)\\s+(?=${QTY}(?:\\s|$))`,
  'i',
);
/** "2 1/4-ounce packages", "6 1/2-inch slices": a count followed by the size of each item. */
const COUNT_THEN_SIZE_RE = /^(\d+)\s+(?=\d+\/\d+\s*-\s*[A-Za-z])/;
/** A length describes the item's size ("2-inch piece", "1/2-inch-thick slices"); it is a note. */
const DIMENSION_RE = new RegExp(
  `^(?:(?:${QTY})\\s*-?\\s*(?:to\\s+|or\\s+|-\\s*))?(?:${QTY})?\\s*-?\\s*(?:inch|inches|in\\.|cm|centimeters?|centimetres?|mm)${NOT_WORD_AFTER}(?:[- ]?(?:thick|long|wide|square|round|thick|by)${NOT_WORD_AFTER})*(?:[- ]+\\d[\\d/ ]*-?\\s*(?:inch|inches|cm)${NOT_WORD_AFTER}(?:-thick)?)?\\s*`,
  'i',
);
const STRAY_PUNCT_RE = /^[.,]\s+(?=[A-Za-z])/;
/** The size of one item, "(15-ounce)", "(about 1 1/2 pounds)", "35-ounce", "400g". */
const SIZE_RE = new RegExp(
  `^(?:\\(\\s*(?:about\\s+|approx\\.?\\s+)?(${QTY})\\s*-?\\s*(${UNIT_SOURCE})${NOT_WORD_AFTER}\\.?,?\\s*(?:each\\s*)?\\)|(${QTY})(?:\\s*-?\\s*(?:to|or|-)\\s*(${QTY}))?\\s*-?\\s*(${UNIT_SOURCE})${NOT_WORD_AFTER}\\.?)\\s*`,
  'i',
);
const MULTIPLY_RE = /^[x×]\s*(?=\d)/i;
const PLUS_RE = new RegExp(
  `^,?\\s*(?:plus|\\+|and)\\s+(${QTY})\\s*(${UNIT_SOURCE})${NOT_WORD_AFTER}\\.?,?\\s*`,
  'i',
);
const OF_RE = /^of\s+/i;
const PRE_UNIT_ADJECTIVE_RE =
  /^((?:(?:heaping|heaped|scant|generous|rounded|level|good|large|small|medium|big|extra[- ]large|jumbo|thick|thin|whole|leafy|fat)\s+){1,2})/i;
const HEADING_COLON_RE = /^(?!.*\d)([^,;()]{1,60}):$/;
const DASHES_RE = /[‐‑‒–—―]/g;
const PAREN_RE = /\s*[([]([^()[\]]*)[)\]]\s*/g;
const UNBALANCED_RE = /[()[\]]/g;
const SPLIT_RE = /\s*(?:[,;]|\s-\s)\s*/;
const TRAILING_RE =
  /\s+(?:(?:or|and|plus|with)\s+)?(?:(?:more|extra|additional|some)\s+)?(?:to taste|for\s+(?!example\b)|as needed|as desired|as required|if (?:desired|needed|using|available|you like|necessary|preferred)|optional(?:ly)?\b|to serve|to garnish|to yield\b|such as\b|at room temperature|cut into\b|cut in\b|divided\b|according to\b|see\s+(?:note|recipe)|\(optional\)).*$/i;
const OR_RE = /\s+(?:and\/or|or)\s+/i;

/** Words that describe how an ingredient is cut, cooked, sized or chosen: they go to the note. */
const MODIFIERS = new Set(
  (
    'chopped minced diced sliced grated shredded crushed ground cubed julienned slivered torn halved quartered ' +
    'peeled unpeeled seeded deseeded pitted cored trimmed stemmed shelled deveined skinned skinless boneless boned ' +
    'washed rinsed cleaned scrubbed drained packed sifted beaten whisked melted softened chilled cold warm hot-boiling ' +
    'boiling cooked uncooked roasted toasted blanched steamed boiled grilled fried baked mashed pureed puréed smashed ' +
    'crumbled broken cracked snipped zested squeezed juiced thawed frozen defrosted canned dried fresh ripe firm soft ' +
    'large small medium medium-size medium-sized large-size small-size big extra-large jumbo whole thin thick coarse fine ' +
    'finely coarsely roughly thinly thickly freshly lightly loosely tightly firmly very well roughly-chopped ' +
    'good good-quality best best-quality high-quality quality organic homemade store-bought storebought imported ' +
    'heaping heaped scant generous rounded level leftover day-old prepared room-temperature refrigerated unsweetened'
  ).split(' '),
);

interface Head {
  quantity: number | null;
  quantity2: number | null;
  unit: string | null;
  unitText: string | null;
  notes: string[];
  rest: string;
}

/** Parses one ingredient line. Never throws: anything that is not a string parses as empty. */
export function parseIngredient(line: unknown, options: ParseOptions = {}): ParsedIngredient {
  const original = typeof line === 'string' ? line : '';
  try {
    return parseText(original, options);
  } catch {
    // Defence in depth: the parser is written not to throw; a bug must not break a recipe page.
    return empty(original, normaliseSpacing(original.slice(0, MAX_LINE)));
  }
}

function empty(original: string, name: string): ParsedIngredient {
  return {
    original,
    quantity: null,
    quantity2: null,
    unit: null,
    unitText: null,
    name,
    note: null,
    emoji: null,
    imageUrl: null,
    isHeading: false,
  };
}

function parseText(original: string, options: ParseOptions): ParsedIngredient {
  let text = normaliseSpacing(
    stripHtmlTags(original.length > MAX_LINE ? original.slice(0, MAX_LINE) : original),
  );
  if (isTypedSectionHeading(text)) {
    return { ...empty(original, normaliseSpacing(sectionHeadingName(text))), isHeading: true };
  }
  const { emoji, rest: afterEmoji } = splitLeadingEmoji(text);
  const { imageUrl, rest: afterImage } = extractImageUrl(afterEmoji, options);
  text = asciiFractions(afterImage).replace(DASHES_RE, '-').trim();
  const colon = text.endsWith(':') ? HEADING_COLON_RE.exec(text) : null;
  if (colon && !emoji && !imageUrl) {
    return { ...empty(original, colon[1].trim()), isHeading: true };
  }

  const head = readHead(text);
  const split = splitName(head.rest);
  let name = split.name;
  const notes = split.notes;
  if (head.quantity !== null && head.unit === null) {
    const lastSpace = name.lastIndexOf(' ');
    const lastWord = lastSpace > 0 ? name.slice(lastSpace + 1) : '';
    const unit = canonicalUnit(lastWord);
    if (unit && TRAILING_COUNT_UNITS.has(unit)) {
      head.unit = unit;
      head.unitText = lastWord;
      name = name.slice(0, lastSpace).trim();
    }
  }
  const allNotes = [...head.notes, ...notes].filter((n) => n.length > 0);
  return {
    original,
    quantity: head.quantity,
    quantity2: head.quantity2,
    unit: head.unit,
    unitText: head.unitText,
    name,
    note: allNotes.length > 0 ? allNotes.join(', ') : null,
    emoji,
    imageUrl,
    isHeading: false,
  };
}

/** Reads what precedes the name: amount, range, item size, unit, "plus" amount. */
function readHead(input: string): Head {
  const head: Head = { quantity: null, quantity2: null, unit: null, unitText: null, notes: [], rest: input };
  let s = input;

  const partOf = PART_OF_RE.exec(s);
  if (partOf) {
    head.notes.push(partOf[1]);
    s = s.slice(partOf[0].length);
  }
  const approx = APPROX_RE.exec(s);
  if (approx && /^\d/.test(s.slice(approx[0].length))) {
    head.notes.push(approx[1]);
    s = s.slice(approx[0].length);
  }

  const countThenSize = COUNT_THEN_SIZE_RE.exec(s);
  const leadingDimension = /^\d/.test(s) ? DIMENSION_RE.exec(s) : null;
  if (countThenSize) {
    head.quantity = Number(countThenSize[1]);
    s = s.slice(countThenSize[0].length);
  } else if (
    leadingDimension &&
    leadingDimension[0].length > 0 &&
    UNIT_RE.test(s.slice(leadingDimension[0].length))
  ) {
    // "1/2-inch piece of ginger": the number is the size of one piece.
    head.notes.push(leadingDimension[0].trim());
    head.quantity = 1;
    s = s.slice(leadingDimension[0].length);
  } else {
    const amount = AMOUNT_RE.exec(s);
    if (amount) {
      const low = readAmount(amount[1]);
      const high = amount[2] === undefined ? null : readAmount(amount[2]);
      if (low !== null) {
        head.quantity = low;
        head.quantity2 = high !== null && high > low ? high : null;
        s = s.slice(amount[0].length);
      }
    }
  }
  if (head.quantity === null) {
    // "a pinch of salt", "Pinch of salt", "Large pinch nutmeg", "Sprigs of parsley": a unit with no number.
    const article = ARTICLE_RE.exec(s);
    const afterArticle = article ? s.slice(article[0].length) : s;
    const adj = PRE_UNIT_ADJECTIVE_RE.exec(afterArticle);
    const afterAdj = adj ? afterArticle.slice(adj[0].length) : afterArticle;
    const unit = UNIT_RE.exec(afterAdj);
    if (unit && (article || unit[1].length >= 3) && afterAdj.length > unit[0].length) {
      const canonical = canonicalUnit(unit[1]);
      const plural = canonical !== null && /s$/i.test(unit[1]) && !/s$/.test(canonical);
      if (canonical) {
        if (adj) head.notes.push(adj[1].trim());
        head.quantity = plural && !article ? null : 1;
        return finishUnit(head, afterAdj, unit[1], unit[0].length);
      }
    }
    head.rest = s;
    return head;
  }

  const stray = STRAY_PUNCT_RE.exec(s);
  if (stray) s = s.slice(stray[0].length);
  const andFraction = head.quantity2 === null ? AND_FRACTION_RE.exec(s) : null;
  if (andFraction) {
    const part = andFraction[1]
      ? readAmount(andFraction[1])
      : FRACTION_WORDS[(andFraction[2] ?? andFraction[3]).toLowerCase()];
    if (part !== null && part !== undefined && part < 1) {
      head.quantity = round3(head.quantity + part);
      s = s.slice(andFraction[0].length);
    }
  }
  const plusAmount = PLUS_AMOUNT_RE.exec(s);
  if (plusAmount) {
    // "1/3 plus 1/2 cup sugar": two amounts of one unit.
    const extra = readAmount(plusAmount[1]);
    if (extra !== null) {
      head.quantity = round3(head.quantity + extra);
      head.quantity2 = null;
      s = s.slice(plusAmount[0].length);
    }
  }

  // "2 x 400 g tins": the count multiplies the size.
  const multiply = MULTIPLY_RE.exec(s);
  if (multiply) s = s.slice(multiply[0].length);

  const size = SIZE_RE.exec(s);
  if (size) {
    const inBrackets = size[1] !== undefined;
    const sizeValue = readAmount(size[1] ?? size[3]);
    const sizeValue2 = size[4] === undefined ? null : readAmount(size[4]);
    const sizeText = size[2] ?? size[5];
    const sizeUnit = canonicalUnit(sizeText);
    const sizeInfo = unitInfo(sizeUnit);
    const afterSize = s.slice(size[0].length);
    const next = UNIT_RE.exec(afterSize);
    const nextUnit = next ? canonicalUnit(next[1]) : null;
    const hyphenated = !inBrackets && /-\s*[A-Za-z]+\.?\s*$/.test(size[0]);
    if (sizeValue !== null && sizeUnit && sizeInfo && sizeInfo.kind !== 'count') {
      const isContainer = nextUnit !== null && CONTAINERS.has(nextUnit);
      if (multiply || isContainer || (hyphenated && !nextUnit)) {
        // The total is what a cook buys and what scales: 2 (15-ounce) cans -> 30 oz, 1 4-pound chicken -> 4 lb.
        const count = head.quantity;
        head.notes.push(`${size[0].trim()}${next && isContainer ? ` ${next[1]}` : ''}`.replace(/[()]/g, ''));
        head.quantity = round3(count * sizeValue);
        head.quantity2 =
          sizeValue2 !== null
            ? round3(count * sizeValue2)
            : head.quantity2 === null
              ? null
              : round3(head.quantity2 * sizeValue);
        head.unit = sizeUnit;
        head.unitText = sizeText;
        s = next && isContainer ? afterSize.slice(next[0].length) : afterSize;
        head.rest = s.replace(OF_RE, '');
        return head;
      }
      if (inBrackets || hyphenated) {
        // "2 (8-ounce) potatoes", "1 2-pound head cauliflower": the size of each is a note.
        head.notes.push(size[0].trim().replace(/[()]/g, ''));
        s = afterSize;
      } else {
        // "200g flour", "2 1/2 pounds": the unit is glued or spaced after the number.
        return finishUnit(head, s, sizeText, size[0].length);
      }
    }
  }
  const dimension = DIMENSION_RE.exec(s);
  if (dimension && dimension[0].trim().length > 0 && /\d/.test(dimension[0])) {
    head.notes.push(dimension[0].trim());
    s = s.slice(dimension[0].length);
  }

  let unitMatch = UNIT_RE.exec(s);
  let adjective = '';
  if (!unitMatch) {
    const adj = PRE_UNIT_ADJECTIVE_RE.exec(s) ?? MODIFIER_PAIR_RE.exec(s);
    if (
      adj &&
      (PRE_UNIT_ADJECTIVE_RE.test(s) ||
        adj[1]
          .split(/\s+/)
          .filter(Boolean)
          .every((w) => MODIFIERS.has(w.toLowerCase())))
    ) {
      const candidate = UNIT_RE.exec(s.slice(adj[0].length));
      if (candidate) {
        adjective = adj[1].trim();
        s = s.slice(adj[0].length);
        unitMatch = candidate;
      }
    }
  }
  if (unitMatch) {
    if (adjective) head.notes.push(adjective);
    return finishUnit(head, s, unitMatch[1], unitMatch[0].length);
  }
  head.rest = s;
  return head;
}

const PLUS_AMOUNT_RE = new RegExp(
  `^plus\\s+(${AMOUNT_SOURCE})\\s+(?=(?:${UNIT_SOURCE})${NOT_WORD_AFTER})`,
  'i',
);
const MODIFIER_PAIR_RE = /^((?:[A-Za-z-]+\s+){1,2})/;
/** Counted things often follow the name: "2 garlic cloves", "3 anchovy fillets". */
const TRAILING_COUNT_UNITS = new Set([
  'clove',
  'bulb',
  'fillet',
  'stalk',
  'stick',
  'sprig',
  'head',
  'slice',
  'strip',
  'piece',
  'bunch',
  'ear',
]);

const CONTAINERS = new Set(['can', 'package', 'packet', 'jar', 'bottle', 'box', 'bag', 'carton']);

function finishUnit(head: Head, s: string, unitText: string, consumed: number): Head {
  const unit = canonicalUnit(unitText);
  let rest = s.slice(consumed);
  if (!unit) {
    head.rest = s;
    return head;
  }
  head.unit = unit;
  head.unitText = unitText.trim();
  const plus = PLUS_RE.exec(rest);
  if (plus && head.quantity !== null) {
    const extra = readAmount(plus[1]);
    const extraUnit = canonicalUnit(plus[2]);
    const first = unitInfo(unit);
    const second = unitInfo(extraUnit);
    if (
      extra !== null &&
      extraUnit &&
      first &&
      second &&
      first.kind === second.kind &&
      first.kind !== 'count'
    ) {
      // "1 cup plus 2 tablespoons": one amount, expressed in the smaller of the two units.
      const target = second.base <= first.base ? extraUnit : unit;
      const a = convertUnit(head.quantity, unit, target);
      const b = convertUnit(extra, extraUnit, target);
      if (a !== null && b !== null) {
        head.quantity = round3(a + b);
        head.quantity2 = null;
        head.unit = target;
        head.unitText = target === unit ? head.unitText : plus[2].trim();
        rest = rest.slice(plus[0].length);
      }
    }
  }
  rest = rest.replace(OF_RE, '');
  if (rest.trim() === '' && unitInfo(head.unit)?.kind === 'count') {
    // "4 whole cloves": with nothing left to measure, the word is the ingredient itself.
    head.unit = null;
    head.unitText = null;
    head.rest = s;
    return head;
  }
  head.rest = rest;
  return head;
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Separates the ingredient name from notes: brackets, modifiers, alternatives, text after a comma, trailing phrases. */
function splitName(input: string): { name: string; notes: string[] } {
  const notes: string[] = [];
  let s = input;
  if (s.indexOf('(') !== -1 || s.indexOf('[') !== -1) {
    s = s.replace(PAREN_RE, (_m, inner: string) => {
      notes.push(inner.trim());
      return ' ';
    });
    s = s.replace(UNBALANCED_RE, ' ').trim();
  }
  const lead = leadingModifiers(s);
  if (lead.length > 0) {
    let modifiers = lead.replace(/[\s,]+$/, '').replace(/\s+(?:and|or|&)$/i, '');
    s = s.slice(lead.length);
    // "fresh or dry noodles": the word after "or" is the other modifier, whether or not we know it.
    const other = OR_MODIFIER_RE.exec(s);
    if (other) {
      modifiers = `${modifiers} ${other[0].trim()}`;
      s = s.slice(other[0].length);
    }
    notes.push(modifiers);
  }
  const parts = s.split(SPLIT_RE);
  let namePart = (parts[0] ?? '').trim();
  const after = parts.slice(1).filter((p) => p.length > 0);
  if (namePart === '' && after.length > 0) namePart = after.shift() ?? '';

  const trailing = TRAILING_RE.exec(` ${namePart}`) ?? PARTICIPLE_TAIL_RE.exec(` ${namePart}`);
  if (trailing && trailing.index > 0) {
    notes.push(trailing[0].trim());
    namePart = ` ${namePart}`.slice(0, trailing.index).trim();
  }
  const shared = SHARED_HEAD_RE.exec(namePart);
  if (shared) {
    // "Parmesan or pecorino cheese", "light or dark brown sugar": the alternatives qualify one head noun.
    notes.push(shared[1]);
    namePart = shared[2];
  } else if (after.length > 0 && SHARED_LIST_START_RE.test(namePart)) {
    // "corn, peanut or vegetable oil": the comma split cut a list of qualifiers; rejoin and retry.
    const joined = SHARED_HEAD_RE.exec(`${namePart}, ${after[0]}`);
    if (joined) {
      after.shift();
      notes.push(joined[1]);
      namePart = joined[2];
    }
  }
  const alternative = OR_RE.exec(namePart);
  if (alternative && alternative.index > 0) {
    notes.push(namePart.slice(alternative.index).trim());
    namePart = namePart.slice(0, alternative.index).trim();
  }
  const name = namePart.replace(OF_RE, '').replace(/^[\s,;:.*-]+|[\s,;:.*-]+$/g, '');
  return { name, notes: [...notes, ...after].map((n) => n.trim()) };
}

/**
 * The run of modifier words at the start ("finely chopped", "peeled, seeded and diced",
 * "fresh or frozen"), as a prefix of the text; the last word is always left for the name.
 */
function leadingModifiers(text: string): string {
  // Only the first words can be leading modifiers: do not split a long line whole.
  const words = text.split(' ', 24);
  let taken = 0;
  let length = 0;
  let pendingConnector = 0;
  for (let i = 0; i < words.length - 1; i += 1) {
    const word = words[i];
    const bare = word.toLowerCase().replace(/[.,:;!]+$/, '');
    if (MODIFIERS.has(bare) || isHyphenedModifier(bare) || DIMENSION_WORD_RE.test(bare)) {
      taken = i + 1;
      length += word.length + 1 + pendingConnector;
      pendingConnector = 0;
    } else if (
      taken === i - (pendingConnector > 0 ? 1 : 0) &&
      taken > 0 &&
      CONNECTORS.has(bare) &&
      pendingConnector === 0
    ) {
      pendingConnector = word.length + 1;
    } else {
      break;
    }
  }
  return text.slice(0, Math.min(length, text.length));
}

const CONNECTORS = new Set(['and', 'or', '&', 'and/or']);
const DIMENSION_WORD_RE =
  /^\d[\d/.]*-?(?:inch|in|cm|mm)?(?:-(?:thick|long|wide|square))?$|^\d[\d/.]*-(?:inch|cm|mm)/;
/** "A or B head" (also "A, B or C head"), where the head is one or two words and ends the name. */
const SHARED_HEAD_RE =
  /^((?:[A-Za-z-]+,\s+)*[A-Za-z-]+,?\s+(?:or|and\/or)\s+(?:other\s+)?(?!(?:to|more|less|so|half|as|for|with|some|any|other|another)\b)[A-Za-z-]+)\s+([A-Za-z][A-Za-z-]*(?:\s+[A-Za-z][A-Za-z-]*)?)$/;
const OR_MODIFIER_RE = /^(?:or|and\/or)\s+[A-Za-z-]+\s+(?=\S)/i;
const SHARED_LIST_START_RE = /^[A-Za-z-]+$/;
/** "snails cooked in court-bouillon", "egg mixed with water": a participle and its phrase are a note. */
const PARTICIPLE_TAIL_RE =
  /\s+in\s+(?:the|their|its)\s+(?:shell|shells|skin|skins|husk|husks|pod|pods|juice|juices|own)\b.*$|\s+with(?:out)?\s+(?:their|its|the|some|any|skin|rind|juices?|liquid|seeds?|leaves|stems?|tops?|membranes?)\b.*$|\s+(?:[a-z]+ed|cut|torn|ground|left|kept)\s+(?:in|into|with|for|to|until|at|on|by|from|over|under|and|lengthwise|crosswise)\b.*$|\s+(?:enough|each|about|approximately|preferably|plus|halved|quartered|diced|sliced|chopped|minced|peeled|thinly|finely|coarsely|roughly)\b.*$/;

/** "finely-chopped", "thinly-sliced", "medium-size": each part is a modifier. */
function isHyphenedModifier(word: string): boolean {
  if (word.indexOf('-') === -1) return false;
  const parts = word.split('-');
  return parts.every((p) => MODIFIERS.has(p) || p === 'cut' || p === 'size' || p === 'sized');
}

/**
 * Brings either ingredient form of spec section 3 to one shape: a string is parsed; an object's
 * amount is read for quantity and unit, and its item (or name), note and emoji are kept.
 */
export function normaliseIngredient(input: IngredientInput, options: ParseOptions = {}): ParsedIngredient {
  if (typeof input === 'string') return parseIngredient(input, options);
  if (input === null || typeof input !== 'object') return parseIngredient('', options);
  const amountText =
    typeof input.amount === 'number' && Number.isFinite(input.amount)
      ? String(input.amount)
      : typeof input.amount === 'string'
        ? input.amount
        : '';
  const itemText =
    typeof input.item === 'string' ? input.item : typeof input.name === 'string' ? input.name : '';
  const note =
    typeof input.note === 'string' && input.note.trim() !== '' ? normaliseSpacing(input.note) : null;
  const emoji = typeof input.emoji === 'string' && input.emoji.trim() !== '' ? input.emoji.trim() : null;
  const original = [amountText, itemText].filter((t) => t !== '').join(' ');
  const fromAmount = parseIngredient(`${amountText} x`, options);
  const fromItem = parseIngredient(itemText, options);
  // The item is a name already: only its emoji and image link are taken off, not modifiers.
  const itemRest = splitLeadingEmoji(normaliseSpacing(stripHtmlTags(itemText))).rest;
  const name = fromItem.isHeading ? fromItem.name : extractImageUrl(itemRest, options).rest;
  return {
    original,
    quantity: fromAmount.quantity,
    quantity2: fromAmount.quantity2,
    unit: fromAmount.unit,
    unitText: fromAmount.unitText,
    name,
    note,
    emoji: emoji ?? fromItem.emoji,
    imageUrl: fromItem.imageUrl,
    isHeading: fromItem.isHeading && amountText === '',
  };
}

/** One line of text for an ingredient stored as a string or an object ('🥚 2 eggs, beaten'). */
export function ingredientLine(ingredient: IngredientInput): string {
  if (ingredient === null || ingredient === undefined) return '';
  if (typeof ingredient === 'string') return ingredient;
  const main = [ingredient.emoji, ingredient.amount, ingredient.item ?? ingredient.name]
    .filter((part) => part !== undefined && part !== null && String(part).trim() !== '')
    .join(' ');
  return ingredient.note ? `${main}, ${ingredient.note}` : main;
}
