import { ClientProxy } from '@nestjs/microservices';
import { of } from 'rxjs';
import {
  AppError,
  BusEvents,
  ShoppingChangedEvent,
  ShoppingItemAdd,
  ShoppingList,
  ShoppingPostBody,
} from '@mise/contracts';
import { openTestStore, TestStore } from '@mise/platform-testing';
import { eq } from 'drizzle-orm';
import { shoppingLists } from '../db/schema';
import { shoppingMigrations } from '../shopping.app';
import { ShoppingRepository } from './shopping.repository';
import { ShoppingService } from './shopping.service';

/** A bus that records what the service publishes. */
function recordingBus() {
  const events: ShoppingChangedEvent[] = [];
  const bus = {
    emit: (pattern: string, data: ShoppingChangedEvent) => {
      if (pattern === BusEvents.shoppingChanged.name) events.push(data);
      return of(undefined);
    },
  } as unknown as ClientProxy;
  return { bus, events };
}

const names = (list: ShoppingList) => [
  ...list.recipes.flatMap((r) => r.ingredientsRaw.map((i) => i.name)),
  ...list.customItems.map((c) => c.name),
];

describe('ShoppingService on PGlite', () => {
  let testStore: TestStore;
  let service: ShoppingService;
  let events: ShoppingChangedEvent[];
  let nextUser = 100;
  const user = (displayName = 'Ada') => ({ userId: nextUser++, displayName });

  beforeAll(async () => {
    testStore = await openTestStore([shoppingMigrations]);
    const recorder = recordingBus();
    events = recorder.events;
    service = new ShoppingService(new ShoppingRepository(testStore.store.db), recorder.bus);
  }, 60000);
  afterAll(() => testStore.close());

  const soup = {
    recipeId: 7,
    recipeTitle: 'Soup',
    originalServings: 2,
    targetServings: 4,
    ingredientsRaw: ['*For the soup*', '2 red onions, diced', '500 g chicken stock', '1 cup milk'],
  };
  const post = (body: Partial<ShoppingPostBody>) => ShoppingPostBody.parse(body);

  it('adds a recipe with scaled amounts, no heading lines, categories and who added it', async () => {
    const ada = user('Ada Lovelace');
    const list = await service.changeList(ada, { op: 'post', body: post({ recipes: [soup] }) });
    expect(list.recipes).toHaveLength(1);
    expect(list.recipes[0]).toMatchObject({
      recipeId: 7,
      recipeTitle: 'Soup',
      originalServings: 2,
      targetServings: 4,
      addedBy: 'Ada Lovelace',
    });
    expect(list.recipes[0].ingredientsRaw.map((i) => [i.name, i.category, i.checked])).toEqual([
      ['4 red onions, diced', 'Fresh Produce', false],
      ['1 kg chicken stock', 'Pantry', false],
      ['2 cups milk', 'Dairy', false],
    ]);
    expect(await service.getList(ada)).toEqual(list);
  });

  it('adding the same recipe again adds only new names and updates targetServings', async () => {
    const bo = user();
    await service.changeList(bo, { op: 'post', body: post({ recipes: [soup] }) });
    const again = await service.changeList(bo, {
      op: 'post',
      body: post({ recipes: [{ ...soup, targetServings: 2, ingredientsRaw: ['1 cup milk', '1 bay leaf'] }] }),
    });
    expect(again.recipes).toHaveLength(1);
    expect(again.recipes[0].targetServings).toBe(2);
    expect(names(again)).toEqual(['2 red onions, diced', '500 g chicken stock', '1 cup milk', '1 bay leaf']);
  });

  it('checks, renames and removes items by id, and by the UI ids of the spec', async () => {
    const cy = user();
    let list = await service.changeList(cy, { op: 'post', body: post({ recipes: [soup] }) });
    list = await service.changeList(cy, {
      op: 'add-item',
      body: ShoppingItemAdd.parse({ name: ' Paper towels ' }),
    });
    const custom = list.customItems[0];
    expect(custom).toMatchObject({
      name: 'Paper towels',
      category: 'Other Items',
      checked: false,
      addedBy: 'Ada',
    });
    list = await service.changeList(cy, {
      op: 'patch',
      body: { checkedItems: { [`custom_${custom.id}`]: true, recipe_7_1: true } },
    });
    expect(list.customItems[0]).toMatchObject({ checked: true, isChecked: true });
    expect(list.recipes[0].ingredientsRaw.map((i) => i.checked)).toEqual([false, true, false]);
    const onion = list.recipes[0].ingredientsRaw[0];
    list = await service.changeList(cy, { op: 'change-item', id: onion.id, body: { name: 'Shallots' } });
    expect(list.recipes[0].ingredientsRaw[0].name).toBe('Shallots');
    list = await service.changeList(cy, { op: 'remove-item', id: onion.id });
    expect(names(list)).not.toContain('Shallots');
    await expect(
      service.changeList(cy, { op: 'change-item', id: 'nope', body: { checked: true } }),
    ).rejects.toThrow(new AppError('NotFound', 'Item not found'));
  });

  it('Clear Checked drops checked items and recipes left empty; Clear All empties', async () => {
    const di = user();
    let list = await service.changeList(di, {
      op: 'post',
      body: post({ recipes: [{ ...soup, ingredientsRaw: ['1 onion'] }], customItems: [{ name: 'Foil' }] }),
    });
    list = await service.changeList(di, {
      op: 'patch',
      body: { checkedItems: { recipe_7_0: true } },
    });
    list = await service.changeList(di, { op: 'clear-checked' });
    expect(list.recipes).toEqual([]);
    expect(names(list)).toEqual(['Foil']);
    list = await service.changeList(di, { op: 'clear-all' });
    expect(list).toMatchObject({ recipes: [], customItems: [] });
  });

  it('never loses an item when two phones change the list at the same time', async () => {
    const [ed, fay] = [user('Ed'), user('Fay')];
    const household = 9001;
    await service.householdChanged({
      household_id: household,
      name: 'Flat 3',
      member_ids: [ed.userId, fay.userId],
      dissolved: false,
      former_member_ids: [],
    });
    const start = await service.changeList(ed, { op: 'add-item', body: { name: 'Bread' } });
    const bread = start.customItems[0].id;
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        service.changeList(ed, { op: 'add-item', body: { name: `Ed ${i}` } }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        service.changeList(fay, { op: 'add-item', body: { name: `Fay ${i}` } }),
      ),
      service.changeList(fay, { op: 'change-item', id: bread, body: { checked: true } }),
    ]);
    const list = await service.getList(fay);
    expect(list.customItems).toHaveLength(21);
    expect(list.customItems.find((c) => c.id === bread)?.checked).toBe(true);
    expect(new Set(list.customItems.map((c) => c.addedBy))).toEqual(new Set(['Ed', 'Fay']));
    expect(list.owner).toEqual({ household_id: household, household_name: 'Flat 3' });
  });

  it('merges whole-list bodies by id: a stale save keeps what another phone added meanwhile', async () => {
    const gus = user();
    const seen = await service.changeList(gus, {
      op: 'post',
      body: post({
        customItems: [
          { id: 'a', name: 'Apples' },
          { id: 'b', name: 'Beans' },
        ],
      }),
    });
    // Another phone adds Carrots after this phone loaded the list.
    await service.changeList(gus, { op: 'add-item', body: { id: 'c', name: 'Carrots' } });
    // This phone saves its whole list: Apples checked, Beans removed, based on what it saw.
    const saved = await service.changeList(gus, {
      op: 'patch',
      body: { customItems: [{ id: 'a', name: 'Apples', isChecked: true }], baseVersion: seen.version },
    });
    expect(saved.customItems.map((c) => [c.id, c.checked])).toEqual([
      ['a', true],
      ['c', false],
    ]);
    // POST never removes: a body without Carrots leaves them.
    const posted = await service.changeList(gus, {
      op: 'post',
      body: post({ customItems: [{ id: 'a', name: 'Apples' }] }),
    });
    expect(posted.customItems.map((c) => c.id)).toEqual(['a', 'c']);
    // A spec client without a base replaces the section (removing custom items clears them all).
    const cleared = await service.changeList(gus, { op: 'patch', body: { customItems: [] } });
    expect(cleared.customItems).toEqual([]);
  });

  it('a retried add (same id) does not add twice', async () => {
    const hal = user();
    await service.changeList(hal, { op: 'add-item', body: { id: 'offline-1', name: 'Milk' } });
    const list = await service.changeList(hal, { op: 'add-item', body: { id: 'offline-1', name: 'Milk' } });
    expect(list.customItems).toHaveLength(1);
  });

  it('keeps household members on one list and strangers on their own', async () => {
    const [ivy, jo, stranger] = [user('Ivy'), user('Jo'), user('Sam')];
    await service.householdChanged({
      household_id: 9002,
      name: 'Home',
      member_ids: [ivy.userId, jo.userId],
      dissolved: false,
      former_member_ids: [],
    });
    events.length = 0;
    const list = await service.changeList(ivy, { op: 'add-item', body: { name: 'Eggs' } });
    expect((await service.getList(jo)).customItems.map((c) => [c.name, c.addedBy])).toEqual([
      ['Eggs', 'Ivy'],
    ]);
    expect((await service.getList(stranger)).customItems).toEqual([]);
    // The stranger cannot reach the household's items by id.
    await expect(
      service.changeList(stranger, {
        op: 'change-item',
        id: list.customItems[0].id,
        body: { checked: true },
      }),
    ).rejects.toThrow('Item not found');
    await service.changeList(stranger, { op: 'remove-item', id: list.customItems[0].id });
    expect((await service.getList(jo)).customItems).toHaveLength(1);
    // Every member hears of the change, the stranger does not.
    expect(events[0]).toMatchObject({ kind: 'list', actor_id: ivy.userId });
    expect(new Set(events[0].user_ids)).toEqual(new Set([ivy.userId, jo.userId]));
  });

  it('on dissolution each former member keeps a personal copy of the list and pantry', async () => {
    const [kim, lee] = [user('Kim'), user('Lee')];
    await service.changeList(kim, { op: 'add-item', body: { name: 'Kim alone' } });
    await service.householdChanged({
      household_id: 9003,
      name: 'Shared',
      member_ids: [kim.userId, lee.userId],
      dissolved: false,
      former_member_ids: [],
    });
    await service.changeList(lee, { op: 'add-item', body: { name: 'Shared rice' } });
    await service.changePantry(kim, { op: 'add-item', body: { name: 'Flour', quantity: '1', unit: 'kg' } });
    await service.addImage(lee, '/api/images/pantry/abc-display.webp', 'shelf');
    await service.householdChanged({
      household_id: 9003,
      name: 'Shared',
      member_ids: [],
      dissolved: true,
      former_member_ids: [kim.userId, lee.userId],
    });
    expect(names(await service.getList(kim))).toEqual(['Kim alone', 'Shared rice']);
    expect(names(await service.getList(lee))).toEqual(['Shared rice']);
    for (const member of [kim, lee]) {
      const pantry = await service.getPantry(member);
      expect(pantry.owner.household_id).toBeNull();
      expect(pantry.items.map((i) => [i.name, i.quantity, i.unit])).toEqual([['Flour', '1', 'kg']]);
      expect((await service.listImages(member)).map((i) => i.image_url)).toEqual([
        '/api/images/pantry/abc-display.webp',
      ]);
    }
    // Deleting one member's copy leaves the file in use by the other.
    const [image] = await service.listImages(kim);
    expect(await service.deleteImage(kim, image.id)).toEqual({
      image_url: image.image_url,
      still_used: true,
    });
    await expect(service.deleteImage(kim, image.id)).rejects.toThrow('Image not found');
  });

  it('keeps pantry items with free-text quantity, unit and expiry, merged by id', async () => {
    const max = user('Max');
    const first = await service.changePantry(max, {
      op: 'post',
      body: {
        items: [{ id: 'p1', name: 'Rice', quantity: '2', unit: 'kg', expiryDate: '2027-01-31' }],
        lastUpdated: null,
      },
    });
    expect(first.items[0]).toMatchObject({
      id: 'p1',
      name: 'Rice',
      category: 'Other Items',
      quantity: '2',
      unit: 'kg',
      expiryDate: '2027-01-31',
      addedBy: 'Max',
    });
    expect(first.lastUpdated).not.toBeNull();
    await service.changePantry(max, { op: 'add-item', body: { id: 'p2', name: 'Beans' } });
    const merged = await service.changePantry(max, {
      op: 'post',
      body: { items: [{ id: 'p1', name: 'Rice', quantity: '1' }], baseVersion: first.version },
    });
    expect(merged.items.map((i) => [i.id, i.quantity])).toEqual([
      ['p1', '1'],
      ['p2', ''],
    ]);
    const removed = await service.changePantry(max, { op: 'remove-item', id: 'p2' });
    expect(removed.items.map((i) => i.id)).toEqual(['p1']);
  });

  it('shows items stored under the former joint dairy category in Dairy or Eggs & Fridge', async () => {
    const cy = user();
    await service.changeList(cy, {
      op: 'post',
      body: post({ recipes: [{ ...soup, ingredientsRaw: ['3 eggs', '1 cup milk'] }] }),
    });
    const db = testStore.store.db;
    const [row] = await db.select().from(shoppingLists).where(eq(shoppingLists.ownerUserId, cy.userId));
    for (const item of row.data.recipes[0].ingredientsRaw) item.category = 'Dairy, Eggs & Fridge';
    await db.update(shoppingLists).set({ data: row.data }).where(eq(shoppingLists.id, row.id));
    const list = await service.getList(cy);
    expect(list.recipes[0].ingredientsRaw.map((i) => [i.name, i.category])).toEqual([
      ['6 eggs', 'Eggs & Fridge'],
      ['2 cups milk', 'Dairy'],
    ]);
  });

  it("a reader's next GET shows another member's change, a renamed household and a household joined", async () => {
    const [kim, lou] = [user('Kim'), user('Lou')];
    await service.changeList(kim, { op: 'add-item', body: { name: 'Tea' } });
    expect(names(await service.getList(kim))).toEqual(['Tea']);
    expect(names(await service.getList(kim))).toEqual(['Tea']);
    const joined = {
      household_id: 9004,
      name: 'Cabin',
      member_ids: [kim.userId, lou.userId],
      dissolved: false,
      former_member_ids: [],
    };
    await service.householdChanged(joined);
    expect(await service.getList(kim)).toMatchObject({
      customItems: [],
      owner: { household_id: 9004, household_name: 'Cabin' },
    });
    await service.changeList(lou, { op: 'add-item', body: { name: 'Rice' } });
    expect(names(await service.getList(kim))).toEqual(['Rice']);
    await service.householdChanged({ ...joined, name: 'Big Cabin' });
    expect((await service.getList(kim)).owner.household_name).toBe('Big Cabin');
  });
});
