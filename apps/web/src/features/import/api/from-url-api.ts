import type { UrlDraft } from '@mise/contracts';
import { api } from '../../../lib/api';
import { importIdHeaders, type Tracked } from './extraction-api';

/** POST /recipes/extract-from-url: a web page's recipe as a draft (source = the site's name). */
export const fromUrlApi = api.injectEndpoints({
  endpoints: (build) => ({
    extractFromUrl: build.mutation<UrlDraft, Tracked<string>>({
      query: ({ input, importId }) => ({
        url: '/recipes/extract-from-url',
        method: 'POST',
        body: { url: input },
        headers: importIdHeaders(importId),
      }),
    }),
  }),
});

export const { useExtractFromUrlMutation } = fromUrlApi;
