import { CircleCheck, Circle, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Group } from '../list-model';
import { CategoryIcon } from './category-icon';
import { IconButton } from './icon-button';
import { useTranslation } from '../../../lib/i18n';

/** The app's own group names on screen (a recipe's title, or a category it does not know, shows as it is). */
const GROUP_TITLE = {
  'Fresh Produce': 'shopping.categories.freshProduce',
  Dairy: 'shopping.categories.dairy',
  'Eggs & Fridge': 'shopping.categories.eggsFridge',
  Meat: 'shopping.categories.meat',
  Seafood: 'shopping.categories.seafood',
  'Bakery & Bread': 'shopping.categories.bakery',
  'Frozen Foods': 'shopping.categories.frozen',
  Pantry: 'shopping.categories.pantry',
  Beverages: 'shopping.categories.beverages',
  'Other Items': 'shopping.categories.other',
  'Checked Items': 'shopping.categories.checked',
  'Custom Items': 'shopping.categories.custom',
  Recipe: 'detail.title',
} as const;
const isAppGroup = (title: string): title is keyof typeof GROUP_TITLE => Object.hasOwn(GROUP_TITLE, title);

interface ItemGroupsProps {
  groups: Group[];
  onToggle(id: string, checked: boolean): void;
  onRemove(id: string): void;
}

/** The list's groups: a heading (a recipe's links to it), then its items with who added each. */
export function ItemGroups({ groups, onToggle, onRemove }: ItemGroupsProps) {
  const { t } = useTranslation();
  const titleOf = (group: Group) =>
    group.recipeId === undefined && isAppGroup(group.title) ? t(GROUP_TITLE[group.title]) : group.title;
  return (
    <div className="shopping__groups">
      {groups.map((group) => (
        <section key={group.key} className="shopping-group" aria-label={titleOf(group)}>
          <h2 className="shopping-group__title">
            {group.emoji && <CategoryIcon category={group.title} />}
            {group.recipeId !== undefined ? (
              <Link to={`/recipe/${group.recipeId}`}>{group.title}</Link>
            ) : (
              titleOf(group)
            )}
            <span className="shopping-group__count">{group.rows.length}</span>
          </h2>
          <ul className="shopping-group__items">
            {group.rows.map((row) => (
              <li key={row.id} className={`shopping-item${row.checked ? ' shopping-item--checked' : ''}`}>
                <button
                  type="button"
                  className="shopping-item__toggle"
                  role="checkbox"
                  aria-checked={row.checked}
                  onClick={() => onToggle(row.id, !row.checked)}
                >
                  {row.checked ? <CircleCheck size={22} /> : <Circle size={22} />}
                  <span className="shopping-item__text">
                    <span className="shopping-item__name">{row.name}</span>
                    {row.addedBy && (
                      <span className="shopping-item__by">
                        {t('shopping.addedBy', { name: row.addedBy })}
                      </span>
                    )}
                    {row.forRecipes.length > 0 && (
                      <span className="shopping-item__by">
                        {t('shopping.forRecipes', { recipes: row.forRecipes.join(', ') })}
                      </span>
                    )}
                    {row.pending && <span className="shopping-item__pending">{t('shopping.pending')}</span>}
                  </span>
                </button>
                <IconButton
                  label={t('shopping.removeItem', { name: row.name })}
                  onClick={() => onRemove(row.id)}
                >
                  <Trash2 size={18} />
                </IconButton>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
