// The import feature's public surface: the centre button's 'Create Recipe' sheet and its flows.
export { CreateRecipeSheet } from './components/create-recipe-sheet';
