import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DB, Db } from '@mise/platform-db';
import { UserRow, users } from '../db/schema';

@Injectable()
export class UsersRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** The same queries inside a transaction (an outbox transaction's `tx`). */
  in(tx: Db): UsersRepository {
    return new UsersRepository(tx);
  }

  async findByUid(firebaseUid: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.firebaseUid, firebaseUid)).limit(1);
    return row;
  }

  /** Returns the new row, or undefined when a concurrent first call created the user first. */
  async insertIfAbsent(values: {
    firebaseUid: string;
    displayName: string;
    email: string;
    profileImageUrl: string | null;
  }): Promise<UserRow | undefined> {
    const [row] = await this.db
      .insert(users)
      .values(values)
      .onConflictDoNothing({ target: users.firebaseUid })
      .returning();
    return row;
  }

  async updateIdentity(id: number, values: { displayName: string; email: string }): Promise<UserRow> {
    const [row] = await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }
}
