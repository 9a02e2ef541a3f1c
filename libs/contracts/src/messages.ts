import { z } from 'zod';
import {
  RecipesExportPart,
  ShoppingExportPart,
  SocialExportPart,
  UserDataDeletedReply,
  UserDataMessage,
  UserDeletedEvent,
} from './account';
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
  ExtractSocialPostMessage,
  ExtractVideoMessage,
  ReadExportMessage,
  ReadExportResult,
} from './media-import';
import {
  CalendarFeedMessage,
  CalendarFeedReply,
  CalendarLinkMessage,
  CalendarLinkSecret,
  CookableMessage,
  CookableReply,
  PlanAddMessage,
  PlanChangeMessage,
  PlanEntry,
  PlanListMessage,
  PlanRecipesMessage,
  PlanRecipesReply,
  PlanRemoveMessage,
  PlanRemoveReply,
  PlanReply,
  PlanShoppingMessage,
  PlanShoppingReply,
} from './plan';
import {
  Recipe,
  RecipeCountVisibleMessage,
  RecipeCountVisibleReply,
  RecipeCreateMessage,
  RecipeDeleteMessage,
  RecipeDeleteReply,
  RecipeGetMessage,
  RecipeListReply,
  RecipeMayChangeReply,
  RecipesForUserMessage,
  SharedRecipe,
  SharedRecipeMessage,
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
  ProfileUpdateMessage,
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

/** Every service answers its ping so the gateway can report the store it sees. */
const ping = (service: string) =>
  defineMessage({ name: `${service}.ping`, request: EmptyMessage, reply: ServicePing });
/** Each service's part of account export and deletion, for its own data. */
const accountData = <Part extends z.ZodType>(service: string, exportPart: Part) => ({
  /** The service's part of the person's export. */
  exportData: defineMessage({
    name: `${service}.account.export`,
    request: UserDataMessage,
    reply: exportPart,
  }),
  /** What was deleted, and which stored images no record names any more. */
  deleteData: defineMessage({
    name: `${service}.account.delete`,
    request: UserDataMessage,
    reply: UserDataDeletedReply,
  }),
});

/**
 * Every request/reply message on the bus, by service. Send one with `send(bus, Messages.x.y, msg)`
 * and answer it with `@Handles(Messages.x.y)` (both in platform-bus).
 */
export const Messages = {
  recipes: {
    /** A person's own list, or their friends' or everyone's they may see (GET /recipes). */
    list: defineMessage({ name: 'recipes.list', request: RecipesListMessage, reply: RecipeListReply }),
    get: defineMessage({ name: 'recipes.get', request: RecipeGetMessage, reply: Recipe }),
    create: defineMessage({ name: 'recipes.create', request: RecipeCreateMessage, reply: Recipe }),
    /** Whether the caller may change the recipe, asked before anything is stored for the change (an image). */
    mayChange: defineMessage({
      name: 'recipes.may-change',
      request: RecipeGetMessage,
      reply: RecipeMayChangeReply,
    }),
    update: defineMessage({
      name: 'recipes.update',
      request: RecipeUpdateMessage,
      reply: RecipeUpdateReply,
    }),
    delete: defineMessage({
      name: 'recipes.delete',
      request: RecipeDeleteMessage,
      reply: RecipeDeleteReply,
    }),
    /** An owner's recipes a viewer may see. */
    listForUser: defineMessage({
      name: 'recipes.list-for-user',
      request: RecipesForUserMessage,
      reply: RecipeListReply,
    }),
    /** How many of an owner's recipes a viewer may see (profile stats). */
    countVisible: defineMessage({
      name: 'recipes.count-visible',
      request: RecipeCountVisibleMessage,
      reply: RecipeCountVisibleReply,
    }),
    /** A public recipe as anyone, signed in or not, may read it (the share page); NotFound otherwise. */
    shared: defineMessage({ name: 'recipes.shared', request: SharedRecipeMessage, reply: SharedRecipe }),
    /** The recipes a meal plan names, those the person may see, with their ingredients. */
    forPlan: defineMessage({
      name: 'recipes.for-plan',
      request: PlanRecipesMessage,
      reply: PlanRecipesReply,
    }),
    /** The person's own and friends' recipes ranked by how much of each their pantry holds. */
    cookable: defineMessage({ name: 'recipes.cookable', request: CookableMessage, reply: CookableReply }),
    ping: ping('recipes'),
  },
  social: {
    /** The signed-in person's profile, made on first sight of their identity. */
    ensureUser: defineMessage({
      name: 'social.users.ensure',
      request: UserEnsureMessage,
      reply: UserProfile,
    }),
    /** A person's accepted friends, for a consumer rebuilding its copy. */
    friendIds: defineMessage({
      name: 'social.friends.ids',
      request: FriendIdsRequest,
      reply: FriendIdsReply,
    }),
    /** Many people's friends digests, to find whom a copy has wrong. */
    friendsDigests: defineMessage({
      name: 'social.friends.digests',
      request: FriendsDigestsRequest,
      reply: FriendsDigestsReply,
    }),
    /** `targetId` may be the person themself. */
    profile: defineMessage({
      name: 'social.users.profile',
      request: SocialTargetMessage,
      reply: ProfileView,
    }),
    /** The gateway stored the image; social keeps its URL. */
    setProfileImage: defineMessage({
      name: 'social.users.set-profile-image',
      request: ProfileImageSetMessage,
      reply: ProfileView,
    }),
    /** The person's own settings (their interface language); replies with their own profile. */
    updateProfile: defineMessage({
      name: 'social.users.update-profile',
      request: ProfileUpdateMessage,
      reply: ProfileView,
    }),
    friendshipStatus: defineMessage({
      name: 'social.friends.status',
      request: SocialTargetMessage,
      reply: FriendshipStatus,
    }),
    /** `pendingRequestsCount` only for oneself. */
    friendStats: defineMessage({
      name: 'social.friends.stats',
      request: SocialTargetMessage,
      reply: FriendStats,
    }),
    request: defineMessage({
      name: 'social.friends.request',
      request: FriendRequestMessage,
      reply: Friendship,
    }),
    /** Accept, reject (the receiver) or cancel (the sender). */
    updateFriendship: defineMessage({
      name: 'social.friends.update',
      request: FriendshipUpdateMessage,
      reply: Friendship,
    }),
    /** Cancel a pending request or remove a friend. */
    deleteFriendship: defineMessage({
      name: 'social.friends.delete',
      request: FriendshipDeleteMessage,
      reply: Friendship,
    }),
    /** Accepted friends, or pending requests. */
    listFriends: defineMessage({
      name: 'social.friends.list',
      request: FriendsListMessage,
      reply: z.union([z.array(FriendListItem), z.array(PendingRequest)]),
    }),
    /** Only for the person and their accepted friends. */
    listFriendsOf: defineMessage({
      name: 'social.friends.list-of',
      request: SocialTargetMessage,
      reply: OtherFriendsReply,
    }),
    suggestions: defineMessage({
      name: 'social.friends.suggestions',
      request: SocialUserMessage,
      reply: z.array(Suggestion),
    }),
    dismissSuggestion: defineMessage({
      name: 'social.friends.dismiss-suggestion',
      request: SocialTargetMessage,
      reply: z.object({ dismissed: z.literal(true) }),
    }),
    search: defineMessage({
      name: 'social.users.search',
      request: UserSearchMessage,
      reply: z.array(UserSearchResult),
    }),
    household: {
      /** NotFound when the person has none. */
      mine: defineMessage({ name: 'social.household.mine', request: SocialUserMessage, reply: Household }),
      availableFriends: defineMessage({
        name: 'social.household.available-friends',
        request: SocialUserMessage,
        reply: z.array(AvailableFriend),
      }),
      received: defineMessage({
        name: 'social.household.invitations.received',
        request: SocialUserMessage,
        reply: z.array(ReceivedInvitation),
      }),
      sent: defineMessage({
        name: 'social.household.invitations.sent',
        request: SocialUserMessage,
        reply: z.array(SentInvitation),
      }),
      send: defineMessage({
        name: 'social.household.invitations.send',
        request: HouseholdSendMessage,
        reply: HouseholdInvitationsSendReply,
      }),
      accept: defineMessage({
        name: 'social.household.invitations.accept',
        request: HouseholdInvitationMessage,
        reply: HouseholdActionReply,
      }),
      decline: defineMessage({
        name: 'social.household.invitations.decline',
        request: HouseholdInvitationMessage,
        reply: HouseholdActionReply,
      }),
      /** `invitationId` names a sent round. */
      cancel: defineMessage({
        name: 'social.household.invitations.cancel',
        request: HouseholdInvitationMessage,
        reply: HouseholdActionReply,
      }),
      /** Any member leaving dissolves it. */
      leave: defineMessage({
        name: 'social.household.leave',
        request: SocialUserMessage,
        reply: HouseholdActionReply,
      }),
    },
    ping: ping('social'),
  },
  shopping: {
    /** The person's household list, else their own. */
    get: defineMessage({ name: 'shopping.list.get', request: ShoppingGetMessage, reply: ShoppingList }),
    /** One change (whole-list body or one item), merged by id. */
    change: defineMessage({
      name: 'shopping.list.change',
      request: ShoppingChangeMessage,
      reply: ShoppingList,
    }),
    pantryGet: defineMessage({
      name: 'shopping.pantry.get',
      request: ShoppingGetMessage,
      reply: Pantry,
    }),
    pantryChange: defineMessage({
      name: 'shopping.pantry.change',
      request: PantryChangeMessage,
      reply: Pantry,
    }),
    imagesList: defineMessage({
      name: 'shopping.pantry-images.list',
      request: ShoppingGetMessage,
      reply: z.array(PantryImage),
    }),
    imageAdd: defineMessage({
      name: 'shopping.pantry-images.add',
      request: PantryImageAddMessage,
      reply: PantryImage,
    }),
    imageDelete: defineMessage({
      name: 'shopping.pantry-images.delete',
      request: PantryImageDeleteMessage,
      reply: PantryImageDeleteReply,
    }),
    food: defineMessage({ name: 'shopping.food.list', request: EmptyMessage, reply: FoodList }),
    categorize: defineMessage({
      name: 'shopping.food.categorize',
      request: FoodCategorizeMessage,
      reply: FoodCategoryEntry,
    }),
    ping: ping('shopping'),
  },
  /** The meal plan: the household's (else the person's own), kept beside its list and pantry. */
  plan: {
    list: defineMessage({ name: 'plan.entries.list', request: PlanListMessage, reply: PlanReply }),
    add: defineMessage({ name: 'plan.entries.add', request: PlanAddMessage, reply: PlanEntry }),
    change: defineMessage({ name: 'plan.entries.change', request: PlanChangeMessage, reply: PlanEntry }),
    /** NotFound for an entry outside the person's plan. */
    remove: defineMessage({
      name: 'plan.entries.remove',
      request: PlanRemoveMessage,
      reply: PlanRemoveReply,
    }),
    /** The recipes of a range onto the list: scaled, merged, the pantry's left out. */
    shopping: defineMessage({
      name: 'plan.shopping',
      request: PlanShoppingMessage,
      reply: PlanShoppingReply,
    }),
    calendarLink: defineMessage({
      name: 'plan.calendar.link',
      request: CalendarLinkMessage,
      reply: CalendarLinkSecret,
    }),
    /** NotFound for a secret that is not (or no longer) a plan's. */
    calendarFeed: defineMessage({
      name: 'plan.calendar.feed',
      request: CalendarFeedMessage,
      reply: CalendarFeedReply,
    }),
  },
  extraction: {
    fromText: defineMessage({
      name: 'extraction.from-text',
      request: ExtractTextMessage,
      reply: RecipeDraft,
    }),
    fromPhoto: defineMessage({
      name: 'extraction.from-photo',
      request: ExtractPhotoMessage,
      reply: RecipeDraft,
    }),
    fromYouTube: defineMessage({
      name: 'extraction.from-youtube',
      request: ExtractVideoMessage,
      reply: RecipeDraft,
    }),
    /** An Instagram or TikTok post: its caption (and subtitles) read like a video description. */
    fromSocialPost: defineMessage({
      name: 'extraction.from-social-post',
      request: ExtractSocialPostMessage,
      reply: RecipeDraft,
    }),
    /** The export file travels by reference; so does what was read from it. */
    readExport: defineMessage({
      name: 'extraction.read-export',
      request: ReadExportMessage,
      reply: ReadExportResult,
    }),
    /** Fetch a web page and read the recipe on it. */
    fromUrl: defineMessage({
      name: 'extraction.from-url',
      request: ExtractUrlMessage,
      reply: UrlDraft,
    }),
    /** The stage of a running import. */
    importStage: defineMessage({
      name: 'extraction.import-stage',
      request: ImportStageMessage,
      reply: ImportStageReply,
    }),
    ping: ping('extraction'),
  },
  /** Account export and deletion: each service answers for its own data. */
  account: {
    recipes: accountData('recipes', RecipesExportPart),
    social: accountData('social', SocialExportPart),
    shopping: accountData('shopping', ShoppingExportPart),
  },
} as const;

/**
 * Every event on the bus. Publish one with `emit(bus, BusEvents.x, payload)` (or record it in an
 * outbox transaction) and hear it with `@HandlesEvent(BusEvents.x)`. Each has at least one listener
 * and a schema (a spec fails otherwise).
 */
export const BusEvents = {
  /** A person's display name changed (recipes keeps owners' names). */
  userChanged: defineEvent({ name: 'social.user.changed', payload: UserChangedEvent }),
  /** A friendship became accepted, or an accepted one was removed. */
  friendshipChanged: defineEvent({ name: 'social.friendship.changed', payload: FriendshipChangedEvent }),
  /** A household was formed, gained a member, or was dissolved. */
  householdChanged: defineEvent({ name: 'social.household.changed', payload: HouseholdChangedEvent }),
  /** A person deleted their account; every service has removed their data. */
  userDeleted: defineEvent({ name: 'account.user.deleted', payload: UserDeletedEvent }),
  /** A list, pantry or pantry photos changed; every gateway pushes it to the members' streams. */
  shoppingChanged: defineEvent({ name: 'shopping.changed', payload: ShoppingChangedEvent }),
} as const;
