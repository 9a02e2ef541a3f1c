import type { PlanEntry } from '@mise/contracts';
import { addDays, mealsOf, weekDays, weekLabel, weekStart } from './week';

describe('weeks of the plan', () => {
  it.each([
    ['2026-12-07', '2026-12-07'],
    ['2026-12-13', '2026-12-07'],
    ['2026-11-28', '2026-11-23'],
    ['2027-01-01', '2026-12-28'],
  ])('%s is in the week of Monday %s', (day, monday) => expect(weekStart(day)).toBe(monday));

  it('counts days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it.each([
    ['2026-12-07', '7 – 13 Dec 2026'],
    ['2026-11-30', '30 Nov – 6 Dec 2026'],
    ['2026-12-28', '28 Dec 2026 – 3 Jan 2027'],
  ])('names the week of %s "%s"', (monday, label) => expect(weekLabel(monday)).toBe(label));

  it('groups a day by meal in the day’s order, empty meals left out', () => {
    const entry = (id: string, meal: PlanEntry['meal'], date = '2026-12-07') =>
      ({ id, meal, date }) as PlanEntry;
    const groups = mealsOf(
      [entry('a', 'dinner'), entry('b', 'breakfast'), entry('c', 'dinner', '2026-12-08')],
      '2026-12-07',
    );
    expect(groups.map((g) => [g.meal, g.entries.map((e) => e.id)])).toEqual([
      ['breakfast', ['b']],
      ['dinner', ['a']],
    ]);
  });
});
