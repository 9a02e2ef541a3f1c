import type { CurrentProfile, ProfileUpdateBody } from '@mise/contracts';
import { api } from '../../../lib/api';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The server creates the user record on the first call.
    getProfile: build.query<CurrentProfile, void>({
      query: () => ({ url: '/users/profile' }),
      providesTags: ['Profile'],
    }),
    /** The person's own settings kept on their profile (their interface language). */
    updateProfile: build.mutation<CurrentProfile, ProfileUpdateBody>({
      query: (body) => ({ url: '/users/profile', method: 'PATCH', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        void dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
      },
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;
