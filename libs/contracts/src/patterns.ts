/** Bus message pattern names: one place, so no service spells another's. */
export const Patterns = {
  recipes: {
    list: 'recipes.list',
    get: 'recipes.get',
    create: 'recipes.create',
    update: 'recipes.update',
    delete: 'recipes.delete',
    /** `RecipeCountVisibleMessage` -> `RecipeCountVisibleReply`: an owner's recipes a viewer may see (profile stats). */
    countVisible: 'recipes.count-visible',
    ping: 'recipes.ping',
  },
  social: {
    ensureUser: 'social.users.ensure',
    /** `FriendIdsRequest` -> `FriendIdsReply`: a user's accepted friends, for a consumer rebuilding its copy. */
    friendIds: 'social.friends.ids',
    ping: 'social.ping',
  },
  shopping: { ping: 'shopping.ping' },
  extraction: {
    fromText: 'extraction.from-text',
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
} as const;

/** Queue and job names. */
export const Jobs = {
  extraction: { queue: 'extraction', fromText: 'draft-from-text' },
} as const;
