// The social feature's public surface. Pages load on demand, so only their loaders are exported.
export const loadProfilePage = () => import('./pages/profile-page');
export const loadFriendsPage = () => import('./pages/friends-page');
export const loadUserProfilePage = () => import('./pages/user-profile-page');
export const loadUserRecipesPage = () => import('./pages/user-recipes-page');
