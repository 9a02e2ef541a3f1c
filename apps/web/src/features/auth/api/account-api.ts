import type { AccountExport } from '@mise/contracts';
import { api } from '../../../lib/api';

/** The person's whole account on the server: export it, delete it (issue 12). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportAccount: build.query<AccountExport, void>({
      query: () => ({ url: '/users/me/export' }),
      keepUnusedDataFor: 0,
    }),
    deleteAccountData: build.mutation<void, void>({
      query: () => ({ url: '/users/me', method: 'DELETE' }),
    }),
  }),
});

export const { useLazyExportAccountQuery, useDeleteAccountDataMutation } = accountApi;
