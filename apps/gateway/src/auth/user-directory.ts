import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { BusEvents, Identity, Messages, UserEnsureMessage, UserProfile } from '@mise/contracts';
import { BUS_CLIENT, send, subscribeToEvent } from '@mise/platform-bus';
import { LruCache } from '@mise/platform-cache';
import { AUTH_MEMO_MS } from './token-verifier';

/** Provides how long a profile is remembered (ms); AUTH_MEMO_MS when not provided. */
export const PROFILE_MEMO_MS = Symbol('PROFILE_MEMO_MS');
const MAX_ENTRIES = 10_000;

/**
 * Maps a verified identity to its social profile, creating it on first sight. Remembered briefly so
 * a burst of calls costs one bus round trip; keyed by name and email too, so a rename reaches social.
 * An account deleted through any gateway is forgotten by every gateway (`BusEvents.userDeleted`).
 */
@Injectable()
export class UserDirectory implements OnModuleInit, OnModuleDestroy {
  private readonly cache = new LruCache<string, UserProfile>({ maxWeight: MAX_ENTRIES });
  private unsubscribe: (() => void) | null = null;

  constructor(
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
    @Optional() @Inject(PROFILE_MEMO_MS) private readonly memoMs: number = AUTH_MEMO_MS,
  ) {}

  async onModuleInit(): Promise<void> {
    try {
      this.unsubscribe = await subscribeToEvent(this.bus, BusEvents.userDeleted, ({ id }) => this.forget(id));
    } catch (error) {
      new Logger('UserDirectory').warn(
        `Deleted accounts are forgotten here only: ${(error as Error).message}`,
      );
    }
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  async resolve(identity: Identity): Promise<UserProfile> {
    const key = JSON.stringify([identity.uid, identity.email, identity.name]);
    // A burst of requests from one person when the entry expires makes one bus call, not one each.
    return this.cache.getOrLoad(key, async () => {
      const message: UserEnsureMessage = { identity };
      const value = await send(this.bus, Messages.social.ensureUser, message, 5000);
      return { value, expiresAt: Date.now() + this.memoMs };
    });
  }

  /** After an account deletion: the next call with the same identity starts a new profile. */
  forget(userId: number): void {
    this.cache.deleteWhere((profile) => profile.id === userId);
  }
}
