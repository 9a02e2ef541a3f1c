// The meal plan feature's public surface: its page loads on demand; the recipe detail's 'Plan'
// sheet and the pantry's 'What can I make?' sheet are used by other features.
export const loadPlanPage = () => import('./pages/plan-page');
export { PlanRecipeSheet } from './components/plan-recipe-sheet';
export { CookableSheet } from './components/cookable-sheet';
