import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  BusEvents,
  CALENDAR_WEEKS,
  CalendarFeedReply,
  Meal,
  Messages,
  notFound,
  PlanEntry,
  PlanEntryChange,
  PlanEntryCreate,
  PlanRange,
  PlanRecipe,
  PlanShoppingBody,
  PlanShoppingReply,
  ShoppingActor,
} from '@mise/contracts';
import { BUS_CLIENT, emit, send } from '@mise/platform-bus';
import type { PlanEntryRow } from '../db/schema';
import { Owner, ShoppingRepository } from '../shopping/shopping.repository';
import { changeContext, toList } from '../shopping/shopping.service';
import { addPlanLines, leaveOutPantry, planLines } from './plan-lines';
import { PlanRepository } from './plan.repository';

export function toEntry(row: PlanEntryRow): PlanEntry {
  return {
    id: row.id,
    date: row.day,
    meal: row.meal as Meal,
    recipeId: row.recipeId,
    title: row.title,
    servings: row.servings,
    note: row.note,
    addedBy: { id: row.addedById, displayName: row.addedByName },
    createdAt: row.createdAt.toISOString(),
  };
}

const ENTRY_NOT_FOUND = 'Plan entry not found';
const DAY_MS = 86_400_000;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** `day` plus `days`, both `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The meal plan: the household's when the person has one, else their own (the shopping service's
 * copy of social's memberships decides, as for the list). Every change is announced to the members
 * on the list's stream.
 */
@Injectable()
export class PlanService {
  constructor(
    private readonly plans: PlanRepository,
    private readonly shopping: ShoppingRepository,
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
  ) {}

  async list(actor: ShoppingActor, range: PlanRange): Promise<{ entries: PlanEntry[] }> {
    const owner = await this.shopping.owner(actor.userId, 'without-members');
    return { entries: (await this.plans.list(owner, range)).map(toEntry) };
  }

  /** The recipes the person may see among `ids` (the recipes service decides). */
  private recipes(userId: number, ids: number[]): Promise<PlanRecipe[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return send(this.bus, Messages.recipes.forPlan, { userId, ids: [...new Set(ids)] });
  }

  async add(actor: ShoppingActor, body: PlanEntryCreate): Promise<PlanEntry> {
    const owner = await this.shopping.owner(actor.userId);
    let title = body.title ?? '';
    let servings = body.servings ?? null;
    if (body.recipeId != null) {
      const [recipe] = await this.recipes(actor.userId, [body.recipeId]);
      if (!recipe) throw notFound('Recipe not found');
      title = recipe.title;
      if (body.servings === undefined && recipe.servings && recipe.servings >= 1)
        servings = Math.min(100, Math.round(recipe.servings));
    }
    const id = body.id ?? randomUUID();
    const added = await this.plans.insert(owner, {
      id,
      day: body.date,
      meal: body.meal,
      recipeId: body.recipeId ?? null,
      title,
      servings,
      note: body.note ?? '',
      addedById: actor.userId,
      addedByName: actor.displayName,
    });
    // A resent id gives back what the first send made, if it is this plan's.
    const row = await this.plans.find(owner, id);
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    if (added) this.announce(owner, actor.userId);
    return toEntry(row);
  }

  async change(actor: ShoppingActor, id: string, body: PlanEntryChange): Promise<PlanEntry> {
    const owner = await this.shopping.owner(actor.userId);
    const row = await this.plans.update(owner, id, {
      day: body.date,
      meal: body.meal,
      servings: body.servings,
      note: body.note,
    });
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    this.announce(owner, actor.userId);
    return toEntry(row);
  }

  async remove(actor: ShoppingActor, id: string): Promise<{ removed: boolean }> {
    const owner = await this.shopping.owner(actor.userId);
    if (!(await this.plans.remove(owner, id))) throw notFound(ENTRY_NOT_FOUND);
    this.announce(owner, actor.userId);
    return { removed: true };
  }

  /**
   * The recipe entries of a range onto the list, each once: scaled to the entry's servings, one
   * line per food across recipes and with what the list holds, the pantry's foods left out. A
   * preview answers the same and the lines' text, and changes nothing.
   */
  async addToList(actor: ShoppingActor, range: PlanShoppingBody): Promise<PlanShoppingReply> {
    const owner = await this.shopping.owner(actor.userId);
    if (range.preview) {
      const { toBuy, inPantry } = await this.linesFor(actor, owner, await this.plans.unshopped(owner, range));
      const list = structuredClone((await this.shopping.readList(owner)).data);
      const before = new Map(list.customItems.map((item) => [item.id, item.name]));
      const counts = addPlanLines(list, toBuy, changeContext(actor, 0));
      const lines = list.customItems
        .filter((item) => before.get(item.id) !== item.name)
        .map((item) => item.name);
      return { ...counts, inPantry, lines };
    }
    const claimed = await this.plans.claimForShopping(owner, range);
    if (claimed.length === 0) return { added: 0, merged: 0, inPantry: [] };
    try {
      const { toBuy, inPantry } = await this.linesFor(actor, owner, claimed);
      let counts = { added: 0, merged: 0 };
      const { data, version } = await this.shopping.changeList(owner, (list, rev) => {
        counts = addPlanLines(list, toBuy, changeContext(actor, rev));
      });
      emit(this.bus, BusEvents.shoppingChanged, {
        user_ids: owner.memberIds,
        actor_id: actor.userId,
        kind: 'list',
        list: toList(data, version, owner),
      });
      return { ...counts, inPantry };
    } catch (error) {
      await this.plans.unclaim(claimed.map((row) => row.id));
      throw error;
    }
  }

  /** The lines a set of entries wants bought, and the pantry's foods among them. */
  private async linesFor(actor: ShoppingActor, owner: Owner, rows: PlanEntryRow[]) {
    const recipes = new Map(
      (
        await this.recipes(
          actor.userId,
          rows.map((row) => row.recipeId as number),
        )
      ).map((r) => [r.id, r]),
    );
    const planned = rows.flatMap((row) => {
      const recipe = recipes.get(row.recipeId as number);
      return recipe ? [{ servings: row.servings, recipe }] : [];
    });
    const pantry = await this.shopping.readPantry(owner);
    return leaveOutPantry(
      planLines(planned),
      pantry.data.items.map((item) => item.name),
    );
  }

  /** A new feed secret for the person; the previous one stops working. */
  async calendarLink(actor: ShoppingActor): Promise<{ secret: string }> {
    const secret = randomBytes(24).toString('base64url');
    await this.plans.setCalendarSecret(actor.userId, hashOf(secret));
    return { secret };
  }

  /** The plan of a feed secret's person, from `today` for CALENDAR_WEEKS weeks. */
  async calendarFeed(secret: string, today: string): Promise<CalendarFeedReply> {
    const userId = await this.plans.calendarUser(hashOf(secret));
    if (userId === null) throw notFound('Calendar not found');
    const owner = await this.shopping.owner(userId, 'without-members');
    const range = { from: today, to: addDays(today, CALENDAR_WEEKS * 7 - 1) };
    const entries = (await this.plans.list(owner, range)).map(toEntry);
    return { name: owner.householdName ? `${owner.householdName} meal plan` : 'Meal plan', entries };
  }

  /**
   * After social's household change (the list's part already done): members' personal plans join
   * the household's; on dissolution each former member keeps a copy. Everyone affected reloads.
   */
  async householdChanged(householdId: number, memberIds: number[], dissolvedFor: number[] | null) {
    if (dissolvedFor) await this.plans.splitHousehold(householdId, dissolvedFor);
    else await this.plans.bringIntoHousehold(householdId, memberIds);
    const everyone = dissolvedFor ?? memberIds;
    emit(this.bus, BusEvents.shoppingChanged, { user_ids: everyone, actor_id: 0, kind: 'plan' });
  }

  private announce(owner: Owner, actorId: number): void {
    emit(this.bus, BusEvents.shoppingChanged, { user_ids: owner.memberIds, actor_id: actorId, kind: 'plan' });
  }
}
