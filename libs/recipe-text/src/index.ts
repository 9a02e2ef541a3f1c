export {
  parseIngredient,
  normaliseIngredient,
  type ParsedIngredient,
  type IngredientObject,
  type IngredientInput,
  type ParseOptions,
} from './ingredient-parser';
export { parseAmount, formatAmount } from './quantity';
export { canonicalUnit, convertUnit, unitInfo, CANONICAL_UNITS, type UnitInfo, type UnitKind, type UnitSystem } from './units';
export { repairImageUrl, stripEmoji, type ImageLinkOptions } from './line-cleanup';
