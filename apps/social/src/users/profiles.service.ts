import { Injectable } from '@nestjs/common';
import { Language, notFound, ProfileView, UserSearchResult } from '@mise/contracts';
import { FriendErrors, toFriendshipStatus } from '../friends/friends.service';
import { FriendsRepository } from '../friends/friends.repository';
import { HouseholdsRepository } from '../households/households.repository';

const SEARCH_LIMIT = 20;

/**
 * Profiles as a viewer sees them, and user search. Email and household are shown to oneself,
 * friends and household members; a stranger sees name, photo and counts.
 */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly friends: FriendsRepository,
    private readonly households: HouseholdsRepository,
  ) {}

  async profile(viewerId: number, targetId: number): Promise<ProfileView> {
    const target = await this.friends.findUser(targetId);
    if (!target) throw notFound(FriendErrors.userNotFound);
    const own = viewerId === targetId;
    const friendship = own ? undefined : await this.friends.findBetween(viewerId, targetId);
    const household = await this.households.householdOf(targetId);
    const viewerHousehold = own ? household : await this.households.householdOf(viewerId);
    const sameHousehold = !!household && household.id === viewerHousehold?.id;
    const close = own || friendship?.status === 'accepted' || sameHousehold;
    return {
      id: target.id,
      display_name: target.displayName,
      email: close ? target.email : null,
      profile_image_url: target.profileImageUrl,
      created_at: target.createdAt.toISOString(),
      isOwnProfile: own,
      isInSameHousehold: !own && sameHousehold,
      householdInfo: close && household ? { id: household.id, name: household.name } : null,
      friendship: toFriendshipStatus(friendship, viewerId),
      stats: {
        friendsCount: await this.friends.countFriends(targetId),
        pendingRequestsCount: own ? await this.friends.countPendingReceived(targetId) : null,
      },
      language: own ? (Language.safeParse(target.language).data ?? null) : null,
    };
  }

  async setProfileImage(userId: number, imageUrl: string): Promise<ProfileView> {
    if (!(await this.friends.setProfileImage(userId, imageUrl))) throw notFound(FriendErrors.userNotFound);
    return this.profile(userId, userId);
  }

  async setLanguage(userId: number, language: Language): Promise<ProfileView> {
    if (!(await this.friends.setLanguage(userId, language))) throw notFound(FriendErrors.userNotFound);
    return this.profile(userId, userId);
  }

  /**
   * Display name containing the query or email starting with it. A stranger's email is shown only
   * when the query was the whole address: two typed letters must not reveal everyone's email.
   */
  async search(userId: number, q: string): Promise<UserSearchResult[]> {
    const rows = await this.friends.search(userId, q.trim(), SEARCH_LIMIT);
    const links = await this.friends.friendshipsWith(
      userId,
      rows.map((row) => row.id),
    );
    const typed = q.trim().toLowerCase();
    return rows.map((user) => {
      const friendship = toFriendshipStatus(links.get(user.id), userId);
      const typedWholeEmail = user.email.toLowerCase() === typed;
      return {
        id: user.id,
        display_name: user.displayName,
        email: typedWholeEmail || friendship.status === 'friends' ? user.email : null,
        profile_image_url: user.profileImageUrl,
        friendship,
      };
    });
  }
}
