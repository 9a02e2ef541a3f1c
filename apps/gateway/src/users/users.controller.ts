import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Put,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  CurrentProfile,
  FriendListItem,
  FriendRequestBody,
  FriendRequestMessage,
  FriendsListMessage,
  FriendsListQuery,
  Friendship,
  FriendshipDeleteMessage,
  FriendshipStatus,
  FriendshipUpdateBody,
  FriendshipUpdateMessage,
  FriendStats,
  invalid,
  OtherFriendsReply,
  Messages,
  PendingRequest,
  ProfileImageReply,
  ProfileImageSetMessage,
  ProfileUpdateBody,
  ProfileUpdateMessage,
  ProfileView,
  RecipeCountVisibleMessage,
  SocialTargetMessage,
  SocialUserMessage,
  Suggestion,
  UserProfile,
  UserSearchMessage,
  UserSearchQuery,
  UserSearchResult,
  UserStats,
} from '@mise/contracts';
import { BUS_CLIENT, send } from '@mise/platform-bus';
import { CurrentUser } from '../auth/current-user.decorator';
import { parseInput, requireId } from '../http/parse-input';
import { imageUpload, ImageUploads } from '../images';

const userId = (raw: string) => requireId(raw, 'User not found');
const friendshipId = (raw: string) => requireId(raw, 'Friendship not found');

/**
 * Profiles, friends, suggestions and search (spec section 7, 'Users and friends'). Thin: parse
 * with the contracts, send on the bus, return the reply. Social answers every permission question.
 */
@Controller('users')
export class UsersController {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: ClientProxy,
    private readonly uploads: ImageUploads,
  ) {}

  /** Asked fresh of social (not the guard's briefly cached record) so a new photo shows at once. */
  @Get('profile')
  async ownProfile(@CurrentUser() user: UserProfile): Promise<CurrentProfile> {
    return this.asCurrent(user, await this.profileOf(user.id, user.id));
  }

  /** The person's own settings kept on their profile (their interface language follows them). */
  @Patch('profile')
  async updateProfile(@CurrentUser() user: UserProfile, @Body() body: unknown): Promise<CurrentProfile> {
    const message: ProfileUpdateMessage = { userId: user.id, ...parseInput(ProfileUpdateBody, body) };
    return this.asCurrent(user, await send(this.bus, Messages.social.updateProfile, message));
  }

  private asCurrent(user: UserProfile, profile: ProfileView): CurrentProfile {
    return { ...profile, firebase_uid: user.firebase_uid, email: profile.email ?? user.email };
  }

  @Get('profile/:userId')
  profile(@CurrentUser() user: UserProfile, @Param('userId') raw: string): Promise<ProfileView> {
    return this.profileOf(user.id, userId(raw));
  }

  @Post('profile/image')
  @HttpCode(200)
  @UseInterceptors(imageUpload('profileImage'))
  async profileImage(
    @CurrentUser() user: UserProfile,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<ProfileImageReply> {
    if (!file) throw invalid('Please choose an image file (field profileImage)');
    const stored = await this.uploads.store('profiles', file.buffer);
    const message: ProfileImageSetMessage = { userId: user.id, imageUrl: stored.imageUrl };
    await send(this.bus, Messages.social.setProfileImage, message);
    return { imageUrl: stored.imageUrl, thumbnailUrl: stored.thumbnailUrl };
  }

  @Get('friendship-status/:userId')
  friendshipStatus(
    @CurrentUser() user: UserProfile,
    @Param('userId') raw: string,
  ): Promise<FriendshipStatus> {
    const message: SocialTargetMessage = { userId: user.id, targetId: userId(raw) };
    return send(this.bus, Messages.social.friendshipStatus, message);
  }

  @Get('stats/:userId')
  async stats(@CurrentUser() user: UserProfile, @Param('userId') raw: string): Promise<UserStats> {
    const targetId = userId(raw);
    const [friends, recipesCount] = await Promise.all([
      this.friendStatsOf(user.id, targetId),
      this.recipesCount(user.id, targetId),
    ]);
    return { recipesCount, friendsCount: friends.friendsCount };
  }

  @Get('friends/stats')
  ownFriendStats(@CurrentUser() user: UserProfile): Promise<FriendStats> {
    return this.friendStatsOf(user.id, user.id);
  }

  @Get('friends/stats/:userId')
  friendStats(@CurrentUser() user: UserProfile, @Param('userId') raw: string): Promise<FriendStats> {
    return this.friendStatsOf(user.id, userId(raw));
  }

  @Get('friends/suggestions')
  suggestions(@CurrentUser() user: UserProfile): Promise<Suggestion[]> {
    const message: SocialUserMessage = { userId: user.id };
    return send(this.bus, Messages.social.suggestions, message);
  }

  @Post('friends/suggestions/:userId/dismiss')
  @HttpCode(200)
  dismiss(@CurrentUser() user: UserProfile, @Param('userId') raw: string): Promise<{ dismissed: true }> {
    const message: SocialTargetMessage = { userId: user.id, targetId: userId(raw) };
    return send(this.bus, Messages.social.dismissSuggestion, message);
  }

  @Post('friends/request')
  request(@CurrentUser() user: UserProfile, @Body() body: unknown): Promise<Friendship> {
    const { addresseeId } = parseInput(FriendRequestBody, body);
    const message: FriendRequestMessage = { userId: user.id, addresseeId };
    return send(this.bus, Messages.social.request, message);
  }

  @Get('friends')
  friends(
    @CurrentUser() user: UserProfile,
    @Query() query: Record<string, unknown>,
  ): Promise<FriendListItem[] | PendingRequest[]> {
    const message: FriendsListMessage = {
      userId: user.id,
      status: parseInput(FriendsListQuery, query).status,
    };
    return send(this.bus, Messages.social.listFriends, message);
  }

  @Put('friends/:friendshipId')
  update(
    @CurrentUser() user: UserProfile,
    @Param('friendshipId') raw: string,
    @Body() body: unknown,
  ): Promise<Friendship> {
    const message: FriendshipUpdateMessage = {
      userId: user.id,
      friendshipId: friendshipId(raw),
      status: parseInput(FriendshipUpdateBody, body).status,
    };
    return send(this.bus, Messages.social.updateFriendship, message);
  }

  @Delete('friends/:friendshipId')
  remove(@CurrentUser() user: UserProfile, @Param('friendshipId') raw: string): Promise<Friendship> {
    const message: FriendshipDeleteMessage = { userId: user.id, friendshipId: friendshipId(raw) };
    return send(this.bus, Messages.social.deleteFriendship, message);
  }

  @Get('search')
  search(
    @CurrentUser() user: UserProfile,
    @Query() query: Record<string, unknown>,
  ): Promise<UserSearchResult[]> {
    const message: UserSearchMessage = { userId: user.id, q: parseInput(UserSearchQuery, query).q };
    return send(this.bus, Messages.social.search, message);
  }

  @Get(':userId/friends')
  friendsOf(@CurrentUser() user: UserProfile, @Param('userId') raw: string): Promise<OtherFriendsReply> {
    const message: SocialTargetMessage = { userId: user.id, targetId: userId(raw) };
    return send(this.bus, Messages.social.listFriendsOf, message);
  }

  private profileOf(viewerId: number, targetId: number): Promise<ProfileView> {
    const message: SocialTargetMessage = { userId: viewerId, targetId };
    return send(this.bus, Messages.social.profile, message);
  }

  private friendStatsOf(viewerId: number, targetId: number): Promise<FriendStats> {
    const message: SocialTargetMessage = { userId: viewerId, targetId };
    return send(this.bus, Messages.social.friendStats, message);
  }

  private async recipesCount(viewerId: number, ownerId: number): Promise<number> {
    const message: RecipeCountVisibleMessage = { viewerId, ownerId };
    return (await send(this.bus, Messages.recipes.countVisible, message)).count;
  }
}
