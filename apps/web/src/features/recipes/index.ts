// The recipes feature's public surface: what the app shell and other features may use.
// Pages stay out of it so the router can load them on demand.
export {
  useGetRecipesQuery,
  useGetRecipeQuery,
  useCreateRecipeMutation,
  type ApiView,
} from './api/recipes-api';
export { RecipeCard } from './components/recipe-card';

export const loadRecipeDetailPage = () => import('./pages/recipe-detail-page');
export const loadRecipeFormPage = () => import('./pages/recipe-form-page');
