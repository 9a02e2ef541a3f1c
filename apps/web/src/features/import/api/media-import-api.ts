import type { ImportPreview, ImportSummary, RecipeDraft } from '@mise/contracts';
import { api } from '../../../lib/api';
import { importIdHeaders, type Tracked } from './extraction-api';

/** Photo and video imports (spec section 7). Both answer the draft the recipe form opens with. */
export const mediaImportApi = api.injectEndpoints({
  endpoints: (build) => ({
    extractFromPhoto: build.mutation<RecipeDraft, Tracked<File>>({
      query: ({ input: file, importId }) => {
        const form = new FormData();
        form.append('recipeImage', file, file.name || 'page.jpg');
        return {
          url: '/recipes/extract-recipe',
          method: 'POST',
          body: form,
          headers: importIdHeaders(importId),
        };
      },
    }),
    extractFromYouTube: build.mutation<RecipeDraft, Tracked<string>>({
      query: ({ input: youtubeUrl, importId }) => ({
        url: '/recipes/extract-from-youtube',
        method: 'POST',
        body: { youtubeUrl },
        headers: importIdHeaders(importId),
      }),
    }),
    previewImportFile: build.mutation<ImportPreview, File>({
      query: (file) => ({ url: '/recipes/import-file', method: 'POST', body: exportForm(file) }),
    }),
    saveImportFile: build.mutation<ImportSummary, { file: File; indices: number[] }>({
      query: ({ file, indices }) => ({
        url: '/recipes/import-file/save',
        method: 'POST',
        body: exportForm(file, indices),
      }),
      invalidatesTags: ['Recipe'],
    }),
  }),
});

function exportForm(file: File, indices?: number[]): FormData {
  const form = new FormData();
  if (indices) form.append('indices', JSON.stringify(indices));
  form.append('file', file, file.name || 'export');
  return form;
}

export const {
  useExtractFromPhotoMutation,
  useExtractFromYouTubeMutation,
  usePreviewImportFileMutation,
  useSaveImportFileMutation,
} = mediaImportApi;
