/*
 * The shopping list's fixed names: its categories and the pantry's units. No zod here: the web
 * app bundles this file (shopping.ts builds the schemas on it).
 */

/**
 * The ten default shopping categories of spec section 9, named and ordered as the spec lists them
 * (comma-separated: 'Dairy' and 'Eggs & Fridge' are two); Checked Items is a further UI group.
 */
export const SHOPPING_CATEGORIES = [
  'Fresh Produce',
  'Dairy',
  'Eggs & Fridge',
  'Meat',
  'Seafood',
  'Bakery & Bread',
  'Frozen Foods',
  'Pantry',
  'Beverages',
  'Other Items',
] as const;
export type ShoppingCategoryName = (typeof SHOPPING_CATEGORIES)[number];
export const OTHER_ITEMS: ShoppingCategoryName = 'Other Items';
export const CHECKED_ITEMS = 'Checked Items';

/** Pantry units (spec section 9); an empty unit means none. */
export const PANTRY_UNITS = [
  'bottle',
  'box',
  'can',
  'cup',
  'g',
  'jar',
  'kg',
  'l',
  'lb',
  'ml',
  'oz',
  'package',
  'piece',
  'tbsp',
  'tsp',
] as const;
