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
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M6 9l6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </h1>
  );
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="search">
      <svg className="search__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
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
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M7 7l10 10M17 7L7 17" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
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
        return (
          <button
            key={category}
            type="button"
            className={`filter-chip${count ? ' filter-chip--active' : ''}`}
            aria-haspopup="dialog"
            aria-label={count ? `${category}, ${count} selected` : category}
            onClick={() => onOpen(category)}
          >
            {category}
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
