import { z } from 'zod';
import { UserDataDeletedReply, UserDataExportReply, UserDataMessage, UserDeletedEvent } from './account';
import { defineEvent, defineMessage } from './bus-definitions';
import {
  ExtractTextMessage,
  ExtractUrlMessage,
  ImportStageMessage,
  ImportStageReply,
  RecipeDraft,
  UrlDraft,
} from './extraction';
import { ServicePing } from './health';
import {
  ExtractPhotoMessage,
  ExtractVideoMessage,
  ReadExportMessage,
  ReadExportResult,
} from './media-import';
import { Events, Patterns } from './patterns';
import {
  Recipe,
  RecipeCountVisibleMessage,
  RecipeCountVisibleReply,
  RecipeCreateMessage,
  RecipeDeletedEvent,
  RecipeDeleteMessage,
  RecipeDeleteReply,
  RecipeGetMessage,
  RecipeListReply,
  RecipesForUserMessage,
  RecipesListMessage,
  RecipeUpdateMessage,
  RecipeUpdateReply,
} from './recipes';
import {
  FoodCategorizeMessage,
  FoodCategoryEntry,
  FoodList,
  Pantry,
  PantryChangeMessage,
  PantryImage,
  PantryImageAddMessage,
  PantryImageDeleteMessage,
  PantryImageDeleteReply,
  ShoppingChangedEvent,
  ShoppingChangeMessage,
  ShoppingGetMessage,
  ShoppingList,
} from './shopping';
import {
  AvailableFriend,
  FriendListItem,
  FriendRequestMessage,
  Friendship,
  FriendshipDeleteMessage,
  FriendshipStatus,
  FriendshipUpdateMessage,
  FriendsListMessage,
  FriendStats,
  Household,
  HouseholdActionReply,
  HouseholdInvitationMessage,
  HouseholdInvitationsSendReply,
  HouseholdSendMessage,
  OtherFriendsReply,
  PendingRequest,
  ProfileImageSetMessage,
  ProfileView,
  ReceivedInvitation,
  SentInvitation,
  SocialTargetMessage,
  SocialUserMessage,
  Suggestion,
  UserSearchMessage,
  UserSearchResult,
} from './social';
import {
  FriendIdsReply,
  FriendIdsRequest,
  FriendsDigestsReply,
  FriendsDigestsRequest,
  FriendshipChangedEvent,
  HouseholdChangedEvent,
  UserChangedEvent,
  UserEnsureMessage,
  UserProfile,
} from './users';

/** A message that carries nothing (pings, the food list). */
export const EmptyMessage = z.object({});

const ping = (name: string) => defineMessage({ name, request: EmptyMessage, reply: ServicePing });
const accountData = (names: { exportData: string; deleteData: string }) => ({
  /** `UserDataMessage` -> the service's part of the person's export. */
  exportData: defineMessage({ name: names.exportData, request: UserDataMessage, reply: UserDataExportReply }),
  /** `UserDataMessage` -> what was deleted and which stored images no record names any more. */
  deleteData: defineMessage({
    name: names.deleteData,
    request: UserDataMessage,
    reply: UserDataDeletedReply,
  }),
});

const H = Patterns.social.household;

/**
 * Every request/reply message on the bus, by service. Send one with `send(bus, Messages.x.y, msg)`
 * and answer it with `@Handles(Messages.x.y)` (both in platform-bus).
 */
export const Messages = {
  recipes: {
    /** A person's own list, or their friends' or everyone's they may see (GET /recipes). */
    list: defineMessage({ name: Patterns.recipes.list, request: RecipesListMessage, reply: RecipeListReply }),
    get: defineMessage({ name: Patterns.recipes.get, request: RecipeGetMessage, reply: Recipe }),
    create: defineMessage({ name: Patterns.recipes.create, request: RecipeCreateMessage, reply: Recipe }),
    update: defineMessage({
      name: Patterns.recipes.update,
      request: RecipeUpdateMessage,
      reply: RecipeUpdateReply,
    }),
    delete: defineMessage({
      name: Patterns.recipes.delete,
      request: RecipeDeleteMessage,
      reply: RecipeDeleteReply,
    }),
    /** An owner's recipes a viewer may see. */
    listForUser: defineMessage({
      name: Patterns.recipes.listForUser,
      request: RecipesForUserMessage,
      reply: RecipeListReply,
    }),
    /** How many of an owner's recipes a viewer may see (profile stats). */
    countVisible: defineMessage({
      name: Patterns.recipes.countVisible,
      request: RecipeCountVisibleMessage,
      reply: RecipeCountVisibleReply,
    }),
    ping: ping(Patterns.recipes.ping),
  },
  social: {
    /** The signed-in person's profile, made on first sight of their identity. */
    ensureUser: defineMessage({
      name: Patterns.social.ensureUser,
      request: UserEnsureMessage,
      reply: UserProfile,
    }),
    /** A person's accepted friends, for a consumer rebuilding its copy. */
    friendIds: defineMessage({
      name: Patterns.social.friendIds,
      request: FriendIdsRequest,
      reply: FriendIdsReply,
    }),
    /** Many people's friends digests, to find whom a copy has wrong. */
    friendsDigests: defineMessage({
      name: Patterns.social.friendsDigests,
      request: FriendsDigestsRequest,
      reply: FriendsDigestsReply,
    }),
    /** `targetId` may be the person themself. */
    profile: defineMessage({
      name: Patterns.social.profile,
      request: SocialTargetMessage,
      reply: ProfileView,
    }),
    /** The gateway stored the image; social keeps its URL. */
    setProfileImage: defineMessage({
      name: Patterns.social.setProfileImage,
      request: ProfileImageSetMessage,
      reply: ProfileView,
    }),
    friendshipStatus: defineMessage({
      name: Patterns.social.friendshipStatus,
      request: SocialTargetMessage,
      reply: FriendshipStatus,
    }),
    /** `pendingRequestsCount` only for oneself. */
    friendStats: defineMessage({
      name: Patterns.social.friendStats,
      request: SocialTargetMessage,
      reply: FriendStats,
    }),
    request: defineMessage({
      name: Patterns.social.request,
      request: FriendRequestMessage,
      reply: Friendship,
    }),
    /** Accept, reject (the receiver) or cancel (the sender). */
    updateFriendship: defineMessage({
      name: Patterns.social.updateFriendship,
      request: FriendshipUpdateMessage,
      reply: Friendship,
    }),
    /** Cancel a pending request or remove a friend. */
    deleteFriendship: defineMessage({
      name: Patterns.social.deleteFriendship,
      request: FriendshipDeleteMessage,
      reply: Friendship,
    }),
    /** Accepted friends, or pending requests. */
    listFriends: defineMessage({
      name: Patterns.social.listFriends,
      request: FriendsListMessage,
      reply: z.union([z.array(FriendListItem), z.array(PendingRequest)]),
    }),
    /** Only for the person and their accepted friends. */
    listFriendsOf: defineMessage({
      name: Patterns.social.listFriendsOf,
      request: SocialTargetMessage,
      reply: OtherFriendsReply,
    }),
    suggestions: defineMessage({
      name: Patterns.social.suggestions,
      request: SocialUserMessage,
      reply: z.array(Suggestion),
    }),
    dismissSuggestion: defineMessage({
      name: Patterns.social.dismissSuggestion,
      request: SocialTargetMessage,
      reply: z.object({ dismissed: z.literal(true) }),
    }),
    search: defineMessage({
      name: Patterns.social.search,
      request: UserSearchMessage,
      reply: z.array(UserSearchResult),
    }),
    household: {
      /** NotFound when the person has none. */
      mine: defineMessage({ name: H.mine, request: SocialUserMessage, reply: Household }),
      availableFriends: defineMessage({
        name: H.availableFriends,
        request: SocialUserMessage,
        reply: z.array(AvailableFriend),
      }),
      received: defineMessage({
        name: H.received,
        request: SocialUserMessage,
        reply: z.array(ReceivedInvitation),
      }),
      sent: defineMessage({ name: H.sent, request: SocialUserMessage, reply: z.array(SentInvitation) }),
      send: defineMessage({
        name: H.send,
        request: HouseholdSendMessage,
        reply: HouseholdInvitationsSendReply,
      }),
      accept: defineMessage({
        name: H.accept,
        request: HouseholdInvitationMessage,
        reply: HouseholdActionReply,
      }),
      decline: defineMessage({
        name: H.decline,
        request: HouseholdInvitationMessage,
        reply: HouseholdActionReply,
      }),
      /** `invitationId` names a sent round. */
      cancel: defineMessage({
        name: H.cancel,
        request: HouseholdInvitationMessage,
        reply: HouseholdActionReply,
      }),
      /** Any member leaving dissolves it. */
      leave: defineMessage({ name: H.leave, request: SocialUserMessage, reply: HouseholdActionReply }),
    },
    ping: ping(Patterns.social.ping),
  },
  shopping: {
    /** The person's household list, else their own. */
    get: defineMessage({ name: Patterns.shopping.get, request: ShoppingGetMessage, reply: ShoppingList }),
    /** One change (whole-list body or one item), merged by id. */
    change: defineMessage({
      name: Patterns.shopping.change,
      request: ShoppingChangeMessage,
      reply: ShoppingList,
    }),
    pantryGet: defineMessage({
      name: Patterns.shopping.pantryGet,
      request: ShoppingGetMessage,
      reply: Pantry,
    }),
    pantryChange: defineMessage({
      name: Patterns.shopping.pantryChange,
      request: PantryChangeMessage,
      reply: Pantry,
    }),
    imagesList: defineMessage({
      name: Patterns.shopping.imagesList,
      request: ShoppingGetMessage,
      reply: z.array(PantryImage),
    }),
    imageAdd: defineMessage({
      name: Patterns.shopping.imageAdd,
      request: PantryImageAddMessage,
      reply: PantryImage,
    }),
    imageDelete: defineMessage({
      name: Patterns.shopping.imageDelete,
      request: PantryImageDeleteMessage,
      reply: PantryImageDeleteReply,
    }),
    food: defineMessage({ name: Patterns.shopping.food, request: EmptyMessage, reply: FoodList }),
    categorize: defineMessage({
      name: Patterns.shopping.categorize,
      request: FoodCategorizeMessage,
      reply: FoodCategoryEntry,
    }),
    ping: ping(Patterns.shopping.ping),
  },
  extraction: {
    fromText: defineMessage({
      name: Patterns.extraction.fromText,
      request: ExtractTextMessage,
      reply: RecipeDraft,
    }),
    fromPhoto: defineMessage({
      name: Patterns.extraction.fromPhoto,
      request: ExtractPhotoMessage,
      reply: RecipeDraft,
    }),
    fromYouTube: defineMessage({
      name: Patterns.extraction.fromYouTube,
      request: ExtractVideoMessage,
      reply: RecipeDraft,
    }),
    /** The export file travels by reference; so does what was read from it. */
    readExport: defineMessage({
      name: Patterns.extraction.readExport,
      request: ReadExportMessage,
      reply: ReadExportResult,
    }),
    /** Fetch a web page and read the recipe on it. */
    fromUrl: defineMessage({
      name: Patterns.extraction.fromUrl,
      request: ExtractUrlMessage,
      reply: UrlDraft,
    }),
    /** The stage of a running import. */
    importStage: defineMessage({
      name: Patterns.extraction.importStage,
      request: ImportStageMessage,
      reply: ImportStageReply,
    }),
    ping: ping(Patterns.extraction.ping),
  },
  /** Account export and deletion: each service answers for its own data. */
  account: {
    recipes: accountData(Patterns.account.recipes),
    social: accountData(Patterns.account.social),
    shopping: accountData(Patterns.account.shopping),
  },
} as const;

/**
 * Every event on the bus. Publish one with `emit(bus, BusEvents.x, payload)` (or record it in an
 * outbox transaction) and hear it with `@HandlesEvent(BusEvents.x)`. Each has at least one listener
 * and a schema (a spec fails otherwise).
 */
export const BusEvents = {
  /** A person's display name changed (recipes keeps owners' names). */
  userChanged: defineEvent({ name: Events.userChanged, payload: UserChangedEvent }),
  /** A friendship became accepted, or an accepted one was removed. */
  friendshipChanged: defineEvent({ name: Events.friendshipChanged, payload: FriendshipChangedEvent }),
  /** A household was formed, gained a member, or was dissolved. */
  householdChanged: defineEvent({ name: Events.householdChanged, payload: HouseholdChangedEvent }),
  /** A recipe was deleted. */
  recipeDeleted: defineEvent({ name: Events.recipeDeleted, payload: RecipeDeletedEvent }),
  /** A person deleted their account; every service has removed their data. */
  userDeleted: defineEvent({ name: Events.userDeleted, payload: UserDeletedEvent }),
  /** A list, pantry or pantry photos changed; every gateway pushes it to the members' streams. */
  shoppingChanged: defineEvent({ name: Events.shoppingChanged, payload: ShoppingChangedEvent }),
} as const;
