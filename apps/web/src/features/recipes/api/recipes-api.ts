import type { Recipe, RecipeCard, RecipeCreateInput } from '@mise/contracts';
import { api } from '../../../lib/api';
import type { ApiMeta } from '../../../lib/api-base-query';

export type ApiView = 'mine' | 'friends' | 'all';

/** Cards per page: small, so the first screen arrives fast on a phone. */
export const RECIPE_PAGE_SIZE = 24;

/** How long a list left for another page stays held for a return to it. */
const LIST_KEPT_SECONDS = 30 * 60;

/** One list as the server narrows it: view, status, search words and filter selections. */
export interface RecipeListArgs {
  view: ApiView;
  status?: 'to-make' | 'made';
  q?: string;
  /** filter.json category label -> chosen options; empty categories are left out. */
  filters?: Record<string, string[]>;
}

/** A page of cards and the opaque cursor of the next one (null on the last page). */
export interface RecipeCardPage {
  recipes: RecipeCard[];
  nextCursor: string | null;
}

function listParams(args: RecipeListArgs, cursor: string | null) {
  const filters = Object.fromEntries(
    Object.entries(args.filters ?? {}).filter(([, options]) => options.length > 0),
  );
  return {
    // The timestamp defeats any HTTP cache between us and the server (spec section 7).
    _: Date.now(),
    view: args.view,
    status: args.status,
    q: args.q?.trim() || undefined,
    filters: Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined,
    limit: RECIPE_PAGE_SIZE,
    cursor: cursor ?? undefined,
  };
}

export const recipesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The list screen: pages of cards, searched and filtered by the server, next page by cursor. */
    getRecipePages: build.infiniteQuery<RecipeCardPage, RecipeListArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
        // A refresh reloads every page shown, one after another, while the pages shown stay on
        // screen: coming back to the list finds as many cards as were left, and the place in them.
        refetchCachedPages: true,
      },
      // Kept a while after the list is left (a recipe opened and cooked from), so coming back finds it.
      keepUnusedDataFor: LIST_KEPT_SECONDS,
      query: ({ queryArg, pageParam }) => ({ url: '/recipes', params: listParams(queryArg, pageParam) }),
      transformResponse: (recipes: RecipeCard[], meta: ApiMeta | undefined) => ({
        recipes: Array.isArray(recipes) ? recipes : [],
        nextCursor: meta?.nextCursor ?? null,
      }),
      providesTags: [{ type: 'Recipe' as const, id: 'LIST' }],
    }),
    getRecipes: build.query<Recipe[], ApiView>({
      // The timestamp defeats any HTTP cache between us and the server (spec section 7).
      query: (view) => ({ url: '/recipes', params: { _: Date.now(), view } }),
      providesTags: (result) => [
        { type: 'Recipe' as const, id: 'LIST' },
        ...(result ?? []).map((recipe) => ({ type: 'Recipe' as const, id: recipe.id })),
      ],
    }),
    getRecipe: build.query<Recipe, number>({
      query: (id) => ({ url: `/recipes/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Recipe', id }],
    }),
    /** Image search for the form (spec section 7): URLs to step through, or a message. */
    searchImage: build.query<{ imageUrls: string[]; message?: string }, string>({
      query: (title) => ({ url: '/recipes/search-image', params: { query: title } }),
      keepUnusedDataFor: 0,
    }),
    /** JSON, or the form's multipart body when a photo file goes with it. */
    createRecipe: build.mutation<Recipe, RecipeCreateInput | FormData>({
      query: (body) => ({ url: '/recipes', method: 'POST', body }),
      invalidatesTags: [{ type: 'Recipe', id: 'LIST' }],
    }),
    updateRecipe: build.mutation<Recipe, { id: number; body: Partial<RecipeCreateInput> | FormData }>({
      query: ({ id, body }) => ({ url: `/recipes/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Recipe', id },
        { type: 'Recipe', id: 'LIST' },
      ],
    }),
    deleteRecipe: build.mutation<void, number>({
      query: (id) => ({ url: `/recipes/${id}`, method: 'DELETE' }),
      // Only the lists: refetching the deleted recipe itself would just answer 404 to a page being left.
      invalidatesTags: [{ type: 'Recipe', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetRecipePagesInfiniteQuery,
  useGetRecipesQuery,
  useGetRecipeQuery,
  useCreateRecipeMutation,
  useUpdateRecipeMutation,
  useDeleteRecipeMutation,
  useLazySearchImageQuery,
} = recipesApi;
