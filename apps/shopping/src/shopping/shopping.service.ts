import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  BusEvents,
  HouseholdChangedEvent,
  notFound,
  Pantry,
  PantryImage,
  PantryImageDeleteReply,
  PantryOp,
  ShoppingActor,
  ShoppingChangedEvent,
  ShoppingList,
  ShoppingOp,
} from '@mise/contracts';
import { BUS_CLIENT, emit } from '@mise/platform-bus';
import type { PantryImageRow } from '../db/schema';
import { categorize, withCurrentCategory } from '../food/categorize';
import { applyPantryOp, applyShoppingOp, ChangeContext } from './list-rules';
import { Owner, SeenList, ShoppingRepository } from './shopping.repository';
import type { StoredList, StoredPantry } from './stored';

function strip<T extends { rev: number }>({ rev: _rev, ...rest }: T): Omit<T, 'rev'> {
  return rest;
}

/** The read model of a stored item: without `rev`, in one of today's categories. */
const itemView = <T extends { rev: number; name: string; category: string; emoji?: string }>(
  item: T,
): Omit<T, 'rev'> => withCurrentCategory(strip(item));

const ownerView = (owner: Owner) => ({
  household_id: owner.householdId,
  household_name: owner.householdName,
});

type ListItems = Pick<ShoppingList, 'recipes' | 'customItems'>;

function itemsView(data: StoredList): ListItems {
  return {
    recipes: data.recipes.map((recipe) => ({
      ...strip(recipe),
      // The recipe's own line stays in the store: the client never needs it.
      ingredientsRaw: recipe.ingredientsRaw.map((line) => {
        const { raw: _raw, ...view } = itemView(line);
        return view;
      }),
    })),
    customItems: data.customItems.map(itemView),
  };
}

export function toList(data: StoredList, version: number, owner: Owner): ShoppingList {
  return { ...itemsView(data), version, owner: ownerView(owner) };
}

/** A change by `actor` committing as version `rev`: fresh ids, today's categories, the clock. */
export function changeContext(actor: ShoppingActor, rev: number): ChangeContext {
  return {
    userId: actor.userId,
    displayName: actor.displayName,
    rev,
    newId: () => randomUUID(),
    categorize,
    now: () => new Date(),
  };
}

/** How many readers' last lists a service instance keeps (a few hundred KB at 300 items each). */
const SEEN_LISTS = 500;

function toPantry(data: StoredPantry, version: number, lastUpdated: Date | null, owner: Owner): Pantry {
  return {
    items: data.items.map(itemView),
    lastUpdated: lastUpdated?.toISOString() ?? null,
    version,
    owner: ownerView(owner),
  };
}

function toImage(row: PantryImageRow): PantryImage {
  return {
    id: row.id,
    image_url: row.imageUrl,
    url: row.imageUrl,
    name: row.name,
    uploaded_at: row.uploadedAt.toISOString(),
    timestamp: row.uploadedAt.getTime(),
  };
}

/** Merges a personal list into another by recipeId and item id: nothing of either is lost. */
function mergeInto(target: StoredList, source: StoredList): void {
  for (const recipe of source.recipes) {
    const same = target.recipes.find((entry) => entry.recipeId === recipe.recipeId);
    if (!same) target.recipes.push(structuredClone(recipe));
    else
      for (const item of recipe.ingredientsRaw)
        if (!same.ingredientsRaw.some((entry) => entry.id === item.id)) same.ingredientsRaw.push({ ...item });
  }
  for (const item of source.customItems)
    if (!target.customItems.some((entry) => entry.id === item.id)) target.customItems.push({ ...item });
}

/**
 * Shopping list, pantry and pantry photos. The acting user's household (this service's copy of
 * social's memberships) decides whose they are; every change is announced to its members.
 */
@Injectable()
export class ShoppingService {
  /**
   * Per reader, the list they were last given: the store is asked every time whose list it is and
   * at which version, but a list unchanged since is neither read nor converted again.
   */
  private readonly seen = new Map<number, SeenList & { items: ListItems }>();

  constructor(
    private readonly repository: ShoppingRepository,
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
  ) {}

  async getList(actor: ShoppingActor): Promise<ShoppingList> {
    const last = this.seen.get(actor.userId);
    const read = await this.repository.readListFor(actor.userId, last);
    const owner = ownerView(read.owner);
    if (read.listId === null) return { recipes: [], customItems: [], version: 0, owner };
    if (read.data === null && last) return { ...last.items, version: read.version, owner };
    const items = itemsView(read.data ?? { recipes: [], customItems: [] });
    this.seen.delete(actor.userId);
    if (this.seen.size >= SEEN_LISTS) this.seen.delete(this.seen.keys().next().value as number);
    this.seen.set(actor.userId, { listId: read.listId, version: read.version, items });
    return { ...items, version: read.version, owner };
  }

  async changeList(actor: ShoppingActor, change: ShoppingOp): Promise<ShoppingList> {
    const owner = await this.repository.owner(actor.userId);
    const { data, version } = await this.repository.changeList(owner, (list, rev) =>
      applyShoppingOp(list, change, changeContext(actor, rev)),
    );
    const list = toList(data, version, owner);
    this.announce(owner, actor.userId, { kind: 'list', list });
    return list;
  }

  async getPantry(actor: ShoppingActor): Promise<Pantry> {
    const owner = await this.repository.owner(actor.userId, 'without-members');
    const { data, version, lastUpdated } = await this.repository.readPantry(owner);
    return toPantry(data, version, lastUpdated, owner);
  }

  async changePantry(actor: ShoppingActor, change: PantryOp): Promise<Pantry> {
    const owner = await this.repository.owner(actor.userId);
    const { data, version, lastUpdated } = await this.repository.changePantry(owner, (pantry, rev) =>
      applyPantryOp(pantry, change, changeContext(actor, rev)),
    );
    const pantry = toPantry(data, version, lastUpdated, owner);
    this.announce(owner, actor.userId, { kind: 'pantry', pantry });
    return pantry;
  }

  async listImages(actor: ShoppingActor): Promise<PantryImage[]> {
    const owner = await this.repository.owner(actor.userId, 'without-members');
    return (await this.repository.listImages(owner)).map(toImage);
  }

  async addImage(actor: ShoppingActor, imageUrl: string, name: string): Promise<PantryImage> {
    const owner = await this.repository.owner(actor.userId);
    const image = toImage(await this.repository.addImage(owner, imageUrl, name));
    await this.announceImages(owner, actor.userId);
    return image;
  }

  async deleteImage(actor: ShoppingActor, id: number): Promise<PantryImageDeleteReply> {
    const owner = await this.repository.owner(actor.userId);
    const row = await this.repository.deleteImage(owner, id);
    if (!row) throw notFound('Image not found');
    await this.announceImages(owner, actor.userId);
    return { image_url: row.imageUrl, still_used: await this.repository.imageInUse(row.imageUrl) };
  }

  /**
   * Social's household changes. Members share the household's list from now on; when it is
   * dissolved, each former member keeps a personal copy of its list, pantry and photos. Answers
   * who the former members are on dissolution (they keep a copy of the plan too).
   */
  async householdChanged(event: HouseholdChangedEvent): Promise<{ formerMembers: number[] | null }> {
    const before = await this.repository.membersOf(event.household_id);
    if (!event.dissolved) {
      await this.repository.setMembers(event.household_id, event.name, event.member_ids);
      await this.announceAll([...new Set([...before, ...event.member_ids])]);
      return { formerMembers: null };
    }
    const formers = [...new Set([...event.former_member_ids, ...before, ...event.member_ids])];
    const shared: Owner = {
      userId: formers[0] ?? 0,
      householdId: event.household_id,
      householdName: event.name,
      memberIds: formers,
    };
    const list = await this.repository.readList(shared);
    const pantry = await this.repository.readPantry(shared);
    const images = await this.repository.listImages(shared);
    for (const userId of formers) {
      const personal: Owner = { userId, householdId: null, householdName: null, memberIds: [userId] };
      await this.repository.changeList(personal, (mine) => mergeInto(mine, list.data));
      await this.repository.changePantry(personal, (mine) => {
        for (const item of pantry.data.items)
          if (!mine.items.some((entry) => entry.id === item.id)) mine.items.push({ ...item });
      });
    }
    await this.repository.copyImages(images, formers);
    await this.repository.dropHousehold(event.household_id);
    await this.announceAll(formers);
    return { formerMembers: formers };
  }

  /** After a membership change each affected user's screen reloads what is now theirs. */
  private async announceAll(userIds: number[]): Promise<void> {
    for (const userId of userIds) {
      const actor = { userId, displayName: null };
      const owner = await this.repository.owner(userId);
      const solo = { ...owner, memberIds: [userId] };
      this.announce(solo, 0, { kind: 'list', list: await this.getList(actor) });
      this.announce(solo, 0, { kind: 'pantry', pantry: await this.getPantry(actor) });
      this.announce(solo, 0, { kind: 'images', images: await this.listImages(actor) });
    }
  }

  private async announceImages(owner: Owner, actorId: number): Promise<void> {
    const images = (await this.repository.listImages(owner)).map(toImage);
    this.announce(owner, actorId, { kind: 'images', images });
  }

  private announce(
    owner: Owner,
    actorId: number,
    change: Omit<ShoppingChangedEvent, 'user_ids' | 'actor_id'>,
  ) {
    const event: ShoppingChangedEvent = { user_ids: owner.memberIds, actor_id: actorId, ...change };
    emit(this.bus, BusEvents.shoppingChanged, event);
  }
}
