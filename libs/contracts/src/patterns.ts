/** Bus message pattern names: one place, so no service spells another's. */
export const Patterns = {
  recipes: {
    list: 'recipes.list',
    get: 'recipes.get',
    create: 'recipes.create',
    update: 'recipes.update',
    delete: 'recipes.delete',
    /** `RecipesForUserMessage` -> `RecipeListReply`: an owner's recipes a viewer may see. */
    listForUser: 'recipes.list-for-user',
    /** `RecipeCountVisibleMessage` -> `RecipeCountVisibleReply`: an owner's recipes a viewer may see (profile stats). */
    countVisible: 'recipes.count-visible',
    ping: 'recipes.ping',
  },
  social: {
    ensureUser: 'social.users.ensure',
    /** `FriendIdsRequest` -> `FriendIdsReply`: a user's accepted friends, for a consumer rebuilding its copy. */
    friendIds: 'social.friends.ids',
    /** `FriendsDigestsRequest` -> `FriendsDigestsReply`: many users' friends digests, to find whom a copy has wrong. */
    friendsDigests: 'social.friends.digests',
    /** `SocialTargetMessage` -> `ProfileView` (targetId may be the user themself). */
    profile: 'social.users.profile',
    /** `ProfileImageSetMessage` -> `ProfileView`: the gateway stored the image, social keeps its URL. */
    setProfileImage: 'social.users.set-profile-image',
    /** `SocialTargetMessage` -> `FriendshipStatus`. */
    friendshipStatus: 'social.friends.status',
    /** `SocialTargetMessage` -> `FriendStats` (pendingRequestsCount only for oneself). */
    friendStats: 'social.friends.stats',
    /** `FriendRequestMessage` -> `Friendship`. */
    request: 'social.friends.request',
    /** `FriendshipUpdateMessage` -> `Friendship` (accept, reject: receiver; cancel: sender). */
    updateFriendship: 'social.friends.update',
    /** `FriendshipDeleteMessage` -> `Friendship` (cancel a pending request or remove a friend). */
    deleteFriendship: 'social.friends.delete',
    /** `FriendsListMessage` -> `FriendListItem[]` (accepted) or `PendingRequest[]` (pending). */
    listFriends: 'social.friends.list',
    /** `SocialTargetMessage` -> `OtherFriendsReply`: only for the user and their accepted friends. */
    listFriendsOf: 'social.friends.list-of',
    /** `SocialUserMessage` -> `Suggestion[]`. */
    suggestions: 'social.friends.suggestions',
    /** `SocialTargetMessage` -> `{ dismissed: true }`. */
    dismissSuggestion: 'social.friends.dismiss-suggestion',
    /** `UserSearchMessage` -> `UserSearchResult[]`. */
    search: 'social.users.search',
    household: {
      /** `SocialUserMessage` -> `Household` (NotFound when none). */
      mine: 'social.household.mine',
      /** `SocialUserMessage` -> `AvailableFriend[]`. */
      availableFriends: 'social.household.available-friends',
      /** `SocialUserMessage` -> `ReceivedInvitation[]`. */
      received: 'social.household.invitations.received',
      /** `SocialUserMessage` -> `SentInvitation[]`. */
      sent: 'social.household.invitations.sent',
      /** `HouseholdSendMessage` -> `HouseholdInvitationsSendReply`. */
      send: 'social.household.invitations.send',
      /** `HouseholdInvitationMessage` -> `HouseholdActionReply`. */
      accept: 'social.household.invitations.accept',
      decline: 'social.household.invitations.decline',
      /** `HouseholdInvitationMessage` (the id of a sent round) -> `HouseholdActionReply`. */
      cancel: 'social.household.invitations.cancel',
      /** `SocialUserMessage` -> `HouseholdActionReply`: any member leaving dissolves it. */
      leave: 'social.household.leave',
    },
    ping: 'social.ping',
  },
  shopping: {
    /** `ShoppingGetMessage` -> `ShoppingList`: the user's household list, else their own. */
    get: 'shopping.list.get',
    /** `ShoppingChangeMessage` -> `ShoppingList`: one change (whole-list body or one item), merged by id. */
    change: 'shopping.list.change',
    /** `ShoppingGetMessage` -> `Pantry`. */
    pantryGet: 'shopping.pantry.get',
    /** `PantryChangeMessage` -> `Pantry`. */
    pantryChange: 'shopping.pantry.change',
    /** `ShoppingGetMessage` -> `PantryImage[]`. */
    imagesList: 'shopping.pantry-images.list',
    /** `PantryImageAddMessage` -> `PantryImage`. */
    imageAdd: 'shopping.pantry-images.add',
    /** `PantryImageDeleteMessage` -> `PantryImageDeleteReply`. */
    imageDelete: 'shopping.pantry-images.delete',
    /** nothing -> `FoodList`. */
    food: 'shopping.food.list',
    /** `FoodCategorizeMessage` -> `FoodCategoryEntry`. */
    categorize: 'shopping.food.categorize',
    ping: 'shopping.ping',
  },
  extraction: {
    fromText: 'extraction.from-text',
    fromPhoto: 'extraction.from-photo',
    fromYouTube: 'extraction.from-youtube',
    readExport: 'extraction.read-export',
    /** `ExtractUrlMessage` -> `RecipeDraft`: fetch a web page and read the recipe on it. */
    fromUrl: 'extraction.from-url',
    /** `ImportStageMessage` -> `ImportStageReply`: the stage of a running import. */
    importStage: 'extraction.import-stage',
    ping: 'extraction.ping',
  },
  /** Account export and deletion (`UserDataMessage`); each service answers for its own data. */
  account: {
    recipes: { exportData: 'recipes.account.export', deleteData: 'recipes.account.delete' },
    social: { exportData: 'social.account.export', deleteData: 'social.account.delete' },
    shopping: { exportData: 'shopping.account.export', deleteData: 'shopping.account.delete' },
  },
} as const;

export const Events = {
  userChanged: 'social.user.changed',
  /** `FriendshipChangedEvent`: a friendship became accepted, or an accepted one was removed. */
  friendshipChanged: 'social.friendship.changed',
  /** `HouseholdChangedEvent`: a household was formed, gained a member, or was dissolved. */
  householdChanged: 'social.household.changed',
  recipeDeleted: 'recipes.recipe.deleted',
  /** `UserDeletedEvent`: a person deleted their account; every service has removed their data. */
  userDeleted: 'account.user.deleted',
  /** `ShoppingChangedEvent`: a list, pantry or pantry photos changed; every gateway pushes it to the members' streams. */
  shoppingChanged: 'shopping.changed',
} as const;

/** Queue and job names. */
export const Jobs = {
  extraction: {
    queue: 'extraction',
    fromText: 'draft-from-text',
    fromUrl: 'draft-from-url',
    fromPhoto: 'draft-from-photo',
    fromYouTube: 'draft-from-youtube',
    readExport: 'read-export',
  },
} as const;
