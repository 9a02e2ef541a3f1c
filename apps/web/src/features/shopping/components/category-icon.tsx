import type { LucideIcon } from 'lucide-react';
import {
  Apple,
  Beef,
  CircleCheck,
  Croissant,
  CupSoda,
  Egg,
  Fish,
  Milk,
  Package,
  ShoppingBasket,
  Snowflake,
} from 'lucide-react';

/**
 * The icon drawn beside a category heading. The API keeps each category's emoji (spec section 9),
 * but an emoji shows as an empty box on a device without an emoji font, so the list draws the same
 * idea from the app's icon set.
 */
const ICONS: Record<string, LucideIcon> = {
  'Fresh Produce': Apple,
  Dairy: Milk,
  'Eggs & Fridge': Egg,
  Meat: Beef,
  Seafood: Fish,
  'Bakery & Bread': Croissant,
  'Frozen Foods': Snowflake,
  Pantry: Package,
  Beverages: CupSoda,
  'Other Items': ShoppingBasket,
  'Checked Items': CircleCheck,
};

export function CategoryIcon({ category }: { category: string }) {
  const Icon = ICONS[category] ?? ShoppingBasket;
  return <Icon className="shopping-group__icon" size={18} aria-hidden="true" />;
}
