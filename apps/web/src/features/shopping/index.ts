// The shopping feature's public surface. Pages load on demand, so only their loaders are exported;
// the recipe detail's Shop button hands a recipe over with storePendingRecipe.
export const loadShoppingPage = () => import('./pages/shopping-page');
export { storePendingRecipe, type PendingRecipe } from './pending-recipe';
// The meal plan keeps its weeks and unsent changes in the same per-person store, and hears other
// members' changes on the same stream.
export { openShoppingStore, type KeyValueStore } from './offline-store';
export { openShoppingStream } from './live-stream';
