import type { ImportStageReply, RecipeDraft } from '@mise/contracts';
// The zod-free file itself: the package index would bring zod into the bundle.
import { IMPORT_ID_HEADER } from '../../../../../../libs/contracts/src/import-stage';
import { api } from '../../../lib/api';

/** An extraction call's argument: what to read, and the id the overlay follows its stage by. */
export interface Tracked<T> {
  input: T;
  importId?: string;
}

/** The header naming an extraction call for the stage look-up (absent when untracked). */
export function importIdHeaders(importId: string | undefined): Record<string, string> | undefined {
  return importId ? { [IMPORT_ID_HEADER]: importId } : undefined;
}

export const extractionApi = api.injectEndpoints({
  endpoints: (build) => ({
    extractFromText: build.mutation<RecipeDraft, Tracked<string>>({
      query: ({ input, importId }) => ({
        url: '/extraction/text',
        method: 'POST',
        body: { text: input },
        headers: importIdHeaders(importId),
      }),
      // Tolerate a wrapped answer ({ draft }) as well as the bare draft.
      transformResponse: (response: RecipeDraft | { draft: RecipeDraft }) =>
        response && typeof response === 'object' && 'draft' in response ? response.draft : response,
    }),
    /** How far the import named `importId` has come; polled while the overlay shows. */
    importStage: build.query<ImportStageReply, string>({
      query: (importId) => `/extraction/stage/${encodeURIComponent(importId)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useExtractFromTextMutation, useImportStageQuery } = extractionApi;
