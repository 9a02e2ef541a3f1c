import { MEALS, type Meal, type PlanEntry } from '@mise/contracts';

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

/** "Mon 7 Dec". */
export function dayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

const shortDate = (day: string, parts: Intl.DateTimeFormatOptions) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { ...parts, timeZone: 'UTC' });

/** "7 – 13 Dec 2026", "30 Nov – 6 Dec 2026", "29 Dec 2025 – 4 Jan 2026". */
export function weekLabel(monday: string): string {
  const sunday = addDays(monday, 6);
  const end = shortDate(sunday, { day: 'numeric', month: 'short', year: 'numeric' });
  if (monday.slice(0, 4) !== sunday.slice(0, 4))
    return `${shortDate(monday, { day: 'numeric', month: 'short', year: 'numeric' })} – ${end}`;
  if (monday.slice(5, 7) !== sunday.slice(5, 7))
    return `${shortDate(monday, { day: 'numeric', month: 'short' })} – ${end}`;
  return `${Number(monday.slice(8))} – ${end}`;
}

export const MEAL_LABELS: Record<Meal, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** A day's entries by meal, in the plan's order, meals without entries left out. */
export function mealsOf(entries: readonly PlanEntry[], day: string): { meal: Meal; entries: PlanEntry[] }[] {
  return MEALS.map((meal) => ({
    meal,
    entries: entries.filter((entry) => entry.date === day && entry.meal === meal),
  })).filter((group) => group.entries.length > 0);
}
