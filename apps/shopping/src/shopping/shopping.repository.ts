import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, isNull, notInArray, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DB, Db } from '@mise/platform-db';
import { householdMembers, pantries, pantryImages, PantryImageRow, shoppingLists } from '../db/schema';
import type { StoredList, StoredPantry } from './stored';

/** Whose list and pantry a user works on: their household's when they have one, else their own. */
export interface Owner {
  userId: number;
  householdId: number | null;
  householdName: string | null;
  /** Everyone who reads and writes it. */
  memberIds: number[];
}

/** A table whose rows are a household's, else one user's (the list, pantry, photos, plan entries). */
export interface OwnedTable {
  ownerUserId: AnyPgColumn;
  householdId: AnyPgColumn;
}

/** The rows of `owner`: the household's when there is one, else the user's own without a household. */
export function ownedBy(table: OwnedTable, owner: Owner): SQL {
  return owner.householdId !== null
    ? eq(table.householdId, owner.householdId)
    : (and(eq(table.ownerUserId, owner.userId), isNull(table.householdId)) as SQL);
}

const EMPTY_LIST: StoredList = { recipes: [], customItems: [] };

/** A list as a reader last saw it: which row, at which version. */
export interface SeenList {
  listId: number;
  version: number;
}

/** The list a user reads, with its data only when it differs from what they last saw. */
export interface ListRead {
  owner: Owner;
  listId: number | null;
  version: number;
  /** null: unchanged since `seen` (or there is no list yet when `listId` is null too). */
  data: StoredList | null;
}
const EMPTY_PANTRY: StoredPantry = { items: [] };

/** Drizzle queries only; every read and write is scoped by the owner the service resolved. */
@Injectable()
export class ShoppingRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Whose list the user works on; `withMembers: false` skips the member list (reads need no one to tell). */
  async owner(userId: number, read: 'with-members' | 'without-members' = 'with-members'): Promise<Owner> {
    const [membership] = await this.db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.userId, userId))
      .limit(1);
    if (!membership) return { userId, householdId: null, householdName: null, memberIds: [userId] };
    if (read === 'without-members')
      return {
        userId,
        householdId: membership.householdId,
        householdName: membership.householdName,
        memberIds: [],
      };
    const members = await this.db
      .select({ userId: householdMembers.userId })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, membership.householdId));
    return {
      userId,
      householdId: membership.householdId,
      householdName: membership.householdName,
      memberIds: members.map((m) => m.userId),
    };
  }

  /**
   * One query for a reader: their household (if any), their list's row and version, and the list's
   * data unless it is the row and version they last saw, which then need not be read or parsed again.
   */
  async readListFor(userId: number, seen: SeenList | undefined): Promise<ListRead> {
    const result = await this.db.execute(sql`
      with me as (
        select household_id, household_name from ${householdMembers} where user_id = ${userId}
      )
      select me.household_id, me.household_name, l.id, l.version,
             case when l.id = ${seen?.listId ?? null} and l.version = ${seen?.version ?? null}
                  then null else l.data end as data
      from (select 1) one
      left join me on true
      left join ${shoppingLists} l on case when me.household_id is not null
        then l.household_id = me.household_id
        else l.owner_user_id = ${userId} and l.household_id is null end
      limit 1`);
    const [row] = (
      result as unknown as {
        rows: {
          household_id: number | null;
          household_name: string | null;
          id: number | null;
          version: number | null;
          data: StoredList | string | null;
        }[];
      }
    ).rows;
    const householdId = row.household_id === null ? null : Number(row.household_id);
    const owner: Owner = { userId, householdId, householdName: row.household_name, memberIds: [] };
    if (row.id === null) return { owner, listId: null, version: 0, data: null };
    const data = typeof row.data === 'string' ? (JSON.parse(row.data) as StoredList) : row.data;
    return { owner, listId: Number(row.id), version: Number(row.version), data };
  }

  async readList(owner: Owner): Promise<{ data: StoredList; version: number }> {
    const [row] = await this.db.select().from(shoppingLists).where(ownedBy(shoppingLists, owner)).limit(1);
    return row ? { data: row.data, version: row.version } : { data: structuredClone(EMPTY_LIST), version: 0 };
  }

  async readPantry(owner: Owner): Promise<{ data: StoredPantry; version: number; lastUpdated: Date | null }> {
    const [row] = await this.db.select().from(pantries).where(ownedBy(pantries, owner)).limit(1);
    return row
      ? { data: row.data, version: row.version, lastUpdated: row.lastUpdated }
      : { data: structuredClone(EMPTY_PANTRY), version: 0, lastUpdated: null };
  }

  /**
   * Applies `change` to the stored list under a row lock, so two members' changes run one after the
   * other on the latest state and neither is lost. Returns the new state and version.
   */
  async changeList(
    owner: Owner,
    change: (data: StoredList, nextVersion: number) => void,
  ): Promise<{ data: StoredList; version: number }> {
    return this.db.transaction(async (tx) => {
      await tx
        .insert(shoppingLists)
        .values({ ownerUserId: owner.userId, householdId: owner.householdId })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(shoppingLists)
        .where(ownedBy(shoppingLists, owner))
        .limit(1)
        .for('update');
      const data = row.data;
      change(data, row.version + 1);
      await tx
        .update(shoppingLists)
        .set({ data, version: row.version + 1, updatedAt: new Date() })
        .where(eq(shoppingLists.id, row.id));
      return { data, version: row.version + 1 };
    });
  }

  async changePantry(
    owner: Owner,
    change: (data: StoredPantry, nextVersion: number) => void,
  ): Promise<{ data: StoredPantry; version: number; lastUpdated: Date }> {
    return this.db.transaction(async (tx) => {
      await tx
        .insert(pantries)
        .values({ ownerUserId: owner.userId, householdId: owner.householdId })
        .onConflictDoNothing();
      const [row] = await tx.select().from(pantries).where(ownedBy(pantries, owner)).limit(1).for('update');
      const data = row.data;
      change(data, row.version + 1);
      const lastUpdated = new Date();
      await tx
        .update(pantries)
        .set({ data, version: row.version + 1, lastUpdated })
        .where(eq(pantries.id, row.id));
      return { data, version: row.version + 1, lastUpdated };
    });
  }

  listImages(owner: Owner): Promise<PantryImageRow[]> {
    return this.db
      .select()
      .from(pantryImages)
      .where(ownedBy(pantryImages, owner))
      .orderBy(pantryImages.uploadedAt, pantryImages.id);
  }

  async addImage(owner: Owner, imageUrl: string, name: string): Promise<PantryImageRow> {
    const [row] = await this.db
      .insert(pantryImages)
      .values({ ownerUserId: owner.userId, householdId: owner.householdId, imageUrl, name })
      .returning();
    return row;
  }

  async deleteImage(owner: Owner, id: number): Promise<PantryImageRow | undefined> {
    const [row] = await this.db
      .delete(pantryImages)
      .where(and(eq(pantryImages.id, id), ownedBy(pantryImages, owner)))
      .returning();
    return row;
  }

  async imageInUse(imageUrl: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: pantryImages.id })
      .from(pantryImages)
      .where(eq(pantryImages.imageUrl, imageUrl))
      .limit(1);
    return rows.length > 0;
  }

  /** Records a household's membership after a change (members not listed leave it). */
  async setMembers(householdId: number, name: string, memberIds: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(householdMembers)
        .where(
          memberIds.length > 0
            ? and(
                eq(householdMembers.householdId, householdId),
                notInArray(householdMembers.userId, memberIds),
              )
            : eq(householdMembers.householdId, householdId),
        );
      for (const userId of memberIds)
        await tx
          .insert(householdMembers)
          .values({ userId, householdId, householdName: name })
          .onConflictDoUpdate({
            target: householdMembers.userId,
            set: { householdId, householdName: name },
          });
    });
  }

  async membersOf(householdId: number): Promise<number[]> {
    const rows = await this.db
      .select({ userId: householdMembers.userId })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, householdId));
    return rows.map((row) => row.userId);
  }

  /** A dissolved household's list, pantry and photos, removed once each former member has a copy. */
  async dropHousehold(householdId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(shoppingLists).where(eq(shoppingLists.householdId, householdId));
      await tx.delete(pantries).where(eq(pantries.householdId, householdId));
      await tx.delete(pantryImages).where(eq(pantryImages.householdId, householdId));
      await tx.delete(householdMembers).where(eq(householdMembers.householdId, householdId));
    });
  }

  async copyImages(rows: PantryImageRow[], toUserIds: number[]): Promise<void> {
    if (rows.length === 0 || toUserIds.length === 0) return;
    const existing = await this.db
      .select({ ownerUserId: pantryImages.ownerUserId, imageUrl: pantryImages.imageUrl })
      .from(pantryImages)
      .where(and(inArray(pantryImages.ownerUserId, toUserIds), isNull(pantryImages.householdId)));
    const have = new Set(existing.map((row) => `${row.ownerUserId} ${row.imageUrl}`));
    const values = toUserIds.flatMap((userId) =>
      rows
        .filter((row) => !have.has(`${userId} ${row.imageUrl}`))
        .map((row) => ({
          ownerUserId: userId,
          householdId: null,
          imageUrl: row.imageUrl,
          name: row.name,
          uploadedAt: row.uploadedAt,
        })),
    );
    if (values.length > 0) await this.db.insert(pantryImages).values(values);
  }
}
