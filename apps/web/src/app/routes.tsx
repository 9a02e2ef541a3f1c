import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth';
import LoginPage from '../features/auth/pages/login-page';
import RecipesPage from '../features/recipes/pages/recipes-page';
import { AppLayout, PublicLayout } from './app-layout';

// Everything but the first screens loads on demand, so /login and the list paint quickly.
const RecipeDetailPage = lazy(() => import('../features/recipes/pages/recipe-detail-page'));
const RecipeFormPage = lazy(() => import('../features/recipes/pages/recipe-form-page'));
const ProfilePage = lazy(() => import('../features/auth/pages/profile-page'));
const PrivacyPolicyPage = lazy(() => import('../features/legal/pages/privacy-policy-page'));
const TermsOfServicePage = lazy(() => import('../features/legal/pages/terms-of-service-page'));
const DataDeletionPage = lazy(() => import('../features/legal/pages/data-deletion-page'));
const FeedPage = lazy(() => import('../features/social/pages/feed-page'));
const FriendsPage = lazy(() => import('../features/social/pages/friends-page'));
const UserProfilePage = lazy(() => import('../features/social/pages/user-profile-page'));
const UserRecipesPage = lazy(() => import('../features/social/pages/user-recipes-page'));
const HouseholdPage = lazy(() => import('../features/households/pages/household-page'));
const ShoppingPage = lazy(() => import('../features/shopping/pages/shopping-page'));

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
        element: <AppLayout />,
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
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
