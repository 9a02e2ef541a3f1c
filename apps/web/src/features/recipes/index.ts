// The recipes feature's public surface: what the app shell and other features may use.
// Pages stay out of it so the router can load them on demand.
export {
  useGetRecipesQuery,
  useGetRecipeQuery,
  useCreateRecipeMutation,
  type ApiView,
} from './api/recipes-api';
export { copyPayload } from './components/save-copy-button';
export { RecipeImage } from './components/recipe-image';
export { ownerName } from './recipe-display';
export { RecipeCard } from './components/recipe-card';

export const loadRecipeDetailPage = () => import('./pages/recipe-detail-page');
export const loadRecipeFormPage = () => import('./pages/recipe-form-page');
