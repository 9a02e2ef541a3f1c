export { importRecipeFromHtml, PAGE_READERS, type PageReader } from './import-page';
export {
  readJsonLdRecipe,
  recipeNodeToDraft,
  instructionLines,
  ingredientLines,
  imageUrl,
  authorName,
} from './json-ld.reader';
export { parsePage, type ParsedPage, type PageInput } from './parsed-page';
export {
  toPageImportOutput,
  ingredientGroups,
  type PageImportOutput,
  type IngredientGroup,
} from './import-output';
export { parseLenientJson } from './lenient-json';
export { readPageMeta, type PageMeta } from './page-meta';
export { readMicrodataRecipe } from './microdata.reader';
export { readHeuristicRecipe } from './heuristic.reader';
export { readAppStateRecipe } from './app-state.reader';
export { turnOffPasses } from './heuristic/passes';
