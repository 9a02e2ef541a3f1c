import type { PlanRecipe } from '@mise/contracts';
import type { ChangeContext } from '../shopping/list-rules';
import type { StoredList } from '../shopping/stored';
import { addPlanLines, leaveOutPantry, planLines } from './plan-lines';

const recipe = (id: number, servings: number, ingredients: string[]): PlanRecipe => ({
  id,
  title: `Recipe ${id}`,
  servings,
  ingredients,
});

const context = (rev = 1): ChangeContext => {
  let n = 0;
  return {
    userId: 7,
    displayName: 'Ann',
    rev,
    newId: () => `id${++n}`,
    categorize: (text) => ({
      category: /onion|carrot/.test(text) ? 'Fresh Produce' : 'Other Items',
      emoji: '',
    }),
    now: () => new Date('2026-12-01T00:00:00Z'),
  };
};

const emptyList = (): StoredList => ({ recipes: [], customItems: [] });

describe('a plan’s recipes as list lines', () => {
  it('scales each recipe to its entry’s servings and merges foods across recipes, remembering them', () => {
    const lines = planLines([
      { servings: 4, recipe: recipe(1, 2, ['*Sauce*', '2 onions', '100 g rice']) },
      { servings: null, recipe: recipe(2, 4, ['1 large onion, diced', '1 carrot']) },
    ]);
    expect(lines.map((l) => [l.key, l.amounts, l.sources.map((s) => s.recipeId)])).toEqual([
      ['onion', [{ quantity: 5, unit: null }], [1, 2]],
      ['rice', [{ quantity: 200, unit: 'g' }], [1]],
      ['carrot', [{ quantity: 1, unit: null }], [2]],
    ]);
  });

  it('leaves out what the pantry holds and names it', () => {
    const lines = planLines([{ servings: 2, recipe: recipe(1, 2, ['2 onions', '100 g unsalted butter']) }]);
    const { toBuy, inPantry } = leaveOutPantry(lines, ['Butter', 'salt']);
    expect(toBuy.map((l) => l.key)).toEqual(['onion']);
    expect(inPantry).toEqual(['unsalted butter']);
  });

  it('adds new lines in their category, and grows an unchecked line of the same food', () => {
    const list = emptyList();
    list.customItems.push({
      id: 'typed',
      name: '1 carrot',
      checked: false,
      isChecked: false,
      isCustom: true,
      category: 'Fresh Produce',
      emoji: '',
      addedBy: 'Bo',
      addedById: 8,
      custom_item_original_uuid: null,
      rev: 1,
    });
    const lines = planLines([{ servings: 2, recipe: recipe(1, 2, ['2 onions', '2 carrots']) }]);
    expect(addPlanLines(list, lines, context(2))).toEqual({ added: 1, merged: 1 });
    expect(list.customItems.map((i) => [i.name, i.category, i.fromRecipes?.map((s) => s.recipeId)])).toEqual([
      ['3 carrots', 'Fresh Produce', [1]],
      ['2 onions', 'Fresh Produce', [1]],
    ]);
    // A second week grows the plan's own line from its stored amounts, not from its text.
    const next = planLines([{ servings: 2, recipe: recipe(2, 2, ['1 onion']) }]);
    expect(addPlanLines(list, next, context(3))).toEqual({ added: 0, merged: 1 });
    const onions = list.customItems.find((i) => i.planKey === 'onion');
    expect(onions).toMatchObject({ name: '3 onions', fromRecipes: [{ recipeId: 1 }, { recipeId: 2 }] });
  });

  it('does not add to a checked line: a food already bought is bought again', () => {
    const list = emptyList();
    addPlanLines(list, planLines([{ servings: 1, recipe: recipe(1, 1, ['1 onion']) }]), context());
    list.customItems[0].checked = list.customItems[0].isChecked = true;
    expect(
      addPlanLines(list, planLines([{ servings: 1, recipe: recipe(2, 1, ['1 onion']) }]), context()),
    ).toEqual({
      added: 1,
      merged: 0,
    });
  });
});
