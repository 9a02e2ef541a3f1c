import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { asApiError, isAuthFailure } from '../../../lib/api-base-query';
import { useAuthClient } from '../../auth';
import { useGetRecipePagesInfiniteQuery, type RecipeCardPage, type RecipeListArgs } from '../api/recipes-api';
import { apiViewFor, readStoredView, statusForView, storeView, type RecipeViewName } from '../recipe-views';
import { useRecipeFilters } from './use-recipe-filters';

/** How long the auth failure message shows before the user is sent to sign in again. */
const SIGN_OUT_DELAY_MS = 1500;
/** Typing pauses this long before the server is asked: one request per word, not per key. */
const SEARCH_DEBOUNCE_MS = 250;
/** Spec section 2: coming back to the list refreshes it, delayed 50 ms. */
const RETURN_REFRESH_DELAY_MS = 50;

/** The same empty list every time, so what is drawn from it is not drawn again for nothing. */
const NO_PAGES: readonly RecipeCardPage[] = [];

/** Signs out and goes to /login a moment after `failed` turns true. */
function useSignOutOnAuthFailure(failed: boolean) {
  const navigate = useNavigate();
  const authClient = useAuthClient();
  useEffect(() => {
    if (!failed) return;
    // Show the message for a moment, then start over at /login with a fresh sign-in.
    const timer = setTimeout(() => {
      void authClient
        .signOut()
        .catch(() => undefined)
        .then(() => navigate('/login', { replace: true }));
    }, SIGN_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failed, authClient, navigate]);
}

/** `value`, once it has stopped changing for `delay` ms (at once when it is cleared). */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value.trim() === '') {
      setSettled(value);
      return undefined;
    }
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The recipe list's data: the chosen view, search and filters, and the pages of cards the server
 * answers for them. Search and filters are applied by the server; the next page is fetched on demand.
 */
export function useRecipeList() {
  const [view, setView] = useState<RecipeViewName>(readStoredView);
  const [search, setSearch] = useState('');
  const filters = useRecipeFilters();
  const q = useSettled(search, SEARCH_DEBOUNCE_MS).trim();
  const { selection } = filters;
  const args = useMemo<RecipeListArgs>(
    () => ({ view: apiViewFor(view), status: statusForView(view), q: q || undefined, filters: selection }),
    [view, q, selection],
  );
  const query = useGetRecipePagesInfiniteQuery(args);
  const { data, error, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    query;

  // Every page shown is reloaded (recipes-api.ts), so the place in a long list is kept.
  const refresh = useCallback(() => void refetch(), [refetch]);

  // Coming back to this page (from a recipe, say) refreshes what the cache still held.
  const [heldAtMount] = useState(data !== undefined);
  useEffect(() => {
    if (!heldAtMount) return undefined;
    const timer = setTimeout(refresh, RETURN_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [heldAtMount, refresh]);

  // And so does the page becoming visible again (another tab, the phone unlocked).
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  const apiError = asApiError(error);
  // Without a token the list is simply empty (spec section 6); other failures get a message.
  const failure = apiError && apiError.status !== 'NO_TOKEN' ? apiError : null;
  const authFailed = isAuthFailure(failure);
  useSignOutOnAuthFailure(authFailed);

  const pages = failure || !data ? NO_PAGES : data.pages;
  const canLoadMore = !failure && hasNextPage && !isFetching;
  const loadMore = useCallback(() => {
    if (canLoadMore) void fetchNextPage();
  }, [canLoadMore, fetchNextPage]);

  const chooseView = (next: RecipeViewName) => {
    setView(next);
    storeView(next);
  };

  return {
    view,
    chooseView,
    search,
    setSearch,
    /** What the server answered for: the settled search text, never a half-typed one. */
    searched: q,
    filters,
    /** The list's identity (view, search and filters): its place is kept under it. */
    listKey: JSON.stringify(args),
    /** The list was held from before when the page opened: a return to it. */
    returned: heldAtMount,
    pages,
    isLoading,
    isFetching,
    /** A new search, filter or view is being answered; the cards shown are the previous answer. */
    isRefreshing: isFetching && !isFetchingNextPage && !isLoading,
    hasNextPage: !failure && hasNextPage,
    isFetchingNextPage,
    loadMore,
    failed: !!failure,
    authFailed,
  };
}
