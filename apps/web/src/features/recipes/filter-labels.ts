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
