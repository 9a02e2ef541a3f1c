import { ChevronDown, Search, X } from 'lucide-react';
import { categoryIcon, filterLabel } from '../filter-labels';
import type { RecipeViewName } from '../recipe-views';
import type { useRecipeFilters } from '../hooks/use-recipe-filters';

type Filters = ReturnType<typeof useRecipeFilters>;

function ViewSwitcher({ view, onOpen }: { view: RecipeViewName; onOpen: () => void }) {
  return (
    <h1 className="recipes-page__title">
      <button
        type="button"
        className="view-switcher"
        aria-haspopup="dialog"
        aria-label={`${view}, change recipe view`}
        onClick={onOpen}
      >
        <span>{view}</span>
        <ChevronDown size={22} strokeWidth={2.4} />
      </button>
    </h1>
  );
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="search">
      <Search className="search__icon" size={18} />
      <input
        className="search__input"
        type="search"
        aria-label="Search recipes"
        placeholder="Search recipes, authors, sources..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <button
          type="button"
          className="search__clear"
          aria-label="Clear search"
          onClick={() => onChange('')}
        >
          <X size={16} strokeWidth={2.2} />
        </button>
      )}
    </div>
  );
}

function FilterRow({ filters, onOpen }: { filters: Filters; onOpen: (category: string) => void }) {
  return (
    <div className="filter-row" role="group" aria-label="Filters">
      {Object.keys(filters.categories).map((category) => {
        const count = filters.selection[category]?.length ?? 0;
        const name = filterLabel(category);
        const Icon = categoryIcon(name);
        return (
          <button
            key={category}
            type="button"
            className={`filter-chip${count ? ' filter-chip--active' : ''}`}
            aria-haspopup="dialog"
            aria-label={count ? `${name}, ${count} selected` : name}
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
  return (
    <header className="recipes-page__header">
      <ViewSwitcher view={props.view} onOpen={props.onOpenViews} />
      <SearchBox value={props.search} onChange={props.onSearch} />
      <FilterRow filters={props.filters} onOpen={props.onOpenFilter} />
      {props.filters.loadFailed && <p className="recipes-page__note">Failed to load filters.</p>}
    </header>
  );
}
