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
    /** `ExtractUrlMessage` -> `RecipeDraft`: fetch a web page and read the recipe on it. */
    fromUrl: 'extraction.from-url',
    ping: 'extraction.ping',
  },
} as const;

export const Events = {
  userChanged: 'social.user.changed',
  /** `FriendshipChangedEvent`: a friendship became accepted, or an accepted one was removed. */
  friendshipChanged: 'social.friendship.changed',
  /** `HouseholdChangedEvent`: a household was formed, gained a member, or was dissolved. */
  householdChanged: 'social.household.changed',
  recipeDeleted: 'recipes.recipe.deleted',
} as const;

/** Queue and job names. */
export const Jobs = {
  extraction: { queue: 'extraction', fromText: 'draft-from-text', fromUrl: 'draft-from-url' },
} as const;
