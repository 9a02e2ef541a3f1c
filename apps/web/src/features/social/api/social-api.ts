import type {
  FriendListItem,
  Friendship,
  FriendshipStatus,
  FriendshipUpdateBody,
  OtherFriendsReply,
  PendingRequest,
  ProfileImageReply,
  ProfileView,
  Recipe,
  Suggestion,
  UserSearchResult,
  UserStats,
} from '@mise/contracts';
import { api } from '../../../lib/api';

/** People: profiles, stats, friends, requests, suggestions and search (spec section 7). */
export const socialApi = api.enhanceEndpoints({ addTagTypes: ['Friends', 'Household'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserProfile: build.query<ProfileView, number>({
      query: (userId) => ({ url: `/users/profile/${userId}` }),
      providesTags: (_result, _error, userId) => [{ type: 'Profile', id: userId }, 'Friends', 'Household'],
    }),
    getUserStats: build.query<UserStats, number>({
      query: (userId) => ({ url: `/users/stats/${userId}` }),
      providesTags: ['Friends'],
    }),
    uploadProfileImage: build.mutation<ProfileImageReply, Blob>({
      query: (image) => {
        const form = new FormData();
        form.append('profileImage', image, 'profile.jpg');
        return { url: '/users/profile/image', method: 'POST', body: form };
      },
      invalidatesTags: ['Profile'],
    }),
    /** GET /recipes/user/{userId}: the owner's recipes the viewer may see (first page). */
    getUserRecipes: build.query<Recipe[], number>({
      query: (userId) => ({ url: `/recipes/user/${userId}`, params: { _: Date.now() } }),
      providesTags: [{ type: 'Recipe', id: 'LIST' }, 'Friends'],
    }),
    getFriendshipStatus: build.query<FriendshipStatus, number>({
      query: (userId) => ({ url: `/users/friendship-status/${userId}` }),
      providesTags: ['Friends'],
    }),
    getFriends: build.query<FriendListItem[], void>({
      query: () => ({ url: '/users/friends', params: { status: 'accepted' } }),
      providesTags: ['Friends'],
    }),
    getPendingRequests: build.query<PendingRequest[], void>({
      query: () => ({ url: '/users/friends', params: { status: 'pending' } }),
      providesTags: ['Friends'],
    }),
    getFriendsOf: build.query<OtherFriendsReply, number>({
      query: (userId) => ({ url: `/users/${userId}/friends` }),
      providesTags: ['Friends'],
    }),
    getSuggestions: build.query<Suggestion[], void>({
      query: () => ({ url: '/users/friends/suggestions' }),
      providesTags: ['Friends'],
    }),
    searchUsers: build.query<UserSearchResult[], string>({
      query: (q) => ({ url: '/users/search', params: { q } }),
      providesTags: ['Friends'],
    }),
    sendFriendRequest: build.mutation<Friendship, number>({
      query: (addresseeId) => ({ url: '/users/friends/request', method: 'POST', body: { addresseeId } }),
      invalidatesTags: ['Friends', 'Profile'],
    }),
    updateFriendship: build.mutation<Friendship, { id: number; status: FriendshipUpdateBody['status'] }>({
      query: ({ id, status }) => ({ url: `/users/friends/${id}`, method: 'PUT', body: { status } }),
      invalidatesTags: ['Friends', 'Profile'],
    }),
    deleteFriendship: build.mutation<Friendship, number>({
      query: (id) => ({ url: `/users/friends/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Friends', 'Profile'],
    }),
    dismissSuggestion: build.mutation<unknown, number>({
      query: (userId) => ({ url: `/users/friends/suggestions/${userId}/dismiss`, method: 'POST' }),
      // Removed from the list at once, even if the server fails (spec section 4).
      async onQueryStarted(userId, { dispatch, queryFulfilled }) {
        dispatch(
          socialApi.util.updateQueryData('getSuggestions', undefined, (list) =>
            list.filter((suggestion) => suggestion.id !== userId),
          ),
        );
        await queryFulfilled.catch(() => undefined);
      },
    }),
  }),
});

export const {
  useGetUserProfileQuery,
  useGetUserStatsQuery,
  useUploadProfileImageMutation,
  useGetUserRecipesQuery,
  useGetFriendshipStatusQuery,
  useGetFriendsQuery,
  useGetPendingRequestsQuery,
  useGetFriendsOfQuery,
  useGetSuggestionsQuery,
  useSearchUsersQuery,
  useSendFriendRequestMutation,
  useUpdateFriendshipMutation,
  useDeleteFriendshipMutation,
  useDismissSuggestionMutation,
} = socialApi;
