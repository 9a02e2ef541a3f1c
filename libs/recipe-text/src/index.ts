/**
 * @mise/recipe-text: pure text rules for recipes (no I/O). See README.md for examples.
 */
export {
  parseIngredient,
  normaliseIngredient,
  ingredientLine,
  type ParsedIngredient,
  type IngredientObject,
  type IngredientInput,
  type ParseOptions,
} from './ingredient-parser';
export {
  readIngredientLine,
  opensWithMeasure,
  type IngredientLineReading,
  type MeasurePlace,
} from './ingredient-line';
export { parseAmount, formatAmount, COUNTING_WORDS, COOKBOOK_FRACTION_GLYPHS } from './quantity';
export {
  canonicalUnit,
  convertUnit,
  unitInfo,
  CANONICAL_UNITS,
  type UnitInfo,
  type UnitKind,
  type UnitSystem,
} from './units';
export { repairImageUrl, stripEmoji, type ImageLinkOptions } from './line-cleanup';
export {
  scalingFactor,
  scaleMeasure,
  scaleIngredient,
  roundAmount,
  normaliseMetric,
  formatIngredient,
  displayUnit,
  convertIngredient,
  convertIngredients,
  gramsPerCup,
  formatDuration,
  type Measure,
  type MeasurementSystem,
} from './scaling';
export {
  classifyTag,
  sortGeneralTags,
  FALLBACK_TAG_OPTIONS,
  TAG_GROUPS,
  type GroupedTags,
  type TagGroup,
} from './recipe-tags';
export {
  matchesFilters,
  matchesSearch,
  filterRecipes,
  ownerDisplayName,
  type FilterableRecipe,
  type FilterSelection,
} from './recipe-filter';
export {
  isSectionHeading,
  isTypedSectionHeading,
  sectionHeadingName,
  isIngredientHeading,
  isMethodHeading,
  isStopHeading,
  isBareSectionTitle,
  INGREDIENT_WORDS,
  METHOD_WORDS,
  STOP_WORDS,
  SECTION_HEADER_PATTERNS,
  type SectionKind,
} from './section-headings';
export { highlightStep, isCookingKeyword, COOKING_KEYWORDS, type StepSpan } from './step-highlight';
export {
  foodKey,
  sameFood,
  pantryHolds,
  mergeIngredients,
  addToLine,
  combineLines,
  lineOf,
  formatMergedAmount,
  formatMergedLine,
  type MergedAmount,
  type MergedLine,
} from './merge';
