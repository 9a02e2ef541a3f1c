/** Bus message pattern names: one place, so no service spells another's. */
export const Patterns = {
  recipes: {
    list: 'recipes.list',
    get: 'recipes.get',
    create: 'recipes.create',
    update: 'recipes.update',
    delete: 'recipes.delete',
    ping: 'recipes.ping',
  },
  social: {
    ensureUser: 'social.users.ensure',
    ping: 'social.ping',
  },
  shopping: { ping: 'shopping.ping' },
  extraction: {
    fromText: 'extraction.from-text',
    ping: 'extraction.ping',
  },
} as const;

export const Events = {
  userChanged: 'social.user.changed',
  recipeDeleted: 'recipes.recipe.deleted',
} as const;

/** Queue and job names. */
export const Jobs = {
  extraction: { queue: 'extraction', fromText: 'draft-from-text' },
} as const;
