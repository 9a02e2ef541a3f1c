import { filterRecipes, type FilterSelection } from '@mise/recipe-text';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { asApiError, isAuthFailure } from '../../../lib/api-base-query';
import { useAuthClient } from '../../auth';
import { useGetRecipesQuery } from '../api/recipes-api';
import { apiViewFor, readStoredView, recipesForView, storeView, type RecipeViewName } from '../recipe-views';
import { useRecipeFilters } from './use-recipe-filters';

/** How long the auth failure message shows before the user is sent to sign in again. */
const SIGN_OUT_DELAY_MS = 1500;

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

/** The recipe list's data: the chosen view, search and filters, and the recipes they let through. */
export function useRecipeList() {
  const [view, setView] = useState<RecipeViewName>(readStoredView);
  const [search, setSearch] = useState('');
  const filters = useRecipeFilters();
  const { data, error, isLoading } = useGetRecipesQuery(apiViewFor(view), {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });

  const apiError = asApiError(error);
  // Without a token the list is simply empty (spec section 6); other failures get a message.
  const failure = apiError && apiError.status !== 'NO_TOKEN' ? apiError : null;
  const authFailed = isAuthFailure(failure);
  useSignOutOnAuthFailure(authFailed);

  const { selection } = filters;
  const shown = useMemo(
    () =>
      filterRecipes(recipesForView(failure ? [] : (data ?? []), view), selection as FilterSelection, search),
    [data, failure, view, search, selection],
  );

  const chooseView = (next: RecipeViewName) => {
    setView(next);
    storeView(next);
  };

  return { view, chooseView, search, setSearch, filters, shown, isLoading, failed: !!failure, authFailed };
}
