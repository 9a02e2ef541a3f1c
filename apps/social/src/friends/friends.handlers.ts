import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  FriendIdsReply,
  FriendIdsRequest,
  FriendsDigestsReply,
  FriendsDigestsRequest,
  FriendRequestMessage,
  FriendsListMessage,
  FriendshipDeleteMessage,
  FriendshipUpdateMessage,
  Patterns,
  SocialTargetMessage,
  SocialUserMessage,
} from '@mise/contracts';
import { parseMessage } from '@mise/platform-bus';
import { FriendsService } from './friends.service';

/** Bus entry points for friendships: parse the message, call the service, reply. */
@Controller()
export class FriendsHandlers {
  constructor(private readonly friends: FriendsService) {}

  @MessagePattern(Patterns.social.request)
  request(@Payload() data: unknown) {
    const { userId, addresseeId } = parseMessage(FriendRequestMessage, data);
    return this.friends.request(userId, addresseeId);
  }

  @MessagePattern(Patterns.social.updateFriendship)
  update(@Payload() data: unknown) {
    const { userId, friendshipId, status } = parseMessage(FriendshipUpdateMessage, data);
    return this.friends.update(userId, friendshipId, status);
  }

  @MessagePattern(Patterns.social.deleteFriendship)
  delete(@Payload() data: unknown) {
    const { userId, friendshipId } = parseMessage(FriendshipDeleteMessage, data);
    return this.friends.delete(userId, friendshipId);
  }

  @MessagePattern(Patterns.social.friendshipStatus)
  status(@Payload() data: unknown) {
    const { userId, targetId } = parseMessage(SocialTargetMessage, data);
    return this.friends.status(userId, targetId);
  }

  @MessagePattern(Patterns.social.friendStats)
  stats(@Payload() data: unknown) {
    const { userId, targetId } = parseMessage(SocialTargetMessage, data);
    return this.friends.stats(userId, targetId);
  }

  @MessagePattern(Patterns.social.listFriends)
  list(@Payload() data: unknown) {
    const { userId, status } = parseMessage(FriendsListMessage, data);
    return status === 'pending' ? this.friends.pending(userId) : this.friends.friends(userId);
  }

  @MessagePattern(Patterns.social.listFriendsOf)
  listOf(@Payload() data: unknown) {
    const { userId, targetId } = parseMessage(SocialTargetMessage, data);
    return this.friends.friendsOf(userId, targetId);
  }

  @MessagePattern(Patterns.social.suggestions)
  suggestions(@Payload() data: unknown) {
    const { userId } = parseMessage(SocialUserMessage, data);
    return this.friends.suggestions(userId);
  }

  @MessagePattern(Patterns.social.dismissSuggestion)
  dismiss(@Payload() data: unknown) {
    const { userId, targetId } = parseMessage(SocialTargetMessage, data);
    return this.friends.dismiss(userId, targetId);
  }

  /** For services keeping a copy of accepted friendships (recipes) to rebuild it. */
  @MessagePattern(Patterns.social.friendIds)
  async friendIds(@Payload() data: unknown): Promise<FriendIdsReply> {
    const { user_id } = parseMessage(FriendIdsRequest, data);
    return { friend_ids: await this.friends.friendIds(user_id) };
  }

  /** For the same services: whose copy differs from social, many people per call. */
  @MessagePattern(Patterns.social.friendsDigests)
  async friendsDigests(@Payload() data: unknown): Promise<FriendsDigestsReply> {
    const { user_ids } = parseMessage(FriendsDigestsRequest, data);
    return { digests: await this.friends.friendsDigests(user_ids) };
  }
}
