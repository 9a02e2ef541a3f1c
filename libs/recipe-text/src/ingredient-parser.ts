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
const APPROX_RE = /^(about|approximately|approx\.?|around|roughly|nearly|almost|up to|~)\s*/i;
/** "Juice of 2 limes", "Finely grated zest of 1 lemon": the words before "of" become the note. */
const PART_OF_RE = new RegExp(`^([A-Za-z][A-Za-z ,-]{0,40}?\\bof)\\s+(?=${QTY}(?:\\s|$))`, 'i');
/** The size of one item, "(15-ounce)", "(about 1 1/2 pounds)", "35-ounce", "400g". */
const SIZE_RE = new RegExp(
  `^(?:\\(\\s*(?:about\\s+|approx\\.?\\s+)?(${AMOUNT_SOURCE})\\s*-?\\s*(${UNIT_SOURCE})${NOT_WORD_AFTER}\\.?\\s*(?:each\\s*)?\\)|(${AMOUNT_SOURCE})\\s*-?\\s*(${UNIT_SOURCE})${NOT_WORD_AFTER}\\.?)\\s*`,
  'i',
);
const MULTIPLY_RE = /^[x×]\s*(?=\d)/i;
const PLUS_RE = new RegExp(`^,?\\s*(?:plus|\\+|and)\\s+(${AMOUNT_SOURCE})\\s*(${UNIT_SOURCE})${NOT_WORD_AFTER}\\.?,?\\s*`, 'i');
const OF_RE = /^of\s+/i;
const PRE_UNIT_ADJECTIVE_RE =
  /^((?:(?:heaping|heaped|scant|generous|rounded|level|good|large|small|medium|big|extra[- ]large|jumbo|thick|thin|whole|leafy|fat)\s+){1,2})/i;
const HEADING_STARS_RE = /^\*+\s*(.*?)\s*\*+:?$/s;
const HEADING_COLON_RE = /^(?!.*\d)([^,;()]{1,60}):$/;
const DASHES_RE = /[‐‑‒–—―]/g;
const PAREN_RE = /\s*[([]([^()[\]]*)[)\]]\s*/g;
const UNBALANCED_RE = /[()[\]]/g;
const SPLIT_RE = /\s*(?:[,;]|\s-\s)\s*/;
const TRAILING_RE =
  /\s+(?:(?:or|and|plus|with)\s+)?(?:(?:more|extra|additional|some)\s+)?(?:to taste|for\s+(?:garnish|garnishing|serving|dusting|frying|brushing|greasing|drizzling|decoration|decorating|sprinkling|topping|dipping|the\s|deep|pan|rolling|coating|the)\b|as needed|as desired|as required|if (?:desired|needed|using|available|you like|necessary|preferred)|optional(?:ly)?\b|to serve|to garnish|to yield\b|such as\b|at room temperature|cut into\b|cut in\b|divided\b|according to\b|see\s+(?:note|recipe)|\(optional\)).*$/i;
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
    'heaping heaped scant generous rounded level leftover day-old prepared room-temperature refrigerated'
  ).split(' '),
);
const KEEP_LAST = 1;

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
  let text = normaliseSpacing(stripHtmlTags(original.length > MAX_LINE ? original.slice(0, MAX_LINE) : original));
  const stars = HEADING_STARS_RE.exec(text);
  if (stars && text.length > 2) {
    return { ...empty(original, normaliseSpacing(stars[1])), isHeading: true };
  }
  const { emoji, rest: afterEmoji } = splitLeadingEmoji(text);
  const { imageUrl, rest: afterImage } = extractImageUrl(afterEmoji, options);
  text = asciiFractions(afterImage).replace(DASHES_RE, '-').trim();
  const colon = HEADING_COLON_RE.exec(text);
  if (colon && !emoji && !imageUrl) {
    return { ...empty(original, colon[1].trim()), isHeading: true };
  }

  const head = readHead(text);
  const { name, notes } = splitName(head.rest);
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

  const amount = AMOUNT_RE.exec(s);
  if (amount) {
    const low = readAmount(amount[1]);
    const high = amount[2] === undefined ? null : readAmount(amount[2]);
    if (low !== null) {
      head.quantity = low;
      head.quantity2 = high !== null && high > low ? high : null;
      s = s.slice(amount[0].length);
    }
  } else {
    // "a pinch of salt", "an 8-ounce package": the article is a quantity only before a unit or size.
    const article = ARTICLE_RE.exec(s);
    if (article) {
      const after = s.slice(article[0].length);
      if (UNIT_RE.test(after) || SIZE_RE.test(after)) {
        head.quantity = 1;
        s = after;
      }
    }
  }
  if (head.quantity === null) {
    head.rest = s;
    return head;
  }

  // "2 x 400 g tins": the count multiplies the size.
  const multiply = MULTIPLY_RE.exec(s);
  if (multiply) s = s.slice(multiply[0].length);

  const size = SIZE_RE.exec(s);
  if (size) {
    const sizeValue = readAmount(size[1] ?? size[3]);
    const sizeText = size[2] ?? size[4];
    const sizeUnit = canonicalUnit(sizeText);
    const sizeInfo = unitInfo(sizeUnit);
    if (sizeValue !== null && sizeUnit && sizeInfo && sizeInfo.kind !== 'count') {
      const afterSize = s.slice(size[0].length);
      const container = UNIT_RE.exec(afterSize);
      const containerUnit = container ? canonicalUnit(container[1]) : null;
      if (multiply || (containerUnit && CONTAINERS.has(containerUnit))) {
        // The total is what a cook measures and what scales: 2 (15-ounce) cans -> 30 oz.
        const count = head.quantity;
        head.notes.push(`${size[0].trim()}${container ? ` ${container[1]}` : ''}`.replace(/^\(|\)$/g, ''));
        head.quantity = round3(count * sizeValue);
        head.quantity2 = head.quantity2 === null ? null : round3(head.quantity2 * sizeValue);
        head.unit = sizeUnit;
        head.unitText = sizeText;
        s = container ? afterSize.slice(container[0].length) : afterSize;
        s = s.replace(OF_RE, '');
        head.rest = s;
        return head;
      }
      if (size[1] !== undefined) {
        // A size in brackets before a non-container ("2 (8-ounce) potatoes") is a note.
        head.notes.push(size[0].trim().replace(/^\(|\)$/g, ''));
        s = afterSize;
      } else if (!container) {
        // "200g flour", "2 1/2 pounds": the unit is glued or spaced after the number.
        return finishUnit(head, s, size[4], size[0].length);
      }
    }
  }

  let unitMatch = UNIT_RE.exec(s);
  let adjective = '';
  if (!unitMatch) {
    const adj = PRE_UNIT_ADJECTIVE_RE.exec(s);
    if (adj) {
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
    if (extra !== null && extraUnit && first && second && first.kind === second.kind && first.kind !== 'count') {
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
  head.rest = rest.replace(OF_RE, '');
  return head;
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Separates the ingredient name from notes: brackets, text after a comma, trailing phrases, modifiers. */
function splitName(input: string): { name: string; notes: string[] } {
  const notes: string[] = [];
  let s = input;
  if (s.indexOf('(') !== -1 || s.indexOf('[') !== -1) {
    s = s.replace(PAREN_RE, (_m, inner: string) => {
      notes.push(inner.trim());
      return ' ';
    });
    s = s.replace(UNBALANCED_RE, ' ');
  }
  const parts = s.split(SPLIT_RE);
  let namePart = (parts[0] ?? '').trim();
  const after = parts.slice(1).filter((p) => p.length > 0);
  // A line that starts with a comma-separated note ("Chopped, fresh parsley") keeps the later part.
  if (namePart === '' && after.length > 0) namePart = after.shift() ?? '';

  const trailing = TRAILING_RE.exec(` ${namePart}`);
  if (trailing && trailing.index > 0) {
    notes.unshift(trailing[0].trim());
    namePart = ` ${namePart}`.slice(0, trailing.index).trim();
  }
  const alternative = OR_RE.exec(namePart);
  if (alternative && alternative.index > 0) {
    notes.unshift(namePart.slice(alternative.index).trim());
    namePart = namePart.slice(0, alternative.index).trim();
  }

  const words = namePart.split(' ');
  let cut = 0;
  const lead: string[] = [];
  while (cut < words.length - KEEP_LAST) {
    const word = words[cut];
    const bare = word.toLowerCase().replace(/[.,:;!]+$/, '');
    if (MODIFIERS.has(bare) || isHyphenedModifier(bare) || /^\d[\d/.-]*-?(inch|in|cm|mm)?$/.test(bare)) {
      lead.push(word);
      cut += 1;
    } else if ((bare === 'and' || bare === '&') && lead.length > 0) {
      lead.push(word);
      cut += 1;
    } else {
      break;
    }
  }
  if (lead.length > 0) {
    while (lead.length > 0 && /^(and|&)$/i.test(lead[lead.length - 1])) lead.pop();
    notes.unshift(lead.join(' '));
  }
  let name = words.slice(cut).join(' ').replace(OF_RE, '');
  name = name.replace(/^[\s,;:.*-]+|[\s,;:.*-]+$/g, '');
  return { name, notes: [...notes.slice(0, notes.length), ...after].map((n) => n.trim()) };
}

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
  const itemText = typeof input.item === 'string' ? input.item : typeof input.name === 'string' ? input.name : '';
  const note = typeof input.note === 'string' && input.note.trim() !== '' ? normaliseSpacing(input.note) : null;
  const emoji = typeof input.emoji === 'string' && input.emoji.trim() !== '' ? input.emoji.trim() : null;
  const original = [amountText, itemText].filter((t) => t !== '').join(' ');
  const fromAmount = parseIngredient(`${amountText} x`, options);
  const fromItem = parseIngredient(itemText, options);
  const name = fromItem.isHeading ? fromItem.name : normaliseSpacing(stripHtmlTags(itemText));
  return {
    original,
    quantity: fromAmount.quantity,
    quantity2: fromAmount.quantity2,
    unit: fromAmount.unit,
    unitText: fromAmount.unitText,
    name: fromItem.imageUrl ? fromItem.name : name,
    note,
    emoji: emoji ?? fromItem.emoji,
    imageUrl: fromItem.imageUrl,
    isHeading: fromItem.isHeading && amountText === '',
  };
}
