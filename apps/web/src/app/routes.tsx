import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth';
// The first screens are part of the main bundle; the app layer may reach a feature's pages directly.
import LoginPage from '../features/auth/pages/login-page';
import { loadHouseholdPage } from '../features/households';
import { loadShareTargetPage } from '../features/import';
import { loadDataDeletionPage, loadPrivacyPolicyPage, loadTermsOfServicePage } from '../features/legal';
import { loadRecipeDetailPage, loadRecipeFormPage } from '../features/recipes';
import RecipesPage from '../features/recipes/pages/recipes-page';
import { loadShoppingPage } from '../features/shopping';
import { loadFeedPage } from '../features/feed';
import {
  loadFriendsPage,
  loadProfilePage,
  loadUserProfilePage,
  loadUserRecipesPage,
} from '../features/social';
import { AppLayout, PublicLayout } from './app-layout';

// Everything but the first screens loads on demand, so /login and the list paint quickly.
const loaders = {
  recipeDetail: loadRecipeDetailPage,
  recipeForm: loadRecipeFormPage,
  profile: loadProfilePage,
  privacy: loadPrivacyPolicyPage,
  terms: loadTermsOfServicePage,
  deletion: loadDataDeletionPage,
  feed: loadFeedPage,
  friends: loadFriendsPage,
  userProfile: loadUserProfilePage,
  userRecipes: loadUserRecipesPage,
  household: loadHouseholdPage,
  shopping: loadShoppingPage,
  shareTarget: loadShareTargetPage,
};
const RecipeDetailPage = lazy(loaders.recipeDetail);
const RecipeFormPage = lazy(loaders.recipeForm);
const ProfilePage = lazy(loaders.profile);
const PrivacyPolicyPage = lazy(loaders.privacy);
const TermsOfServicePage = lazy(loaders.terms);
const DataDeletionPage = lazy(loaders.deletion);
const FeedPage = lazy(loaders.feed);
const FriendsPage = lazy(loaders.friends);
const UserProfilePage = lazy(loaders.userProfile);
const UserRecipesPage = lazy(loaders.userRecipes);
const HouseholdPage = lazy(loaders.household);
const ShoppingPage = lazy(loaders.shopping);
const ShareTargetPage = lazy(loaders.shareTarget);

/** Fetches the signed-in pages' code while the browser is idle, so the first tap on them is instant. */
export function preloadSignedInPages(): void {
  if (typeof window.requestIdleCallback !== 'function') return;
  window.requestIdleCallback(() => {
    for (const load of [
      loaders.recipeDetail,
      loaders.recipeForm,
      loaders.profile,
      loaders.shopping,
      loaders.feed,
    ]) {
      load().catch(() => undefined);
    }
  });
}

/** Every route of spec section 2. */
export const appRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/terms-of-service', element: <TermsOfServicePage /> },
      { path: '/data-deletion', element: <DataDeletionPage /> },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout onMount={preloadSignedInPages} />,
        children: [
          { path: '/', element: <RecipesPage /> },
          { path: '/recipes', element: <RecipesPage /> },
          { path: '/recipes/user/:userId', element: <UserRecipesPage /> },
          { path: '/feed', element: <FeedPage /> },
          { path: '/recipe/:id', element: <RecipeDetailPage /> },
          { path: '/create-recipe', element: <RecipeFormPage /> },
          { path: '/create-recipe/:id', element: <RecipeFormPage /> },
          { path: '/shopping', element: <ShoppingPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/profile/:userId', element: <UserProfilePage /> },
          { path: '/friends', element: <FriendsPage /> },
          { path: '/friends/user/:userId', element: <FriendsPage /> },
          { path: '/household', element: <HouseholdPage /> },
          // The installed app's Web Share Target (manifest.webmanifest): a shared page's link is imported.
          { path: '/share-target', element: <ShareTargetPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
