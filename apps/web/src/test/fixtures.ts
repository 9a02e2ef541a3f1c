import type { ProfileView, Recipe, UserProfile } from '@mise/contracts';

let nextId = 100;

export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  nextId += 1;
  const id = overrides.id ?? nextId;
  return {
    id,
    _id: id,
    user_id: 1,
    original_owner_user_id: null,
    original_recipe_id: null,
    original_rating: null,
    original_owner_display_name: null,
    user_display_name: 'Ada Lovelace',
    user: null,
    owner: null,
    source: '',
    title: `Recipe ${id}`,
    description: '',
    prep_time_minutes: 0,
    cook_time_minutes: 0,
    servings: 2,
    ingredients: [],
    method: [],
    notes: '',
    image: '',
    tags: {},
    status: 'to-make',
    archived_flag: false,
    privacy: 'friends_only',
    your_rating: null,
    duration_minutes: 0,
    nutrition: { calories: null, protein: null, carbs: null, fat: null },
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 1,
    firebase_uid: 'uid-1',
    display_name: 'Ada Lovelace',
    email: 'ada@example.com',
    profile_image_url: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET /users/profile/{id}: a profile as a viewer sees it (the signed-in user's own by default). */
export function makeProfileView(overrides: Partial<ProfileView> = {}): ProfileView {
  return {
    id: 1,
    display_name: 'Ada Lovelace',
    email: 'ada@example.com',
    profile_image_url: null,
    created_at: '2026-01-01T00:00:00.000Z',
    isOwnProfile: true,
    isInSameHousehold: false,
    householdInfo: null,
    friendship: { status: 'none', friendshipId: null, request_type: null },
    stats: { friendsCount: 0, pendingRequestsCount: 0 },
    language: null,
    ...overrides,
  };
}
