// The shopping feature's public surface. Pages load on demand, so only their loaders are exported.
export const loadShoppingPage = () => import('./pages/shopping-page');
