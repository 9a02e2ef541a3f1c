import { z } from 'zod';
import { firstIssueText, INPUT_LIMITS, storeInt, STORE_INT_MAX, unsafeInput } from './input-limits';

describe('unsafeInput', () => {
  it('passes every well-formed value, astral text and empty structures included', () => {
    expect(
      unsafeInput({ title: 'Pho 🍜 𝒻𝒾𝓈𝒽', tags: { Cuisine: ['Thai'] }, list: [], n: 1, x: null }),
    ).toBeNull();
  });

  it('names the field holding NUL, at any depth, and in a field name', () => {
    expect(unsafeInput({ ingredients: ['egg', { item: 'salt\u0000' }] })).toBe(
      'ingredients[1].item must not contain a NUL character',
    );
    expect(unsafeInput({ 'bad\u0000': 1 })).toBe('A field name in (body) must not contain a NUL character');
    expect(unsafeInput('a\u0000', ['q'])).toBe('q must not contain a NUL character');
  });

  it('finds a high or a low surrogate on its own but not a pair', () => {
    for (const lone of ['\udfff', 'a\ud800', '\ud800b', '\udc00\ud800'])
      expect(unsafeInput({ method: [lone] })).toBe(
        'method[0] must be valid Unicode text (it holds an unpaired surrogate)',
      );
    expect(unsafeInput({ method: ['\ud83c\udf5c'] })).toBeNull();
  });

  it('stops nesting past the limit and lists past their length', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 5000; level++) deep = [deep];
    expect(unsafeInput({ nutrition_per_serving: { calories: deep } })).toBe(
      `nutrition_per_serving.calories${'[0]'.repeat(INPUT_LIMITS.maxDepth - 2)} is nested too deeply (at most ${INPUT_LIMITS.maxDepth} levels)`,
    );
    expect(unsafeInput({ items: new Array(INPUT_LIMITS.maxItems + 1).fill(0) })).toBe(
      `items has too many entries (at most ${INPUT_LIMITS.maxItems})`,
    );
    expect(unsafeInput({ items: new Array(INPUT_LIMITS.maxItems).fill(0) })).toBeNull();
  });
});

describe('storeInt', () => {
  it('holds the int4 range and names the field that leaves it', () => {
    const schema = z.object({ recipes: z.array(z.object({ recipeId: storeInt() })) });
    expect(schema.safeParse({ recipes: [{ recipeId: STORE_INT_MAX }] }).success).toBe(true);
    const result = schema.safeParse({ recipes: [{ recipeId: STORE_INT_MAX + 1 }] });
    expect(result.success).toBe(false);
    expect(firstIssueText(result.error!, '')).toBe(
      'recipes[0].recipeId must be a whole number from -2147483648 to 2147483647',
    );
    expect(storeInt.coerce().safeParse('-2147483649').success).toBe(false);
    expect(storeInt.coerce().parse('42')).toBe(42);
  });
});
