import type { Recipe } from '@mise/contracts';
import { api } from '../../../lib/api';

/** Cards per page of the Home feed. */
export const FEED_PAGE_SIZE = 20;

export interface FeedPage {
  recipes: Recipe[];
  nextCursor: string | null;
}

/** Of spec section 7's social calls, the fields Home shows. */
export interface PendingFriendRequest {
  friendship_id: number;
  request_type: 'received' | 'sent';
  user_id: number;
  display_name: string;
}
export interface PendingInvitation {
  id: number;
  household_name: string;
  inviter_name: string;
}

const listOf = <T>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

export const feedApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The friends' recipes the person may see, newest first, a page at a time (cursor from X-Next-Cursor). */
    getFeedPage: build.query<FeedPage, string | null>({
      query: (cursor) => ({
        url: '/recipes',
        params: { _: Date.now(), view: 'friends', limit: FEED_PAGE_SIZE, cursor: cursor ?? undefined },
      }),
      transformResponse: (data: unknown, meta) => ({
        recipes: listOf<Recipe>(data),
        nextCursor: meta?.nextCursor ?? null,
      }),
      providesTags: ['Recipe'],
    }),
    /** The whole recipe, for a saved copy (the feed's cards may carry only what a card shows). */
    getFullRecipe: build.query<Recipe, number>({
      query: (id) => ({ url: `/recipes/${id}` }),
      keepUnusedDataFor: 0,
    }),
    getFeedFriendCount: build.query<number, void>({
      query: () => ({ url: '/users/friends', params: { status: 'accepted' } }),
      transformResponse: (data: unknown) => listOf(data).length,
    }),
    getFeedPendingRequests: build.query<PendingFriendRequest[], void>({
      query: () => ({ url: '/users/friends', params: { status: 'pending' } }),
      transformResponse: (data: unknown) =>
        listOf<PendingFriendRequest>(data).filter((request) => request.request_type !== 'sent'),
    }),
    getFeedPendingInvitations: build.query<PendingInvitation[], void>({
      query: () => ({ url: '/household/invitations/pending' }),
      transformResponse: (data: unknown) => listOf<PendingInvitation>(data),
    }),
  }),
});

export const {
  useGetFeedPageQuery,
  useLazyGetFullRecipeQuery,
  useGetFeedFriendCountQuery,
  useGetFeedPendingRequestsQuery,
  useGetFeedPendingInvitationsQuery,
} = feedApi;
