import fc from 'fast-check';
import { parseIngredient } from './ingredient-parser';
import {
  convertIngredient,
  formatDuration,
  formatIngredient,
  gramsPerCup,
  scaleIngredient,
  scaleMeasure,
  scalingFactor,
} from './scaling';

describe('scalingFactor', () => {
  it('is target over original, with original default 1 and target at least 1', () => {
    expect(scalingFactor(4, 8)).toBe(2);
    expect(scalingFactor(null, 3)).toBe(3);
    expect(scalingFactor(0, 3)).toBe(3);
    expect(scalingFactor(4, 0)).toBe(0.25);
    expect(scalingFactor(4, undefined)).toBe(1);
  });
});

describe('scaleMeasure', () => {
  it('rounds non-metric amounts to the nearest 0.5', () => {
    expect(scaleMeasure({ quantity: 1, unit: 'cup' }, 1.3)).toEqual({ quantity: 1.5, unit: 'cup' });
    expect(scaleMeasure({ quantity: 3, unit: null }, 1.5)).toEqual({ quantity: 4.5, unit: null });
  });

  it('rounds metric amounts to whole numbers', () => {
    expect(scaleMeasure({ quantity: 125, unit: 'g' }, 1.5)).toEqual({ quantity: 188, unit: 'g' });
  });

  it('moves between g and kg, ml and l at the section 9 thresholds', () => {
    expect(scaleMeasure({ quantity: 500, unit: 'g' }, 2)).toEqual({ quantity: 1, unit: 'kg' });
    expect(scaleMeasure({ quantity: 600, unit: 'ml' }, 2)).toEqual({ quantity: 1.2, unit: 'l' });
    expect(scaleMeasure({ quantity: 1, unit: 'kg' }, 0.5)).toEqual({ quantity: 500, unit: 'g' });
    expect(scaleMeasure({ quantity: 0.2, unit: 'l' }, 0.25)).toEqual({ quantity: 50, unit: 'ml' });
  });

  it('never produces NaN or infinity, whatever the inputs', () => {
    const num = fc.oneof(
      fc.double(),
      fc.constant(Number.NaN),
      fc.constant(Number.POSITIVE_INFINITY),
      fc.integer(),
    );
    const unit = fc.constantFrom(null, 'g', 'kg', 'ml', 'l', 'cup', 'tsp', 'oz', 'clove', 'nonsense');
    fc.assert(
      fc.property(num, unit, num, num, (quantity, u, original, target) => {
        const factor = scalingFactor(original, target);
        expect(Number.isFinite(factor)).toBe(true);
        const scaled = scaleMeasure({ quantity, unit: u }, factor);
        expect(scaled.quantity === null || Number.isFinite(scaled.quantity)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('scales any parsed line without NaN', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (line, factor) => {
          const p = scaleIngredient(parseIngredient(`2-3 ${line}`), factor);
          expect(p.quantity === null || Number.isFinite(p.quantity)).toBe(true);
          expect(p.quantity2 === null || Number.isFinite(p.quantity2)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('scaleIngredient and formatIngredient', () => {
  it('doubles a range and displays it the way cooks read it', () => {
    const scaled = scaleIngredient(parseIngredient('3/4 cup sugar, divided'), 2);
    expect(formatIngredient(scaled)).toBe('1½ cups sugar, divided');
    expect(formatIngredient(scaleIngredient(parseIngredient('1-2 tbsp oil'), 2))).toBe('2–4 tbsp oil');
  });

  it('leaves headings and lines without an amount alone', () => {
    const heading = parseIngredient('*Sauce*');
    expect(scaleIngredient(heading, 3)).toBe(heading);
    expect(formatIngredient(scaleIngredient(parseIngredient('Salt to taste'), 3))).toBe('Salt, to taste');
  });

  it("writes scaled amounts with a locale's decimal comma: metric as decimals, kitchen fractions kept", () => {
    const beef = scaleIngredient(parseIngredient('750 g beef'), 2);
    expect(formatIngredient(beef)).toBe('1½ kg beef');
    expect(formatIngredient(beef, ',')).toBe('1,5 kg beef');
    expect(formatIngredient(scaleIngredient(parseIngredient('1 1/4 l stock'), 1.5), ',')).toBe(
      '1,88 l stock',
    );
    expect(formatIngredient(scaleIngredient(parseIngredient('3/4 cup sugar'), 2), ',')).toBe('1½ cups sugar');
    expect(formatIngredient(scaleIngredient(parseIngredient('1 tsp salt'), 0.15), ',')).toBe('⅛ tsp salt');
  });
});

describe('convertIngredient', () => {
  it('turns cups of flour into grams by density', () => {
    expect(gramsPerCup('all-purpose flour')).toBe(120);
    expect(convertIngredient(parseIngredient('1 cup flour'), 'metric')).toMatchObject({
      quantity: 120,
      unit: 'g',
    });
    expect(convertIngredient(parseIngredient('2 cups sugar'), 'metric')).toMatchObject({
      quantity: 400,
      unit: 'g',
    });
  });

  it('turns liquids into ml and l, weights into g', () => {
    expect(convertIngredient(parseIngredient('1 cup milk'), 'metric')).toMatchObject({
      quantity: 237,
      unit: 'ml',
    });
    expect(convertIngredient(parseIngredient('1 lb beef'), 'metric')).toMatchObject({
      quantity: 454,
      unit: 'g',
    });
    expect(convertIngredient(parseIngredient('5 cups stock'), 'metric')).toMatchObject({
      quantity: 1.18,
      unit: 'l',
    });
  });

  it('goes back to US units', () => {
    expect(convertIngredient(parseIngredient('240 g flour'), 'us')).toMatchObject({
      quantity: 2,
      unit: 'cup',
    });
    expect(convertIngredient(parseIngredient('500 g beef'), 'us')).toMatchObject({ quantity: 1, unit: 'lb' });
    expect(convertIngredient(parseIngredient('15 ml soy sauce'), 'us')).toMatchObject({
      quantity: 1,
      unit: 'tbsp',
    });
  });

  it('leaves counted units alone', () => {
    const p = parseIngredient('3 cloves garlic');
    expect(convertIngredient(p, 'metric')).toBe(p);
  });
});

describe('formatDuration', () => {
  it.each([
    [45, '45 mins'],
    [60, '1 hour'],
    [65, '1 hour 5 mins'],
    [61, '1 hour 1 min'],
    [120, '2 hours'],
    [135, '2 hours 15 mins'],
  ])('%d -> %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it("says 'N/A' when the time is missing", () => {
    expect(formatDuration(null)).toBe('N/A');
    expect(formatDuration(undefined)).toBe('N/A');
    expect(formatDuration(Number.NaN)).toBe('N/A');
  });
});
