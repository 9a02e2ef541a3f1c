import { Inject, Injectable, Optional } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { Identity, Patterns, UserEnsureMessage, UserProfile } from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { AUTH_MEMO_MS } from './token-verifier';
import { TtlCache } from './ttl-cache';

/** Provides how long a profile is remembered (ms); AUTH_MEMO_MS when not provided. */
export const PROFILE_MEMO_MS = Symbol('PROFILE_MEMO_MS');
const MAX_ENTRIES = 10_000;

/**
 * Maps a verified identity to its social profile, creating it on first sight. Remembered briefly so
 * a burst of calls costs one bus round trip; keyed by name and email too, so a rename reaches social.
 */
@Injectable()
export class UserDirectory {
  private readonly cache = new TtlCache<UserProfile>(MAX_ENTRIES);

  constructor(
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
    @Optional() @Inject(PROFILE_MEMO_MS) private readonly memoMs: number = AUTH_MEMO_MS,
  ) {}

  async resolve(identity: Identity): Promise<UserProfile> {
    const key = JSON.stringify([identity.uid, identity.email, identity.name]);
    // A burst of requests from one person when the entry expires makes one bus call, not one each.
    return this.cache.getOrLoad(key, async () => {
      const message: UserEnsureMessage = { identity };
      const value = await send<UserProfile>(this.bus, Patterns.social.ensureUser, message, 5000);
      return { value, until: Date.now() + this.memoMs };
    });
  }

  /** After an account deletion: the next call with the same identity starts a new profile. */
  forget(userId: number): void {
    this.cache.deleteWhere((profile) => profile.id === userId);
  }
}
