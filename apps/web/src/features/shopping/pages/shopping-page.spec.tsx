/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { Pantry, ShoppingList } from '@mise/contracts';
import { mockApi, type MockRequest } from '../../../test/api-mock';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { makeProfile, makeRecipe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });

const CATEGORY: Record<string, string> = {
  flour: 'Pantry',
  egg: 'Eggs & Fridge',
  milk: 'Dairy',
};
const categoryOf = (line: string) =>
  Object.entries(CATEGORY).find(([word]) => line.toLowerCase().includes(word))?.[1] ?? 'Other Items';

/** A small in-memory shopping server: enough of the real one's behaviour for the page. */
function serveShopping(
  options: { household?: string; pantry?: string[]; list?: Partial<ShoppingList> } = {},
) {
  const owner = { household_id: options.household ? 1 : null, household_name: options.household ?? null };
  const list: ShoppingList = { recipes: [], customItems: [], version: 1, owner, ...options.list };
  const pantry: Pantry = {
    items: (options.pantry ?? []).map((name, i) => ({
      id: `p${i}`,
      name,
      category: 'Other Items',
      quantity: '',
      unit: '',
      expiryDate: null,
      addedDate: '2026-01-01T00:00:00.000Z',
      addedBy: 'Bo',
    })),
    lastUpdated: null,
    version: 1,
    owner,
  };
  let down = false;
  const reply = (body: unknown) => ({ status: 200, body });
  const bump = () => {
    list.version += 1;
    return reply(JSON.parse(JSON.stringify(list)) as typeof list);
  };
  const api = mockApi((request: MockRequest) => {
    if (down && request.path.startsWith('/api/shopping')) throw new TypeError('Failed to fetch');
    const { method, path } = request;
    if (path === '/api/users/profile') return reply(makeProfile({ id: 1 }));
    if (path.startsWith('/api/recipes/')) return reply(recipe);
    if (method === 'GET' && path === '/api/shopping')
      return reply(JSON.parse(JSON.stringify(list)) as typeof list);
    if (method === 'POST' && path === '/api/shopping') {
      const [input] = (
        request.body as { recipes: { recipeId: number; recipeTitle: string; ingredientsRaw: string[] }[] }
      ).recipes;
      list.recipes.push({
        recipeId: input.recipeId,
        recipeTitle: input.recipeTitle,
        originalServings: 2,
        targetServings: 2,
        addedBy: 'Ada Lovelace',
        addedById: 1,
        ingredientsRaw: input.ingredientsRaw.map((name, i) => ({
          id: `r${i}`,
          name,
          checked: false,
          category: categoryOf(name),
          emoji: '',
        })),
      });
      return bump();
    }
    const item = /^\/api\/shopping\/items\/(.+)$/.exec(path)?.[1];
    if (method === 'PATCH' && item) {
      const checked = (request.body as { checked: boolean }).checked;
      for (const entry of [...list.customItems, ...list.recipes.flatMap((r) => r.ingredientsRaw)])
        if (entry.id === item) Object.assign(entry, { checked, isChecked: checked });
      return bump();
    }
    if (method === 'POST' && path === '/api/shopping/items') {
      const { id, name } = request.body as { id: string; name: string };
      list.customItems.push({
        id,
        name,
        checked: false,
        isChecked: false,
        isCustom: true,
        category: 'Other Items',
        emoji: '',
        addedBy: 'Ada Lovelace',
        addedById: 1,
        custom_item_original_uuid: null,
      });
      return bump();
    }
    if (method === 'GET' && path === '/api/pantry') return reply(pantry);
    if (method === 'POST' && path === '/api/pantry/items') {
      pantry.items.push({
        ...(request.body as Pantry['items'][number]),
        id: 'new',
        addedBy: 'Ada',
        addedDate: '',
      });
      pantry.version += 1;
      return reply(JSON.parse(JSON.stringify(pantry)) as typeof pantry);
    }
    if (path === '/api/pantry/images') return reply([]);
    if (path === '/api/food') return reply({ items: [], categories: [] });
    return undefined;
  });
  return { ...api, list, setDown: (value: boolean) => (down = value) };
}

const recipe = makeRecipe({
  id: 5,
  title: 'Pancakes',
  servings: 2,
  ingredients: ['*Batter*', '2 cups flour', '2 eggs', '1 cup milk'],
  method: ['Mix.'],
});

const writes = (requests: MockRequest[]) => requests.filter((r) => r.method !== 'GET');

describe('shopping page', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('takes a recipe from the Shop button through the confirmation into category groups', async () => {
    const { requests } = serveShopping();
    const app = renderApp('/recipe/5', signedIn());
    await app.user.click(await screen.findByRole('button', { name: 'Increase servings' }));
    await app.user.click(screen.getByRole('button', { name: 'Shop' }));
    await waitFor(() => expect(app.location().pathname).toBe('/shopping'));

    const sheet = await screen.findByRole('dialog', { name: 'Add to Shopping List' });
    const boxes = within(sheet).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      '2 cups flour',
      '2 eggs',
      '1 cup milk',
    ]);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await app.user.click(within(sheet).getByRole('button', { name: 'Select All' }));
    expect(boxes.some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(within(sheet).getByRole('button', { name: 'Add to Shopping List' })).toBeDisabled();
    await app.user.click(within(sheet).getByRole('button', { name: 'Select All' }));
    await app.user.click(boxes[2]);
    await app.user.click(within(sheet).getByRole('button', { name: 'Add to Shopping List' }));

    const post = await waitFor(() => {
      const found = requests.find((r) => r.method === 'POST' && r.path === '/api/shopping');
      expect(found).toBeDefined();
      return found!;
    });
    expect(post.body).toEqual({
      recipes: [
        {
          recipeId: 5,
          recipeTitle: 'Pancakes',
          originalServings: 2,
          targetServings: 3,
          ingredientsRaw: ['2 cups flour', '2 eggs'],
        },
      ],
    });
    const pantryAisle = await screen.findByRole('region', { name: 'Pantry' });
    expect(within(pantryAisle).getByText('2 cups flour')).toBeInTheDocument();
    expect(within(pantryAisle).getByText('added by Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Eggs & Fridge' })).toHaveTextContent('2 eggs');
    expect(screen.getByText('2 items · 0 checked')).toBeInTheDocument();

    // Recipe view: the recipe's title links to it.
    await app.user.click(screen.getByRole('button', { name: /Category View/ }));
    await app.user.click(screen.getByRole('button', { name: 'Recipe View' }));
    expect(screen.getByRole('link', { name: 'Pancakes' })).toHaveAttribute('href', '/recipe/5');
  });

  it('shows the empty state, and saves nothing before or without changes', async () => {
    const { requests } = serveShopping();
    renderApp('/shopping', signedIn());
    expect(await screen.findByText('Your shopping list is empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Recipe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Pantry' })).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('moves a checked item to Checked Items and saves two quick taps as one change', async () => {
    const server = serveShopping({
      list: {
        customItems: [
          {
            id: 'tea',
            name: 'Tea',
            checked: false,
            isChecked: false,
            isCustom: true,
            category: 'Beverages',
            emoji: '',
            addedBy: 'Bo',
            addedById: 2,
            custom_item_original_uuid: null,
          },
        ],
      },
    });
    const app = renderApp('/shopping', signedIn());
    const tea = await screen.findByRole('checkbox', { name: /Tea/ });
    await app.user.click(tea);
    await app.user.click(screen.getByRole('checkbox', { name: /Tea/ }));
    await app.user.click(screen.getByRole('checkbox', { name: /Tea/ }));
    expect(screen.getByRole('region', { name: 'Checked Items' })).toHaveTextContent('Tea');
    await waitFor(() => expect(server.list.customItems[0].checked).toBe(true));
    expect(writes(server.requests)).toHaveLength(1);
    expect(screen.getByText('1 item · 1 checked')).toBeInTheDocument();
  });

  it('keeps an offline check as pending and sends it when the connection returns', async () => {
    const server = serveShopping({
      list: {
        customItems: [
          {
            id: 'jam',
            name: 'Jam',
            checked: false,
            isChecked: false,
            isCustom: true,
            category: 'Pantry',
            emoji: '',
            addedBy: 'Bo',
            addedById: 2,
            custom_item_original_uuid: null,
          },
        ],
      },
    });
    const app = renderApp('/shopping', signedIn());
    await screen.findByRole('checkbox', { name: /Jam/ });
    server.setDown(true);
    await app.user.click(screen.getByRole('checkbox', { name: /Jam/ }));
    expect(await screen.findByText(/Offline: 1 change waiting to be sent/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Jam/ })).toHaveTextContent('pending');
    // Kept under the signed-in person's own key (local storage stands in for IndexedDB in jsdom).
    const queueKey = Object.keys(localStorage).find((key) => key.endsWith('/queue'));
    expect(queueKey).toMatch(/^uid-\d+\/queue$/);
    expect(JSON.parse(localStorage.getItem(queueKey!)!)).toEqual([{ op: 'check', id: 'jam', checked: true }]);
    server.setDown(false);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(server.list.customItems[0].checked).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /Jam/ })).not.toHaveTextContent('pending'),
    );
  });

  it('reconciles with the pantry: Remove Duplicate Items checks them; the pantry has the household name', async () => {
    const server = serveShopping({ household: 'Hill House', pantry: ['Flour'] });
    server.list.recipes.push({
      recipeId: 9,
      recipeTitle: 'Bread',
      originalServings: 1,
      targetServings: 1,
      addedBy: 'Bo',
      addedById: 2,
      ingredientsRaw: [
        { id: 'f', name: '500 g flour', checked: false, category: 'Pantry', emoji: '' },
        { id: 'y', name: '7 g yeast', checked: false, category: 'Pantry', emoji: '' },
      ],
    });
    const app = renderApp('/shopping', signedIn());
    expect(await screen.findByRole('heading', { name: 'Hill House Pantry' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: /Reconcile with Pantry/ }));
    const sheet = screen.getByRole('dialog', { name: 'Reconcile with Pantry' });
    expect(within(sheet).getByText('500 g flour')).toBeInTheDocument();
    expect(within(sheet).queryByText('7 g yeast')).toBeNull();
    await app.user.click(within(sheet).getByRole('button', { name: 'Remove Duplicate Items' }));
    await waitFor(() => expect(server.list.recipes[0].ingredientsRaw[0].checked).toBe(true));
    expect(server.list.recipes[0].ingredientsRaw[1].checked).toBe(false);
  });

  it('adds a custom item and a pantry item with a unit and an expiry date', async () => {
    const server = serveShopping();
    const app = renderApp('/shopping', signedIn());
    await screen.findByText('Your shopping list is empty.');
    await app.user.click(screen.getByRole('button', { name: 'Add custom item' }));
    const itemSheet = screen.getByRole('dialog', { name: 'Add Custom Item' });
    await app.user.click(within(itemSheet).getByRole('button', { name: 'Add Item' }));
    expect(within(itemSheet).getByText('Please enter an item name')).toBeInTheDocument();
    await app.user.type(within(itemSheet).getByLabelText('Item name'), 'Candles');
    await app.user.click(within(itemSheet).getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByRole('region', { name: 'Other Items' })).toHaveTextContent('Candles');
    await waitFor(() => expect(server.list.customItems.map((c) => c.name)).toEqual(['Candles']));

    await app.user.click(screen.getByRole('button', { name: /Add Pantry Item/ }));
    const pantrySheet = screen.getByRole('dialog', { name: 'Add Pantry Item' });
    await app.user.type(within(pantrySheet).getByLabelText('Item name'), 'Rice');
    await app.user.type(within(pantrySheet).getByLabelText('Quantity'), '2');
    await app.user.selectOptions(within(pantrySheet).getByLabelText('Unit'), 'kg');
    await app.user.type(within(pantrySheet).getByLabelText('Expiry date'), '2027-03-01');
    await app.user.click(within(pantrySheet).getByRole('button', { name: 'Add Pantry Item' }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.path === '/api/pantry/items')?.body).toEqual({
        name: 'Rice',
        quantity: '2',
        unit: 'kg',
        expiryDate: '2027-03-01',
      }),
    );
    expect(await screen.findByText('2 kg')).toBeInTheDocument();
  });
});

describe('pending recipe hand-off', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('uses a local backup younger than 5 minutes, never an older one', async () => {
    const { readPendingRecipe, storePendingRecipe } = await import('../pending-recipe');
    const recipe = {
      recipeId: 1,
      recipeTitle: 'Soup',
      originalServings: 1,
      targetServings: 1,
      ingredientsRaw: ['1 leek'],
    };
    storePendingRecipe(recipe, 1_000_000);
    sessionStorage.clear();
    expect(readPendingRecipe(1_000_000 + 299_999)).toEqual(recipe);
    expect(readPendingRecipe(1_000_000 + 300_000)).toBeNull();
  });
});
