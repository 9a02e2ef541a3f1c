import { Inject, Injectable } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { Identity, Patterns, UserEnsureMessage, UserProfile } from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { SingleFlight, TtlCache } from './ttl-cache';

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * Maps a verified identity to its social profile, creating it on first sight. Remembered briefly so
 * a burst of calls costs one bus round trip; keyed by name and email too, so a rename reaches social.
 */
@Injectable()
export class UserDirectory {
  private readonly cache = new TtlCache<UserProfile>(MAX_ENTRIES);
  private readonly ensuring = new SingleFlight<UserProfile>();

  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  async resolve(identity: Identity): Promise<UserProfile> {
    const key = JSON.stringify([identity.uid, identity.email, identity.name]);
    const hit = this.cache.get(key);
    if (hit) return hit;
    // A burst of requests from one person when the entry expires makes one bus call, not one each.
    return this.ensuring.run(key, async () => {
      const message: UserEnsureMessage = { identity };
      const profile = await send<UserProfile>(this.bus, Patterns.social.ensureUser, message, 5000);
      this.cache.set(key, profile, Date.now() + TTL_MS);
      return profile;
    });
  }

  /** After an account deletion: the next call with the same identity starts a new profile. */
  forget(userId: number): void {
    this.cache.deleteWhere((profile) => profile.id === userId);
  }
}
