// The meal plan feature's public surface: the recipe detail's 'Plan' sheet and the pantry's
// 'What can I make?' sheet. The Plan page itself is loaded by the router straight from its file.
export { PlanRecipeSheet } from './components/plan-recipe-sheet';
export { CookableSheet } from './components/cookable-sheet';
export { dayLabel, MEAL_LABELS } from './week';
