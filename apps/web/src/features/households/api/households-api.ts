import type {
  AvailableFriend,
  Household,
  HouseholdActionReply,
  HouseholdInvitationsSendBody,
  HouseholdInvitationsSendReply,
  ReceivedInvitation,
  SentInvitation,
} from '@mise/contracts';
import { api } from '../../../lib/api';
import { asApiError, type ApiRequest } from '../../../lib/api-base-query';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Household', 'Friends'] });

/** Household and invitations (spec section 7). Every change reloads all of it. */
export const householdsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    /** null when the user has no household (the server answers 404). */
    getMyHousehold: build.query<Household | null, void>({
      async queryFn(_arg, _api, _options, baseQuery) {
        const result = await baseQuery({ url: '/household/mine' } satisfies ApiRequest);
        if (result.error && asApiError(result.error)?.status === 404) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as Household };
      },
      providesTags: ['Household'],
    }),
    getAvailableFriends: build.query<AvailableFriend[], void>({
      query: () => ({ url: '/household/available-friends' }),
      providesTags: ['Household', 'Friends'],
    }),
    getReceivedInvitations: build.query<ReceivedInvitation[], void>({
      query: () => ({ url: '/household/invitations/pending' }),
      providesTags: ['Household'],
    }),
    getSentInvitations: build.query<SentInvitation[], void>({
      query: () => ({ url: '/household/invitations/sent' }),
      providesTags: ['Household'],
    }),
    sendInvitations: build.mutation<HouseholdInvitationsSendReply, HouseholdInvitationsSendBody>({
      query: (body) => ({ url: '/household/invitations/send', method: 'POST', body }),
      invalidatesTags: ['Household'],
    }),
    acceptInvitation: build.mutation<HouseholdActionReply, number>({
      query: (id) => ({ url: `/household/invitations/${id}/accept`, method: 'POST' }),
      invalidatesTags: ['Household', 'Profile'],
    }),
    declineInvitation: build.mutation<HouseholdActionReply, number>({
      query: (id) => ({ url: `/household/invitations/${id}/decline`, method: 'POST' }),
      invalidatesTags: ['Household'],
    }),
    cancelInvitations: build.mutation<HouseholdActionReply, number>({
      query: (id) => ({ url: `/household/invitations/${id}/cancel`, method: 'DELETE' }),
      invalidatesTags: ['Household'],
    }),
    leaveHousehold: build.mutation<HouseholdActionReply, void>({
      query: () => ({ url: '/household/leave', method: 'DELETE' }),
      invalidatesTags: ['Household', 'Profile'],
    }),
  }),
});

export const {
  useGetMyHouseholdQuery,
  useGetAvailableFriendsQuery,
  useGetReceivedInvitationsQuery,
  useGetSentInvitationsQuery,
  useSendInvitationsMutation,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useCancelInvitationsMutation,
  useLeaveHouseholdMutation,
} = householdsApi;
