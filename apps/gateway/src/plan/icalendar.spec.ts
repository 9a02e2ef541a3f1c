import type { PlanEntry } from '@mise/contracts';
import { escapeText, foldLine, planCalendar } from './icalendar';

/** A reader of RFC 5545 as a calendar app reads it: unfold, split properties, unescape text. */
function parseCalendar(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .slice(0, -2)
    .split('\r\n');
  const stack: string[] = [];
  const events: Record<string, string>[] = [];
  const calendar: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    expect(name).toMatch(/^[A-Z-]+$/);
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') events.push({});
    } else if (name === 'END') expect(stack.pop()).toBe(value);
    else {
      const text = value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));
      if (stack.at(-1) === 'VEVENT') events[events.length - 1][name] = text;
      else calendar[name] = text;
    }
  }
  expect(stack).toEqual([]);
  return { calendar, events };
}

const entry = (over: Partial<PlanEntry>): PlanEntry => ({
  id: 'e1',
  date: '2026-12-08',
  meal: 'dinner',
  recipeId: null,
  title: 'Leftovers',
  servings: null,
  note: '',
  addedBy: { id: 1, displayName: 'Ann' },
  createdAt: '2026-11-28T10:00:00.000Z',
  ...over,
});

describe('the plan as an RFC 5545 calendar', () => {
  const now = new Date('2026-11-28T10:00:00.000Z');

  it('is a calendar a reader parses: one event per entry, at its meal’s time', () => {
    const text = planCalendar(
      'Flat meal plan',
      [
        entry({ id: 'a', meal: 'breakfast', title: 'Porridge' }),
        entry({
          id: 'b',
          recipeId: 7,
          title: 'Curry, hot; with rice',
          servings: 4,
          note: 'Use the\nbig pot',
        }),
      ],
      now,
      'mise.example',
    );
    const { calendar, events } = parseCalendar(text);
    expect(calendar).toMatchObject({
      VERSION: '2.0',
      PRODID: '-//Mise//Meal plan//EN',
      'X-WR-CALNAME': 'Flat meal plan',
    });
    expect(events).toEqual([
      {
        UID: 'a@mise.example',
        DTSTAMP: '20261128T100000Z',
        DTSTART: '20261208T080000',
        DTEND: '20261208T083000',
        SUMMARY: 'Breakfast: Porridge',
      },
      {
        UID: 'b@mise.example',
        DTSTAMP: '20261128T100000Z',
        DTSTART: '20261208T190000',
        DTEND: '20261208T200000',
        SUMMARY: 'Dinner: Curry, hot; with rice',
        DESCRIPTION: 'Serves 4\nUse the\nbig pot\nhttps://mise.example/recipe/7',
      },
    ]);
  });

  it('folds long lines at 75 octets without splitting a character, and unfolds to the same text', () => {
    const title = `Crème brûlée ${'é'.repeat(60)} 🍮 and a long tail of words to fold`;
    const text = planCalendar('Plan', [entry({ title })], now, 'h');
    expect(parseCalendar(text).events[0].SUMMARY).toBe(`Dinner: ${title}`);
    const folded = foldLine(`SUMMARY:${'🍮'.repeat(40)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'🍮'.repeat(40)}`);
  });

  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('is an empty calendar for an empty plan', () => {
    expect(parseCalendar(planCalendar('Plan', [], now, 'h')).events).toEqual([]);
  });
});
