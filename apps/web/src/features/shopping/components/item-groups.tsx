import { CircleCheck, Circle, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Group } from '../list-model';
import { CategoryIcon } from './category-icon';
import { IconButton } from './icon-button';

interface ItemGroupsProps {
  groups: Group[];
  onToggle(id: string, checked: boolean): void;
  onRemove(id: string): void;
}

/** The list's groups: a heading (a recipe's links to it), then its items with who added each. */
export function ItemGroups({ groups, onToggle, onRemove }: ItemGroupsProps) {
  return (
    <div className="shopping__groups">
      {groups.map((group) => (
        <section key={group.key} className="shopping-group" aria-label={group.title}>
          <h2 className="shopping-group__title">
            {group.emoji && <CategoryIcon category={group.title} />}
            {group.recipeId !== undefined ? (
              <Link to={`/recipe/${group.recipeId}`}>{group.title}</Link>
            ) : (
              group.title
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
                    {row.addedBy && <span className="shopping-item__by">added by {row.addedBy}</span>}
                    {row.forRecipes.length > 0 && (
                      <span className="shopping-item__by">for {row.forRecipes.join(', ')}</span>
                    )}
                    {row.pending && <span className="shopping-item__pending">pending</span>}
                  </span>
                </button>
                <IconButton label={`Remove ${row.name}`} onClick={() => onRemove(row.id)}>
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
