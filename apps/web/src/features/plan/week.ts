import { MEALS, type Meal, type PlanEntry } from '@mise/contracts';
import { currentLocale } from '../../lib/i18n';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a local date. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A `YYYY-MM-DD` day plus `days` (calendar days, no clock involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week `day` is in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** English writes a day the British way ("Mon 7 Dec"); every other language its own. */
const dateLocale = (): string => {
  const locale = currentLocale();
  return locale === 'en' ? 'en-GB' : locale;
};

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Mon 7 Dec", "Mo., 7. Dez.". */
export function dayLabel(day: string): string {
  return utcDay(day).toLocaleDateString(dateLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** "7 – 13 Dec 2026", "30 Nov – 6 Dec 2026", "29 Dec 2025 – 4 Jan 2026"; "7.–13. Dez. 2026". */
export function weekLabel(monday: string): string {
  const format = new Intl.DateTimeFormat(dateLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // The range's thin spaces as plain ones, as the rest of the page writes them.
  return format.formatRange(utcDay(monday), utcDay(addDays(monday, 6))).replace(/\u2009/g, ' ');
}

/** Each meal's name, as a catalogue key. */
export const MEAL_LABELS = {
  breakfast: 'plan.meals.breakfast',
  lunch: 'plan.meals.lunch',
  dinner: 'plan.meals.dinner',
  snack: 'plan.meals.snack',
} as const satisfies Record<Meal, string>;

/** A day's entries by meal, in the plan's order, meals without entries left out. */
export function mealsOf(entries: readonly PlanEntry[], day: string): { meal: Meal; entries: PlanEntry[] }[] {
  return MEALS.map((meal) => ({
    meal,
    entries: entries.filter((entry) => entry.date === day && entry.meal === meal),
  })).filter((group) => group.entries.length > 0);
}
