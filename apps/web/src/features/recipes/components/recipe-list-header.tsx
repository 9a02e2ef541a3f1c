import { ChevronDown, Search, X } from 'lucide-react';
import { categoryIcon, filterLabel, useCategoryLabel } from '../filter-labels';
import { VIEW_TEXT, type RecipeViewName } from '../recipe-views';
import type { useRecipeFilters } from '../hooks/use-recipe-filters';
import { useTranslation } from '../../../lib/i18n';

type Filters = ReturnType<typeof useRecipeFilters>;

function ViewSwitcher({ view, onOpen }: { view: RecipeViewName; onOpen: () => void }) {
  const { t } = useTranslation();
  const name = t(VIEW_TEXT[view].label);
  return (
    <h1 className="recipes-page__title">
      <button
        type="button"
        className="view-switcher"
        aria-haspopup="dialog"
        aria-label={t('recipes.changeView', { view: name })}
        onClick={onOpen}
      >
        <span>{name}</span>
        <ChevronDown size={22} strokeWidth={2.4} />
      </button>
    </h1>
  );
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="search">
      <Search className="search__icon" size={18} />
      <input
        className="search__input"
        type="search"
        aria-label={t('recipes.searchLabel')}
        placeholder={t('recipes.searchPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <button
          type="button"
          className="search__clear"
          aria-label={t('recipes.clearSearch')}
          onClick={() => onChange('')}
        >
          <X size={16} strokeWidth={2.2} />
        </button>
      )}
    </div>
  );
}

function FilterRow({ filters, onOpen }: { filters: Filters; onOpen: (category: string) => void }) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  return (
    <div className="filter-row" role="group" aria-label={t('recipes.filters')}>
      {Object.keys(filters.categories).map((category) => {
        const count = filters.selection[category]?.length ?? 0;
        const name = categoryLabel(category);
        const Icon = categoryIcon(filterLabel(category));
        return (
          <button
            key={category}
            type="button"
            className={`filter-chip${count ? ' filter-chip--active' : ''}`}
            aria-haspopup="dialog"
            aria-label={count ? t('recipes.filterSelected', { name, count }) : name}
            onClick={() => onOpen(category)}
          >
            {Icon && <Icon className="filter-chip__icon" size={16} />}
            {name}
            {count > 0 && (
              <span className="filter-chip__count" aria-hidden="true">
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

interface RecipeListHeaderProps {
  view: RecipeViewName;
  search: string;
  onSearch: (value: string) => void;
  filters: Filters;
  onOpenViews: () => void;
  onOpenFilter: (category: string) => void;
}

/** The list's header: view switcher, search box and the row of filter chips. */
export function RecipeListHeader(props: RecipeListHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="recipes-page__header">
      <ViewSwitcher view={props.view} onOpen={props.onOpenViews} />
      <SearchBox value={props.search} onChange={props.onSearch} />
      <FilterRow filters={props.filters} onOpen={props.onOpenFilter} />
      {props.filters.loadFailed && <p className="recipes-page__note">{t('recipes.filtersFailed')}</p>}
    </header>
  );
}
