import { Suspense, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
// The app layer reaches the auth feature's parts and the features' pages directly: a feature's
// index would bring everything it exports into /login's first download.
import { RequireAuth } from '../features/auth/components/require-auth';
import LoginPage from '../features/auth/pages/login-page';
import { loadFeedPage } from '../features/feed';
import { loadHouseholdPage } from '../features/households';
import { loadDataDeletionPage, loadPrivacyPolicyPage, loadTermsOfServicePage } from '../features/legal';
import { loadShoppingPage } from '../features/shopping';
import {
  loadFriendsPage,
  loadProfilePage,
  loadUserProfilePage,
  loadUserRecipesPage,
} from '../features/social';
import { loadEnglish } from '../lib/i18n';
import { PageFallback, PublicLayout } from './app-layout';
import { RouteError } from './route-error';

// Only /login is part of the first download (it is also prerendered, see build/prerender.ts);
// everything else loads on demand, and what a signed-in start needs loads early (preloadFor).
/** A screen's code together with the rest of English (lib/i18n.ts): it draws once both are here. */
const withEnglish =
  <T,>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadEnglish()]).then(([module]) => module);

const loaders = {
  // Every signed-in screen draws inside this layout, so it brings the rest of English for them all.
  signedInLayout: withEnglish(() => import('./signed-in-layout')),
  recipes: () => import('../features/recipes/pages/recipes-page'),
  recipeDetail: () => import('../features/recipes/pages/recipe-detail-page'),
  recipeForm: () => import('../features/recipes/pages/recipe-form-page'),
  profile: loadProfilePage,
  privacy: withEnglish(loadPrivacyPolicyPage),
  terms: withEnglish(loadTermsOfServicePage),
  deletion: withEnglish(loadDataDeletionPage),
  feed: loadFeedPage,
  friends: loadFriendsPage,
  userProfile: loadUserProfilePage,
  userRecipes: loadUserRecipesPage,
  household: loadHouseholdPage,
  shopping: loadShoppingPage,
  // Straight to the page: the plan feature's index brings its sheets (and their styles) along.
  plan: () => import('../features/plan/pages/plan-page'),
  // Straight to the page: the import feature's index brings its sheets into the first download.
  shareTarget: () => import('../features/import/pages/share-target-page'),
};
const AppLayout = lazy(loaders.signedInLayout);
const RecipesPage = lazy(loaders.recipes);
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
const PlanPage = lazy(loaders.plan);
const ShareTargetPage = lazy(loaders.shareTarget);

const ignore = () => undefined;

/**
 * Starts loading the code the first screen at `pathname` needs, alongside the identity service,
 * instead of after it: the signed-in frame on every protected path, and the recipe list on its own.
 */
export function preloadFor(pathname: string, isPublic: boolean): void {
  if (isPublic) return;
  loaders.signedInLayout().catch(ignore);
  if (pathname === '/' || pathname === '/recipes') loaders.recipes().catch(ignore);
}

/**
 * Fetches the code of the pages a person opens next from the list while the browser is idle, one
 * page at a time (each page's code also runs when it arrives, and one at a time none of them holds
 * the page for long), so the first tap on them is instant. The shopping list, whose code is the
 * largest, loads when its tab is pointed at or focused (bottom-nav.tsx) instead.
 */
export function preloadSignedInPages(): void {
  if (typeof window.requestIdleCallback !== 'function') return;
  const queue = [loaders.recipes, loaders.recipeDetail, loaders.recipeForm, loaders.profile, loaders.feed];
  const next = () => {
    const load = queue.shift();
    if (load) window.requestIdleCallback(() => void load().catch(ignore).then(next));
  };
  next();
}

function withErrorElement(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({ ...route, errorElement: <RouteError /> }));
}

/** Every route of spec section 2. */
export const appRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/terms-of-service', element: <TermsOfServicePage /> },
      { path: '/data-deletion', element: <DataDeletionPage /> },
    ],
  },
  {
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [
      {
        element: (
          <Suspense fallback={<PageFallback />}>
            <AppLayout onMount={preloadSignedInPages} />
          </Suspense>
        ),
        // A page that fails shows RouteError inside the navigation.
        children: withErrorElement([
          { path: '/', element: <RecipesPage /> },
          { path: '/recipes', element: <RecipesPage /> },
          { path: '/recipes/user/:userId', element: <UserRecipesPage /> },
          { path: '/feed', element: <FeedPage /> },
          { path: '/recipe/:id', element: <RecipeDetailPage /> },
          { path: '/create-recipe', element: <RecipeFormPage /> },
          { path: '/create-recipe/:id', element: <RecipeFormPage /> },
          { path: '/shopping', element: <ShoppingPage /> },
          { path: '/plan', element: <PlanPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/profile/:userId', element: <UserProfilePage /> },
          { path: '/friends', element: <FriendsPage /> },
          { path: '/friends/user/:userId', element: <FriendsPage /> },
          { path: '/household', element: <HouseholdPage /> },
          // The installed app's Web Share Target (manifest.webmanifest): a shared page's link is imported.
          { path: '/share-target', element: <ShareTargetPage /> },
        ]),
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
