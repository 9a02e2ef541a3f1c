import { Logger } from '@nestjs/common';
import {
  FRIENDS_DIGESTS_MAX,
  FriendIdsReply,
  FriendIdsRequest,
  FriendsDigestsReply,
  FriendsDigestsRequest,
  FriendshipChangedEvent,
  friendsDigest,
} from '@mise/contracts';
import { RecipesRepository } from './recipes.repository';

/** What the copy asks social: one person's accepted friends, and many people's digests. */
export interface SocialFriends {
  /** `Messages.social.friendIds`. */
  friendIds(request: FriendIdsRequest): Promise<FriendIdsReply>;
  /** `Messages.social.friendsDigests`. */
  digests(request: FriendsDigestsRequest): Promise<FriendsDigestsReply>;
}
/** Runs a change to the copy the way every write to the recipes store runs (list generations). */
export type WriteCopy = <T>(change: () => Promise<T>) => Promise<T>;

/** First wait before asking social again after it could not answer; doubles up to the maximum. */
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 60_000;
/** Rebuilds in flight at once while catching up on everyone. */
const PARALLEL = 4;
/** Attempts for one person when friendship events keep landing during their rebuild. */
const ATTEMPTS = 3;

/**
 * The recipes service's copy of accepted friendships (privacy and the Friends view read it). Fed
 * by social's friendship events; rebuilt from social's own answer on start and for a person whose
 * friends' digest in an event disagrees with the copy (an event was missed). People social could
 * not answer for are asked again later, with growing waits.
 */
export class FriendsCopy {
  private readonly log = new Logger('FriendsCopy');
  private readonly waiting = new Set<number>();
  private retryMs = RETRY_FIRST_MS;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly repository: RecipesRepository,
    private readonly social: SocialFriends,
    private readonly write: WriteCopy,
  ) {}

  /** Applies one event, then rebuilds either person whose friends the copy has wrong. */
  async apply(event: FriendshipChangedEvent): Promise<void> {
    if (event.user_id === event.friend_id) return;
    await this.write(() =>
      event.status === 'accepted'
        ? this.repository.addFriendship(event.user_id, event.friend_id)
        : this.repository.removeFriendship(event.user_id, event.friend_id),
    );
    const stale: number[] = [];
    for (const [id, digest] of [
      [event.user_id, event.user_friends_digest],
      [event.friend_id, event.friend_friends_digest],
    ] as const) {
      if (digest !== undefined && friendsDigest(await this.repository.friendIdsOf(id)) !== digest)
        stale.push(id);
    }
    if (stale.length > 0) {
      this.log.warn(`Friendship copy out of step for ${stale.length} people: rebuilding from social`);
      await this.catchUp(stale);
    }
  }

  /**
   * On start: everyone who owns a recipe or appears in the copy, checked against social's digests
   * a few hundred people a call; only those whose friends differ are rebuilt one by one. Whoever
   * could not be checked (social not answering) goes through the one-by-one catch-up, which waits
   * and asks again.
   */
  async catchUpAll(): Promise<void> {
    const known = await this.repository.knownUserIds();
    const stale: number[] = [];
    for (let start = 0; start < known.length && !this.closed; start += FRIENDS_DIGESTS_MAX) {
      const chunk = known.slice(start, start + FRIENDS_DIGESTS_MAX);
      let theirs: Record<string, string>;
      try {
        theirs = FriendsDigestsReply.parse(await this.social.digests({ user_ids: chunk })).digests;
      } catch (error) {
        this.log.warn(`Friends digests not read: ${error instanceof Error ? error.message : String(error)}`);
        stale.push(...known.slice(start));
        break;
      }
      const ours = await this.repository.friendIdsOfMany(chunk);
      for (const id of chunk) if (friendsDigest(ours.get(id) ?? []) !== theirs[String(id)]) stale.push(id);
    }
    if (stale.length > 0) this.log.warn(`Friendship copy differs from social for ${stale.length} people`);
    await this.catchUp(stale);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * Rebuilds these people, a few at a time. When social cannot answer, the round stops and whoever
   * is not done yet waits for the next attempt (growing waits); resolves when this round is over.
   */
  async catchUp(userIds: readonly number[]): Promise<void> {
    for (const id of userIds) this.waiting.add(id);
    const queue = [...userIds];
    let failed = false;
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined && !failed && !this.closed; id = queue.shift()) {
        try {
          await this.rebuild(id);
          this.waiting.delete(id);
        } catch (error) {
          failed = true;
          this.log.warn(
            `Friends of ${id} not rebuilt: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    if (!failed) this.retryMs = RETRY_FIRST_MS;
    if (this.waiting.size > 0 && !this.closed && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.catchUp([...this.waiting]);
      }, this.retryMs);
      this.timer.unref();
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    }
  }

  /** Replaces the person's friends with social's answer unless an event changed them meanwhile (then asks again). */
  private async rebuild(userId: number): Promise<void> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const before = await this.repository.friendIdsOf(userId);
      const reply = FriendIdsReply.parse(await this.social.friendIds({ user_id: userId }));
      if (friendsDigest(before) === friendsDigest(reply.friend_ids)) return;
      const done = await this.write(() => this.repository.replaceFriendsIf(userId, before, reply.friend_ids));
      if (done) return;
    }
    throw new Error('friendship events kept changing the copy during the rebuild');
  }
}
