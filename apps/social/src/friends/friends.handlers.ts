import { Controller } from '@nestjs/common';
import {
  FriendIdsReply,
  FriendIdsRequest,
  FriendsDigestsReply,
  FriendsDigestsRequest,
  FriendRequestMessage,
  FriendsListMessage,
  FriendshipDeleteMessage,
  FriendshipUpdateMessage,
  Messages,
  SocialTargetMessage,
  SocialUserMessage,
} from '@mise/contracts';
import { Handles } from '@mise/platform-bus';
import { FriendsService } from './friends.service';

/** Bus entry points for friendships: parse the message, call the service, reply. */
@Controller()
export class FriendsHandlers {
  constructor(private readonly friends: FriendsService) {}

  @Handles(Messages.social.request)
  request({ userId, addresseeId }: FriendRequestMessage) {
    return this.friends.request(userId, addresseeId);
  }

  @Handles(Messages.social.updateFriendship)
  update({ userId, friendshipId, status }: FriendshipUpdateMessage) {
    return this.friends.update(userId, friendshipId, status);
  }

  @Handles(Messages.social.deleteFriendship)
  delete({ userId, friendshipId }: FriendshipDeleteMessage) {
    return this.friends.delete(userId, friendshipId);
  }

  @Handles(Messages.social.friendshipStatus)
  status({ userId, targetId }: SocialTargetMessage) {
    return this.friends.status(userId, targetId);
  }

  @Handles(Messages.social.friendStats)
  stats({ userId, targetId }: SocialTargetMessage) {
    return this.friends.stats(userId, targetId);
  }

  @Handles(Messages.social.listFriends)
  list({ userId, status }: FriendsListMessage) {
    return status === 'pending' ? this.friends.pending(userId) : this.friends.friends(userId);
  }

  @Handles(Messages.social.listFriendsOf)
  listOf({ userId, targetId }: SocialTargetMessage) {
    return this.friends.friendsOf(userId, targetId);
  }

  @Handles(Messages.social.suggestions)
  suggestions({ userId }: SocialUserMessage) {
    return this.friends.suggestions(userId);
  }

  @Handles(Messages.social.dismissSuggestion)
  dismiss({ userId, targetId }: SocialTargetMessage) {
    return this.friends.dismiss(userId, targetId);
  }

  /** For services keeping a copy of accepted friendships (recipes) to rebuild it. */
  @Handles(Messages.social.friendIds)
  async friendIds({ user_id }: FriendIdsRequest): Promise<FriendIdsReply> {
    return { friend_ids: await this.friends.friendIds(user_id) };
  }

  /** For the same services: whose copy differs from social, many people per call. */
  @Handles(Messages.social.friendsDigests)
  async friendsDigests({ user_ids }: FriendsDigestsRequest): Promise<FriendsDigestsReply> {
    return { digests: await this.friends.friendsDigests(user_ids) };
  }
}
