// The recipes service as a library: its module and start function, started by a main (distributed)
// or by the standalone composition root. Importing this starts nothing.
export { recipesMigrations, RecipesModule, startRecipesService, type RecipesDeps } from './recipes.app';
