import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, between, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { MEALS, type Meal, type PlanRange } from '@mise/contracts';
import { DB, Db } from '@mise/platform-db';
import { planCalendars, planEntries, PlanEntryRow } from '../db/schema';
import { Owner, ownedBy } from '../shopping/shopping.repository';

export interface NewPlanEntry {
  id: string;
  day: string;
  meal: Meal;
  recipeId: number | null;
  title: string;
  servings: number | null;
  note: string;
  addedById: number;
  addedByName: string | null;
}

export interface PlanEntryUpdate {
  day?: string;
  meal?: Meal;
  servings?: number | null;
  note?: string;
}

const mealOrder = (meal: Meal) => MEALS.indexOf(meal);

/** The owner's recipe entries of a range not yet put on the list. */
const unshoppedIn = (owner: Owner, range: PlanRange) =>
  and(
    ownedBy(planEntries, owner),
    between(planEntries.day, range.from, range.to),
    isNotNull(planEntries.recipeId),
    isNull(planEntries.shoppedServings),
  );

/** Drizzle queries only; every entry is read and written inside the owner's plan. */
@Injectable()
export class PlanRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** The owner's entries of a range: by day, then meal, then when they were added. */
  list(owner: Owner, range: PlanRange): Promise<PlanEntryRow[]> {
    return this.db
      .select()
      .from(planEntries)
      .where(and(ownedBy(planEntries, owner), between(planEntries.day, range.from, range.to)))
      .orderBy(
        asc(planEntries.day),
        asc(planEntries.mealOrder),
        asc(planEntries.createdAt),
        asc(planEntries.id),
      );
  }

  async find(owner: Owner, id: string): Promise<PlanEntryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(planEntries)
      .where(and(eq(planEntries.id, id), ownedBy(planEntries, owner)))
      .limit(1);
    return row;
  }

  /** Adds an entry; an id already taken (a resend) adds nothing. Returns whether it was added. */
  async insert(owner: Owner, entry: NewPlanEntry): Promise<boolean> {
    const rows = await this.db
      .insert(planEntries)
      .values({
        ...entry,
        mealOrder: mealOrder(entry.meal),
        ownerUserId: owner.userId,
        householdId: owner.householdId,
      })
      .onConflictDoNothing()
      .returning({ id: planEntries.id });
    return rows.length > 0;
  }

  async update(owner: Owner, id: string, change: PlanEntryUpdate): Promise<PlanEntryRow | undefined> {
    const [row] = await this.db
      .update(planEntries)
      .set({ ...change, ...(change.meal ? { mealOrder: mealOrder(change.meal) } : {}) })
      .where(and(eq(planEntries.id, id), ownedBy(planEntries, owner)))
      .returning();
    return row;
  }

  async remove(owner: Owner, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(planEntries)
      .where(and(eq(planEntries.id, id), ownedBy(planEntries, owner)))
      .returning({ id: planEntries.id });
    return rows.length > 0;
  }

  /**
   * Claims the recipe entries of a range not yet put on the list, marking them as put there: two
   * calls at once claim each entry once, so neither adds what the other did.
   */
  claimForShopping(owner: Owner, range: PlanRange): Promise<PlanEntryRow[]> {
    return this.db
      .update(planEntries)
      .set({ shoppedServings: sql`coalesce(${planEntries.servings}, 0)` })
      .where(unshoppedIn(owner, range))
      .returning();
  }

  /** The recipe entries `claimForShopping` would claim, left as they are. */
  unshopped(owner: Owner, range: PlanRange): Promise<PlanEntryRow[]> {
    return this.db.select().from(planEntries).where(unshoppedIn(owner, range));
  }

  /** Gives claimed entries back (the list could not be written). */
  async unclaim(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.update(planEntries).set({ shoppedServings: null }).where(inArray(planEntries.id, ids));
  }

  /** Joining a household brings each member's personal plan into the household's. */
  async bringIntoHousehold(householdId: number, memberIds: number[]): Promise<void> {
    if (memberIds.length === 0) return;
    await this.db
      .update(planEntries)
      .set({ householdId })
      .where(and(inArray(planEntries.ownerUserId, memberIds), isNull(planEntries.householdId)));
  }

  /** A dissolved household: each former member keeps a personal copy of its plan; the shared one goes. */
  async splitHousehold(householdId: number, formerIds: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const shared = await tx.select().from(planEntries).where(eq(planEntries.householdId, householdId));
      const copies = formerIds.flatMap((userId) =>
        shared.map(({ id: _id, ...entry }) => ({
          ...entry,
          id: randomUUID(),
          ownerUserId: userId,
          householdId: null,
        })),
      );
      if (copies.length > 0) await tx.insert(planEntries).values(copies);
      await tx.delete(planEntries).where(eq(planEntries.householdId, householdId));
    });
  }

  /** A person's feed secret (its hash); the one before stops working. */
  async setCalendarSecret(userId: number, secretHash: string): Promise<void> {
    await this.db
      .insert(planCalendars)
      .values({ userId, secretHash })
      .onConflictDoUpdate({ target: planCalendars.userId, set: { secretHash } });
  }

  async calendarUser(secretHash: string): Promise<number | null> {
    const [row] = await this.db
      .select({ userId: planCalendars.userId })
      .from(planCalendars)
      .where(eq(planCalendars.secretHash, secretHash))
      .limit(1);
    return row?.userId ?? null;
  }
}
