import type { RecipeDraft } from '@mise/contracts';
import { api } from '../../../lib/api';

/** Photo and video imports (spec section 7). Both answer the draft the recipe form opens with. */
export const mediaImportApi = api.injectEndpoints({
  endpoints: (build) => ({
    extractFromPhoto: build.mutation<RecipeDraft, File>({
      query: (file) => {
        const form = new FormData();
        form.append('recipeImage', file, file.name || 'page.jpg');
        return { url: '/recipes/extract-recipe', method: 'POST', body: form };
      },
    }),
    extractFromYouTube: build.mutation<RecipeDraft, string>({
      query: (youtubeUrl) => ({ url: '/recipes/extract-from-youtube', method: 'POST', body: { youtubeUrl } }),
    }),
  }),
});

export const { useExtractFromPhotoMutation, useExtractFromYouTubeMutation } = mediaImportApi;
