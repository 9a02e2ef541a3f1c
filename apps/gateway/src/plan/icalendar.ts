import type { Meal, PlanEntry } from '@mise/contracts';

/** When each meal sits in a day (local, "floating" time: the calendar app's own zone). */
const MEAL_TIMES: Record<Meal, { start: string; minutes: number; label: string }> = {
  breakfast: { start: '080000', minutes: 30, label: 'Breakfast' },
  lunch: { start: '123000', minutes: 60, label: 'Lunch' },
  snack: { start: '160000', minutes: 30, label: 'Snack' },
  dinner: { start: '190000', minutes: 60, label: 'Dinner' },
};

/** RFC 5545 3.1: a content line is at most 75 octets; longer ones continue on lines that start with a space. */
const LINE_OCTETS = 75;

/** RFC 5545 3.3.11: backslash, semicolon, comma and newline are escaped in TEXT values. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds one content line at 75 octets without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines carry one leading space, which counts towards their 75.
    if (octets + size > LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function endOf(date: string, start: string, minutes: number): string {
  const at = new Date(`${date}T${start.slice(0, 2)}:${start.slice(2, 4)}:${start.slice(4, 6)}Z`).getTime();
  return stamp(new Date(at + minutes * 60_000)).replace('Z', '');
}

/** One VEVENT per entry, the recipe's title as the summary and its servings and note as the description. */
function event(entry: PlanEntry, now: Date, host: string): string[] {
  const time = MEAL_TIMES[entry.meal];
  const day = entry.date.replace(/-/g, '');
  const details = [
    entry.servings ? `Serves ${entry.servings}` : '',
    entry.note,
    entry.recipeId !== null ? `https://${host}/recipe/${entry.recipeId}` : '',
  ].filter(Boolean);
  return [
    'BEGIN:VEVENT',
    `UID:${entry.id}@${host}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${day}T${time.start}`,
    `DTEND:${endOf(entry.date, time.start, time.minutes)}`,
    `SUMMARY:${escapeText(`${time.label}: ${entry.title}`)}`,
    ...(details.length > 0 ? [`DESCRIPTION:${escapeText(details.join('\n'))}`] : []),
    'END:VEVENT',
  ];
}

/** A whole calendar (RFC 5545): CRLF line ends, folded lines, escaped text. */
export function planCalendar(name: string, entries: readonly PlanEntry[], now: Date, host: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mise//Meal plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...entries.flatMap((entry) => event(entry, now, host)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
