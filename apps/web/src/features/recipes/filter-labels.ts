import { stripEmoji } from '@mise/recipe-text';
import { Clock, Globe, Salad, Sparkles, Star, Utensils, type LucideIcon } from 'lucide-react';

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
