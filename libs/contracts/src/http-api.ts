import { z } from 'zod';
import { AccountExport } from './account';
import { ErrorBody } from './errors';
import { ExtractFromText, ExtractFromUrl, ImportStageReply, RecipeDraft, UrlDraft } from './extraction';
import { Health } from './health';
import { ExtractFromYouTube, ImportPreview, ImportSummary } from './media-import';
import { Messages } from './messages';
import {
  CalendarLinkReply,
  CookableQuery,
  PlanEntryChange,
  PlanEntryCreate,
  PlanRange,
  PlanShoppingBody,
} from './plan';
import { ImageSearchResult, RecipeCard, RecipeCreate, RecipeListQuery, RecipeUpdate } from './recipes';
import {
  PantryImageBody,
  PantryItemChange,
  PantryItemInput,
  PantryPostBody,
  ShoppingItemAdd,
  ShoppingItemChange,
  ShoppingPatchBody,
  ShoppingPostBody,
} from './shopping';
import {
  CurrentProfile,
  FriendRequestBody,
  FriendsListQuery,
  FriendshipUpdateBody,
  HouseholdInvitationsSendBody,
  ProfileImageReply,
  ProfileUpdateBody,
  UserSearchQuery,
  UserStats,
} from './social';

/*
 * Every HTTP route of the gateway: its method and path as the router names them, who may call it,
 * what it takes and what it answers, by the same schemas the gateway parses with and the services
 * reply with. The OpenAPI document (`openApiDocument`) is built from this list; a spec compares it
 * with the router's routes and checks the API tests' answers against it.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface HttpRoute {
  method: HttpMethod;
  /** As the router names it: `/api/recipes/:id`. */
  path: string;
  tag: string;
  summary: string;
  /**
   * `bearer` (the default): a Firebase ID token in `Authorization: Bearer`; `bearer-or-query` also
   * takes it as `?access_token=` (an EventSource cannot set headers); `none`: anyone.
   */
  auth?: 'bearer' | 'bearer-or-query' | 'none';
  query?: z.ZodType;
  /** A JSON body. */
  json?: z.ZodType;
  /** A multipart body: its file part and the text fields beside it. */
  multipart?: { file: string; fileRequired?: boolean; fields?: z.ZodType };
  /** The success answer: its status and JSON body, or another media type, or no body. */
  ok: { status: number; body?: z.ZodType; mediaType?: string; description?: string };
  /** Headers the success answer carries that a client reads. */
  headers?: Record<string, string>;
  /** Failure statuses beside 401 (routes that need a token), 429 and 500, each with `{ error }`. */
  errors?: number[];
  /** Failures answered as a page of this media type instead of `{ error }` (a page for people). */
  errorMediaType?: string;
  /** Answers 304 with no body to a matching If-None-Match. */
  notModified?: boolean;
}

/** The gateway's one error body, for every failure status. */
export const HttpErrorBody = ErrorBody;

const cards = z.array(RecipeCard);
const noBody = (status: number) => ({ status });
const json = (body: z.ZodType, status = 200) => ({ status, body });

/** The recipe form's multipart body: the recipe's fields as text parts (arrays as JSON text) and a photo. */
const recipeForm = { file: 'imageFile' };
const photoField = (file: string) => ({ file, fileRequired: true });
const exportFile = {
  file: 'file',
  fileRequired: true,
  fields: z.object({
    /** JSON array of the preview's indices to import; all when left out. */
    indices: z.string().optional(),
  }),
};

export const HTTP_ROUTES: HttpRoute[] = [
  // ---- health and images: public
  {
    method: 'get',
    path: '/api/health',
    tag: 'Health',
    summary: 'Whether the bus, the store, the queue and every service answer',
    auth: 'none',
    ok: json(Health),
  },
  {
    method: 'get',
    path: '/api/images/:folder/:name',
    tag: 'Images',
    summary: 'A stored image by its content address (public: the address is unguessable)',
    auth: 'none',
    ok: { status: 200, mediaType: 'image/*', description: 'The image bytes, cached as immutable' },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Reference',
    summary: 'This document: the OpenAPI 3.1 description of every route',
    auth: 'none',
    ok: { status: 200, mediaType: 'application/json', description: 'The OpenAPI document' },
  },
  {
    method: 'get',
    path: '/api/docs',
    tag: 'Reference',
    summary: 'A reference page for this document (Swagger UI)',
    auth: 'none',
    ok: { status: 200, mediaType: 'text/html', description: 'The page' },
  },
  {
    method: 'get',
    path: '/api/docs/:file',
    tag: 'Reference',
    summary: 'The reference page’s script and style sheet',
    auth: 'none',
    ok: { status: 200, mediaType: 'text/javascript', description: 'The file (or text/css)' },
    errors: [404],
  },
  {
    method: 'get',
    path: '/share/:id',
    tag: 'Recipes',
    summary:
      'A public recipe as a page for anyone: schema.org Recipe JSON-LD, Open Graph and Twitter card tags, ETag; the same plain 404 page for a recipe that is not public, deleted or unknown',
    auth: 'none',
    ok: { status: 200, mediaType: 'text/html', description: 'The share page' },
    headers: { ETag: 'The page version; If-None-Match answers 304 while the recipe is unchanged' },
    notModified: true,
    errors: [404],
    errorMediaType: 'text/html',
  },
  // ---- meal plan
  {
    method: 'get',
    path: '/api/plan',
    tag: 'Plan',
    summary: 'The plan entries from one date to another (at most 62 days): the household’s, else one’s own',
    query: PlanRange,
    ok: json(Messages.plan.list.reply),
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/plan/entries',
    tag: 'Plan',
    summary: 'Plan a recipe (its title from the recipe) or a note for a day and meal',
    json: PlanEntryCreate,
    ok: json(Messages.plan.add.reply, 201),
    errors: [400, 404],
  },
  {
    method: 'patch',
    path: '/api/plan/entries/:id',
    tag: 'Plan',
    summary: 'Move an entry, or change its servings or note (any member of the household)',
    json: PlanEntryChange,
    ok: json(Messages.plan.change.reply),
    errors: [400, 404],
  },
  {
    method: 'delete',
    path: '/api/plan/entries/:id',
    tag: 'Plan',
    summary: 'Remove an entry',
    ok: noBody(204),
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/plan/shopping',
    tag: 'Plan',
    summary:
      'Add the ingredients of the recipes planned in a range to the shopping list, scaled and merged, leaving out what the pantry holds',
    json: PlanShoppingBody,
    ok: json(Messages.plan.shopping.reply),
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/plan/calendar-link',
    tag: 'Plan',
    summary: 'A new secret calendar link for the plan (the old one stops working)',
    ok: json(CalendarLinkReply, 201),
  },
  {
    method: 'get',
    path: '/api/plan/calendar/:secret',
    tag: 'Plan',
    summary:
      'The coming 8 weeks of the plan as an iCalendar feed (RFC 5545), for any calendar app; the secret is the key',
    auth: 'none',
    ok: { status: 200, mediaType: 'text/calendar', description: 'The calendar' },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/recipes/cookable',
    tag: 'Recipes',
    summary:
      'One’s own and friends’ recipes ranked by how much of each the pantry covers, with the missing lines',
    query: CookableQuery,
    ok: json(Messages.recipes.cookable.reply),
    errors: [400],
  },
  // ---- recipes
  {
    method: 'get',
    path: '/api/recipes',
    tag: 'Recipes',
    summary: 'The recipe list (mine, friends or all), searched, filtered and paged',
    query: RecipeListQuery,
    ok: json(cards),
    headers: { 'X-Next-Cursor': 'The cursor of the next page; absent on the last page' },
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/recipes/user/:userId',
    tag: 'Recipes',
    summary: "Another person's recipes, as far as the caller may see them",
    query: RecipeListQuery,
    ok: json(cards),
    headers: { 'X-Next-Cursor': 'The cursor of the next page; absent on the last page' },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/api/recipes/search-image',
    tag: 'Recipes',
    summary: "Picture suggestions for a recipe's title",
    query: z.object({ query: z.string() }),
    ok: json(ImageSearchResult),
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/recipes/:id',
    tag: 'Recipes',
    summary: 'One recipe',
    ok: json(Messages.recipes.get.reply),
    errors: [403, 404],
  },
  {
    method: 'post',
    path: '/api/recipes',
    tag: 'Recipes',
    summary: 'Create a recipe (or save a copy of a friend’s), as JSON or as the form with a photo',
    json: RecipeCreate,
    multipart: recipeForm,
    ok: json(Messages.recipes.create.reply, 201),
    errors: [400, 403, 404, 413],
  },
  {
    method: 'patch',
    path: '/api/recipes/:id',
    tag: 'Recipes',
    summary: 'Change a recipe (status, privacy, rating and notes, or the form’s fields)',
    json: RecipeUpdate,
    multipart: recipeForm,
    ok: json(Messages.recipes.get.reply),
    errors: [400, 403, 404, 413],
  },
  {
    method: 'delete',
    path: '/api/recipes/:id',
    tag: 'Recipes',
    summary: 'Delete one of one’s recipes',
    ok: noBody(204),
    errors: [403, 404],
  },
  // ---- imports
  {
    method: 'post',
    path: '/api/recipes/extract-recipe',
    tag: 'Imports',
    summary: 'A recipe draft read from a photo of a recipe',
    multipart: photoField('recipeImage'),
    ok: json(RecipeDraft),
    errors: [400, 413, 422, 503],
  },
  {
    method: 'post',
    path: '/api/recipes/extract-from-youtube',
    tag: 'Imports',
    summary: 'A recipe draft read from a YouTube video’s description and captions',
    json: ExtractFromYouTube,
    ok: json(RecipeDraft),
    errors: [400, 422, 503],
  },
  {
    method: 'post',
    path: '/api/recipes/extract-from-url',
    tag: 'Imports',
    summary: 'A recipe draft read from a web page',
    json: ExtractFromUrl,
    ok: json(UrlDraft),
    errors: [400, 422, 503],
  },
  {
    method: 'post',
    path: '/api/extraction/text',
    tag: 'Imports',
    summary: 'A recipe draft read from pasted text',
    json: ExtractFromText,
    ok: json(RecipeDraft),
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/api/extraction/stage/:importId',
    tag: 'Imports',
    summary: 'How far a photo or video import has come',
    ok: json(ImportStageReply),
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/recipes/import-file',
    tag: 'Imports',
    summary: 'Preview the recipes of an export file (Mise, Paprika, Mealie, Tandoor, RecipeSage, JSON-LD)',
    multipart: exportFile,
    ok: json(ImportPreview),
    errors: [400, 413, 422],
  },
  {
    method: 'post',
    path: '/api/recipes/import-file/save',
    tag: 'Imports',
    summary: 'Import the chosen recipes of an export file',
    multipart: exportFile,
    ok: json(ImportSummary),
    errors: [400, 413, 422],
  },
  // ---- people
  {
    method: 'get',
    path: '/api/users/profile',
    tag: 'People',
    summary: 'The signed-in person’s profile (created on the first call)',
    ok: json(CurrentProfile),
  },
  {
    method: 'patch',
    path: '/api/users/profile',
    tag: 'People',
    summary: 'Change one’s own settings kept on the profile (the interface language)',
    json: ProfileUpdateBody,
    ok: json(CurrentProfile),
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/users/profile/:userId',
    tag: 'People',
    summary: 'A person’s profile as the caller may see it',
    ok: json(Messages.social.profile.reply),
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/users/profile/image',
    tag: 'People',
    summary: 'Set one’s profile photo',
    multipart: photoField('profileImage'),
    ok: json(ProfileImageReply),
    errors: [400, 413],
  },
  {
    method: 'get',
    path: '/api/users/friendship-status/:userId',
    tag: 'People',
    summary: 'The caller’s friendship with a person',
    ok: json(Messages.social.friendshipStatus.reply),
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/users/stats/:userId',
    tag: 'People',
    summary: 'How many recipes (that the caller may see) and friends a person has',
    ok: json(UserStats),
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/users/friends/stats',
    tag: 'People',
    summary: 'The caller’s friend and pending request counts',
    ok: json(Messages.social.friendStats.reply),
  },
  {
    method: 'get',
    path: '/api/users/friends/stats/:userId',
    tag: 'People',
    summary: 'A person’s friend and pending request counts',
    ok: json(Messages.social.friendStats.reply),
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/users/friends/suggestions',
    tag: 'People',
    summary: 'People the caller may know',
    ok: json(Messages.social.suggestions.reply),
  },
  {
    method: 'post',
    path: '/api/users/friends/suggestions/:userId/dismiss',
    tag: 'People',
    summary: 'Stop suggesting a person',
    ok: json(Messages.social.dismissSuggestion.reply),
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/users/friends/request',
    tag: 'People',
    summary: 'Ask a person to be friends',
    json: FriendRequestBody,
    ok: json(Messages.social.request.reply, 201),
    errors: [400, 404, 409],
  },
  {
    method: 'get',
    path: '/api/users/friends',
    tag: 'People',
    summary: 'The caller’s friends (status=accepted) or pending requests (status=pending)',
    query: FriendsListQuery,
    ok: json(Messages.social.listFriends.reply),
    errors: [400],
  },
  {
    method: 'put',
    path: '/api/users/friends/:friendshipId',
    tag: 'People',
    summary: 'Accept, reject or cancel a friend request',
    json: FriendshipUpdateBody,
    ok: json(Messages.social.updateFriendship.reply),
    errors: [400, 403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/users/friends/:friendshipId',
    tag: 'People',
    summary: 'End a friendship',
    ok: json(Messages.social.deleteFriendship.reply),
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/users/search',
    tag: 'People',
    summary: 'Find people by name',
    query: UserSearchQuery,
    ok: json(Messages.social.search.reply),
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/users/:userId/friends',
    tag: 'People',
    summary: 'A person’s friends, as far as the caller may see them',
    ok: json(Messages.social.listFriendsOf.reply),
    errors: [403, 404],
  },
  // ---- one's own account
  {
    method: 'get',
    path: '/api/users/me/export',
    tag: 'Account',
    summary: 'Everything the caller has in the app, pictures included, as one JSON file',
    ok: json(AccountExport),
  },
  {
    method: 'delete',
    path: '/api/users/me',
    tag: 'Account',
    summary: 'Delete the caller’s account and everything in it',
    ok: noBody(204),
    errors: [503],
  },
  // ---- household
  {
    method: 'get',
    path: '/api/household/mine',
    tag: 'Household',
    summary: 'The caller’s household (404 when they have none)',
    ok: json(Messages.social.household.mine.reply),
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/household/available-friends',
    tag: 'Household',
    summary: 'Friends who may be invited',
    ok: json(Messages.social.household.availableFriends.reply),
  },
  {
    method: 'get',
    path: '/api/household/invitations/pending',
    tag: 'Household',
    summary: 'Invitations the caller has received',
    ok: json(Messages.social.household.received.reply),
  },
  {
    method: 'get',
    path: '/api/household/invitations/sent',
    tag: 'Household',
    summary: 'Invitations the caller has sent',
    ok: json(Messages.social.household.sent.reply),
  },
  {
    method: 'post',
    path: '/api/household/invitations/send',
    tag: 'Household',
    summary: 'Invite friends into a household (named when it is new)',
    json: HouseholdInvitationsSendBody,
    ok: json(Messages.social.household.send.reply, 201),
    errors: [400, 403, 404, 409],
  },
  {
    method: 'post',
    path: '/api/household/invitations/:id/accept',
    tag: 'Household',
    summary: 'Accept an invitation',
    ok: json(Messages.social.household.accept.reply),
    errors: [403, 404, 409],
  },
  {
    method: 'post',
    path: '/api/household/invitations/:id/decline',
    tag: 'Household',
    summary: 'Decline an invitation',
    ok: json(Messages.social.household.decline.reply),
    errors: [403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/household/invitations/:id/cancel',
    tag: 'Household',
    summary: 'Withdraw an invitation one sent',
    ok: json(Messages.social.household.cancel.reply),
    errors: [403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/household/leave',
    tag: 'Household',
    summary: 'Leave one’s household',
    ok: json(Messages.social.household.leave.reply),
    errors: [404],
  },
  // ---- shopping list, pantry, food
  {
    method: 'get',
    path: '/api/shopping',
    tag: 'Shopping',
    summary: 'The shopping list (the household’s, else one’s own)',
    ok: json(Messages.shopping.get.reply),
  },
  {
    method: 'get',
    path: '/api/shopping/events',
    tag: 'Shopping',
    summary: 'A server-sent event stream of changes to the list, the pantry and its photos',
    auth: 'bearer-or-query',
    query: z.object({ access_token: z.string().optional() }),
    ok: {
      status: 200,
      mediaType: 'text/event-stream',
      description: 'Events `ready`, `list`, `pantry` and `images`, each with the new state as JSON',
    },
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/shopping',
    tag: 'Shopping',
    summary: 'Replace the list, or merge a recipe into it',
    json: ShoppingPostBody,
    ok: json(Messages.shopping.change.reply, 201),
    errors: [400, 404],
  },
  {
    method: 'patch',
    path: '/api/shopping',
    tag: 'Shopping',
    summary: 'Change checked items, custom items or recipes of the list',
    json: ShoppingPatchBody,
    ok: json(Messages.shopping.change.reply),
    errors: [400, 404],
  },
  {
    method: 'delete',
    path: '/api/shopping/checked',
    tag: 'Shopping',
    summary: 'Remove the checked items',
    ok: json(Messages.shopping.change.reply),
  },
  {
    method: 'delete',
    path: '/api/shopping',
    tag: 'Shopping',
    summary: 'Empty the list',
    ok: json(Messages.shopping.change.reply),
  },
  {
    method: 'post',
    path: '/api/shopping/items',
    tag: 'Shopping',
    summary: 'Add an item of one’s own',
    json: ShoppingItemAdd,
    ok: json(Messages.shopping.change.reply, 201),
    errors: [400, 409],
  },
  {
    method: 'patch',
    path: '/api/shopping/items/:id',
    tag: 'Shopping',
    summary: 'Rename, check or uncheck an item',
    json: ShoppingItemChange,
    ok: json(Messages.shopping.change.reply),
    errors: [400, 404],
  },
  {
    method: 'delete',
    path: '/api/shopping/items/:id',
    tag: 'Shopping',
    summary: 'Remove an item',
    ok: json(Messages.shopping.change.reply),
    errors: [404],
  },
  {
    method: 'delete',
    path: '/api/shopping/recipes/:recipeId',
    tag: 'Shopping',
    summary: 'Remove a recipe and its ingredients from the list',
    ok: json(Messages.shopping.change.reply),
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/pantry',
    tag: 'Pantry',
    summary: 'The pantry (the household’s, else one’s own)',
    ok: json(Messages.shopping.pantryGet.reply),
  },
  {
    method: 'post',
    path: '/api/pantry',
    tag: 'Pantry',
    summary: 'Replace the pantry',
    json: PantryPostBody,
    ok: json(Messages.shopping.pantryChange.reply),
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/pantry/items',
    tag: 'Pantry',
    summary: 'Add a pantry item',
    json: PantryItemInput,
    ok: json(Messages.shopping.pantryChange.reply, 201),
    errors: [400, 409],
  },
  {
    method: 'patch',
    path: '/api/pantry/items/:id',
    tag: 'Pantry',
    summary: 'Change a pantry item',
    json: PantryItemChange,
    ok: json(Messages.shopping.pantryChange.reply),
    errors: [400, 404],
  },
  {
    method: 'delete',
    path: '/api/pantry/items/:id',
    tag: 'Pantry',
    summary: 'Remove a pantry item',
    ok: json(Messages.shopping.pantryChange.reply),
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/pantry/images',
    tag: 'Pantry',
    summary: 'Photos of the pantry',
    ok: json(Messages.shopping.imagesList.reply),
  },
  {
    method: 'post',
    path: '/api/pantry/images',
    tag: 'Pantry',
    summary: 'Add a pantry photo, as a data URL in JSON or as a multipart file',
    json: PantryImageBody,
    multipart: { file: 'image' },
    ok: json(Messages.shopping.imageAdd.reply, 201),
    errors: [400, 413],
  },
  {
    method: 'delete',
    path: '/api/pantry/images/:id',
    tag: 'Pantry',
    summary: 'Remove a pantry photo',
    ok: noBody(204),
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/food',
    tag: 'Food',
    summary: 'Known foods with their shop category',
    ok: json(Messages.shopping.food.reply),
  },
  {
    method: 'get',
    path: '/api/food/categorize/:ingredient',
    tag: 'Food',
    summary: 'The shop category and emoji of an ingredient',
    ok: json(Messages.shopping.categorize.reply),
  },
];
