import type { UserProfile } from '@mise/contracts';
import { api } from '../../../lib/api';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The server creates the user record on the first call.
    getProfile: build.query<UserProfile, void>({
      query: () => ({ url: '/users/profile' }),
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;
