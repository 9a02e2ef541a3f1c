import type { RecipeDraft } from '@mise/contracts';
import { api } from '../../../lib/api';

export const extractionApi = api.injectEndpoints({
  endpoints: (build) => ({
    extractFromText: build.mutation<RecipeDraft, string>({
      query: (text) => ({ url: '/extraction/text', method: 'POST', body: { text } }),
      // Tolerate a wrapped answer ({ draft }) as well as the bare draft.
      transformResponse: (response: RecipeDraft | { draft: RecipeDraft }) =>
        response && typeof response === 'object' && 'draft' in response ? response.draft : response,
    }),
  }),
});

export const { useExtractFromTextMutation } = extractionApi;
