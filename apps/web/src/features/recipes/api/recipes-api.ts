import type { Recipe, RecipeCreateInput } from '@mise/contracts';
import { api } from '../../../lib/api';

export type ApiView = 'mine' | 'friends' | 'all';

export const recipesApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  useGetRecipesQuery,
  useGetRecipeQuery,
  useCreateRecipeMutation,
  useUpdateRecipeMutation,
  useDeleteRecipeMutation,
  useLazySearchImageQuery,
} = recipesApi;
