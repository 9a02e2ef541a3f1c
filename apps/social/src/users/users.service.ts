import { Injectable } from '@nestjs/common';
import { BusEvents, Identity, UserChangedEvent, UserProfile } from '@mise/contracts';
import { Outbox, type RecordEvent } from '@mise/platform-db';
import { UserRow } from '../db/schema';
import { UsersRepository } from './users.repository';

function displayNameOf(identity: Identity): string {
  const name = identity.name?.trim();
  if (name) return name;
  const local = identity.email.split('@')[0]?.trim();
  return local || 'Cook';
}

function toProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    firebase_uid: row.firebaseUid,
    display_name: row.displayName,
    email: row.email,
    profile_image_url: row.profileImageUrl,
    created_at: row.createdAt.toISOString(),
  };
}

@Injectable()
export class UsersService {
  constructor(
    private readonly repository: UsersRepository,
    private readonly outbox: Outbox,
  ) {}

  /**
   * The verified identity's own record: created on the first authenticated call, and kept in step
   * with the identity provider's name and email. Only the identity's own row is ever touched.
   */
  async ensure(identity: Identity): Promise<UserProfile> {
    const existing = await this.repository.findByUid(identity.uid);
    if (!existing) {
      const created = await this.outbox.transaction(async (tx, record) => {
        const row = await this.repository.in(tx).insertIfAbsent({
          firebaseUid: identity.uid,
          displayName: displayNameOf(identity),
          email: identity.email,
          profileImageUrl: identity.picture,
        });
        if (row) announce(record, row);
        return row;
      });
      if (!created) return this.ensure(identity);
      return toProfile(created);
    }
    // A token without a name (e.g. right after email sign-up) must not wipe a known name.
    const displayName = identity.name?.trim() ? identity.name.trim() : existing.displayName;
    const email = identity.email || existing.email;
    if (displayName === existing.displayName && email === existing.email) return toProfile(existing);
    const updated = await this.outbox.transaction(async (tx, record) => {
      const row = await this.repository.in(tx).updateIdentity(existing.id, { displayName, email });
      if (row.displayName !== existing.displayName) announce(record, row);
      return row;
    });
    return toProfile(updated);
  }
}

/** Recipes keeps owners' names: told in the change's own transaction. */
function announce(record: RecordEvent, row: UserRow): void {
  const event: UserChangedEvent = { id: row.id, display_name: row.displayName };
  record(BusEvents.userChanged, event);
}
