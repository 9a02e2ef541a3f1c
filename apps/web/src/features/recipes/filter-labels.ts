import { stripEmoji } from '@mise/recipe-text';
import { Clock, Globe, Salad, Sparkles, Star, Utensils, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';

/**
 * The filter file labels its categories and some options with an emoji ('🍽️ Meal Type', '🇮🇹 Italian').
 * The page shows the words with an icon from the app's icon set instead, since an emoji is an empty box
 * on a machine without an emoji font; the labels themselves stay the keys of the selection.
 */
export function filterLabel(label: string): string {
  return stripEmoji(label) || label;
}

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  rating: Star,
  'meal type': Utensils,
  time: Clock,
  cuisine: Globe,
  dietary: Salad,
  characteristics: Sparkles,
};

/** The icon of a filter category by its name, or none for a category the app does not know. */
export function categoryIcon(name: string): LucideIcon | undefined {
  return CATEGORY_ICONS[name.toLowerCase()];
}

/** The filter file's categories in the interface's language (their options are the recipes' own tags). */
const CATEGORY_TEXT = {
  rating: 'detail.rating',
  'meal type': 'form.tagGroups.mealType',
  time: 'form.tagGroups.time',
  cuisine: 'form.tagGroups.cuisine',
  dietary: 'form.tagGroups.dietary',
  characteristics: 'form.tagGroups.characteristics',
} as const;
const isKnownCategory = (name: string): name is keyof typeof CATEGORY_TEXT =>
  Object.hasOwn(CATEGORY_TEXT, name);

/** A filter category's name on screen: translated when the app knows it, else the file's words. */
export function useCategoryLabel(): (category: string) => string {
  const { t } = useTranslation();
  return (category) => {
    const name = filterLabel(category);
    const key = name.toLowerCase();
    return isKnownCategory(key) ? t(CATEGORY_TEXT[key]) : name;
  };
}

/** The app's own tag vocabulary (its filter file's options) in the interface's language. */
const TAG_TEXT = {
  '5 stars': 'tags.stars5',
  '4+ stars': 'tags.stars4',
  '3+ stars': 'tags.stars3',
  '2+ stars': 'tags.stars2',
  '1+ stars': 'tags.stars1',
  Breakfast: 'tags.breakfast',
  Brunch: 'tags.brunch',
  Lunch: 'tags.lunch',
  Dinner: 'tags.dinner',
  Dessert: 'tags.dessert',
  Snack: 'tags.snack',
  'Side Dish': 'tags.sideDish',
  Appetizer: 'tags.appetizer',
  Drinks: 'tags.drinks',
  'Under 15': 'tags.under15',
  'Under 30': 'tags.under30',
  'Under 30 Minutes': 'tags.under30Minutes',
  'Under 1 Hour': 'tags.under1Hour',
  Weekend: 'tags.weekend',
  Italian: 'tags.italian',
  Mexican: 'tags.mexican',
  Chinese: 'tags.chinese',
  Indian: 'tags.indian',
  Japanese: 'tags.japanese',
  Thai: 'tags.thai',
  French: 'tags.french',
  Greek: 'tags.greek',
  Spanish: 'tags.spanish',
  American: 'tags.american',
  British: 'tags.british',
  Korean: 'tags.korean',
  Vietnamese: 'tags.vietnamese',
  'Middle Eastern': 'tags.middleEastern',
  Vegetarian: 'tags.vegetarian',
  Vegan: 'tags.vegan',
  'Gluten-Free': 'tags.glutenFree',
  'Dairy-Free': 'tags.dairyFree',
  'Nut-Free': 'tags.nutFree',
  'Low-Carb': 'tags.lowCarb',
  'High-Protein': 'tags.highProtein',
  Quick: 'tags.quick',
  Easy: 'tags.easy',
  'One-Pot': 'tags.onePot',
  Spicy: 'tags.spicy',
  Sweet: 'tags.sweet',
  Healthy: 'tags.healthy',
  'Comfort Food': 'tags.comfortFood',
  'Kid-Friendly': 'tags.kidFriendly',
  'Make-Ahead': 'tags.makeAhead',
} as const;
const isKnownTag = (name: string): name is keyof typeof TAG_TEXT => Object.hasOwn(TAG_TEXT, name);

/** A tag or filter option on screen: translated when it is the app's own word, else as the recipe has it. */
export function useTagLabel(): (option: string) => string {
  const { t } = useTranslation();
  return (option) => {
    const name = filterLabel(option);
    return isKnownTag(name) ? t(TAG_TEXT[name]) : name;
  };
}
