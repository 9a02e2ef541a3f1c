import { Inject, Injectable } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { Events, Identity, UserChangedEvent, UserProfile } from '@mise/contracts';
import { BUS_CLIENT, emitEvent } from '@mise/platform-bus';
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
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
  ) {}

  /**
   * The verified identity's own record: created on the first authenticated call, and kept in step
   * with the identity provider's name and email. Only the identity's own row is ever touched.
   */
  async ensure(identity: Identity): Promise<UserProfile> {
    const existing = await this.repository.findByUid(identity.uid);
    if (!existing) {
      const created = await this.repository.insertIfAbsent({
        firebaseUid: identity.uid,
        displayName: displayNameOf(identity),
        email: identity.email,
        profileImageUrl: identity.picture,
      });
      if (!created) return this.ensure(identity);
      this.announce(created);
      return toProfile(created);
    }
    // A token without a name (e.g. right after email sign-up) must not wipe a known name.
    const displayName = identity.name?.trim() ? identity.name.trim() : existing.displayName;
    const email = identity.email || existing.email;
    if (displayName === existing.displayName && email === existing.email) return toProfile(existing);
    const updated = await this.repository.updateIdentity(existing.id, { displayName, email });
    if (updated.displayName !== existing.displayName) this.announce(updated);
    return toProfile(updated);
  }

  private announce(row: UserRow): void {
    const event: UserChangedEvent = { id: row.id, display_name: row.displayName };
    emitEvent(this.bus, Events.userChanged, event);
  }
}
