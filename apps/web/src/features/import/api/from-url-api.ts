import type { UrlDraft } from '@mise/contracts';
import { api } from '../../../lib/api';

/** POST /recipes/extract-from-url: a web page's recipe as a draft (source = the site's name). */
export const fromUrlApi = api.injectEndpoints({
  endpoints: (build) => ({
    extractFromUrl: build.mutation<UrlDraft, string>({
      query: (url) => ({ url: '/recipes/extract-from-url', method: 'POST', body: { url } }),
    }),
  }),
});

export const { useExtractFromUrlMutation } = fromUrlApi;
