import { filterRecipes, FALLBACK_TAG_OPTIONS, type FilterSelection } from '@mise/recipe-text';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BottomSheet, SheetOption } from '../../../components/ui/bottom-sheet';
import { asApiError } from '../../../lib/api-base-query';
import { useAuthClient } from '../../auth';
import { useGetFiltersQuery, type FilterCategories } from '../api/filters-api';
import { useGetRecipesQuery } from '../api/recipes-api';
import { RecipeCard } from '../components/recipe-card';
import {
  RECIPE_VIEWS,
  apiViewFor,
  readStoredView,
  recipesForView,
  storeView,
  type RecipeViewName,
} from '../recipe-views';
import './recipes-page.css';

const CATEGORY_EMOJI: Record<string, string> = {
  'Meal Type': '🍽️',
  Time: '⏱️',
  Cuisine: '🌍',
  Dietary: '🥗',
  Characteristics: '✨',
};
/** Used when /filter.json cannot be read: the spec's built-in options plus ratings. */
const BUILT_IN_FILTERS: FilterCategories = {
  '⭐ Rating': ['5 stars', '4+ stars', '3+ stars', '2+ stars', '1+ stars'],
  ...Object.fromEntries(
    Object.entries(FALLBACK_TAG_OPTIONS).map(([name, options]) => [
      `${CATEGORY_EMOJI[name] ?? ''} ${name}`.trim(),
      [...options],
    ]),
  ),
};
const AUTH_FAILED = 'Authentication failed. Please try logging out and in again.';
const VIEW_HINTS: Record<RecipeViewName, string> = {
  'To Make': 'Recipes you want to cook',
  Made: "Recipes you've cooked",
  Friends: 'Recipes your friends share',
  All: 'Everything you can see',
};

function isAuthFailure(status: unknown, message: string): boolean {
  const text = message.toLowerCase();
  return (
    status === 401 ||
    text.includes('authentication failed') ||
    text.includes('authentication token not available')
  );
}

export default function RecipesPage() {
  const [view, setView] = useState<RecipeViewName>(readStoredView);
  const [viewSheetOpen, setViewSheetOpen] = useState(false);
  const [filterSheet, setFilterSheet] = useState<string | null>(null);
  const [selection, setSelection] = useState<Record<string, string[]>>({});
  const filters = useGetFiltersQuery();
  const categories = filters.data && Object.keys(filters.data).length > 0 ? filters.data : BUILT_IN_FILTERS;
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const authClient = useAuthClient();
  const { data, error, isLoading } = useGetRecipesQuery(apiViewFor(view), {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });

  const apiError = asApiError(error);
  // Without a token the list is simply empty (spec section 6); other failures get a message.
  const failure = apiError && apiError.status !== 'NO_TOKEN' ? apiError : null;
  const authFailed = !!failure && isAuthFailure(failure.status, failure.message);

  useEffect(() => {
    if (!authFailed) return;
    // Show the message for a moment, then start over at /login with a fresh sign-in.
    const timer = setTimeout(() => {
      void authClient
        .signOut()
        .catch(() => undefined)
        .then(() => navigate('/login', { replace: true }));
    }, 1500);
    return () => clearTimeout(timer);
  }, [authFailed, authClient, navigate]);

  const shown = useMemo(
    () =>
      filterRecipes(recipesForView(failure ? [] : (data ?? []), view), selection as FilterSelection, search),
    [data, failure, view, search, selection],
  );

  const toggleOption = (category: string, option: string) =>
    setSelection((current) => {
      const chosen = current[category] ?? [];
      const next = chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option];
      return { ...current, [category]: next };
    });
  const anyFilter = Object.values(selection).some((options) => options.length > 0);

  const chooseView = (next: RecipeViewName) => {
    setView(next);
    storeView(next);
    setViewSheetOpen(false);
  };

  return (
    <div className="recipes-page">
      <header className="recipes-page__header">
        <h1 className="recipes-page__title">
          <button
            type="button"
            className="view-switcher"
            aria-haspopup="dialog"
            aria-label={`${view}, change recipe view`}
            onClick={() => setViewSheetOpen(true)}
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
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {search && (
            <button
              type="button"
              className="search__clear"
              aria-label="Clear search"
              onClick={() => setSearch('')}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path
                  d="M7 7l10 10M17 7L7 17"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          )}
        </div>
        <div className="filter-row" role="group" aria-label="Filters">
          {Object.keys(categories).map((category) => {
            const count = selection[category]?.length ?? 0;
            return (
              <button
                key={category}
                type="button"
                className={`filter-chip${count ? ' filter-chip--active' : ''}`}
                aria-haspopup="dialog"
                aria-label={count ? `${category}, ${count} selected` : category}
                onClick={() => setFilterSheet(category)}
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
        {filters.isError && <p className="recipes-page__note">Failed to load filters.</p>}
      </header>

      {anyFilter && (
        <div className="active-filters">
          <span>Filters on</span>
          <button type="button" className="link-button" onClick={() => setSelection({})}>
            Clear all filters
          </button>
        </div>
      )}

      {failure && (
        <p className="alert alert--error" role="alert">
          {authFailed ? AUTH_FAILED : 'Failed to load recipes.'}
        </p>
      )}

      {isLoading && (
        <ul className="recipe-grid" aria-label="Loading recipes">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index} className="recipe-card recipe-card--skeleton" aria-hidden="true" />
          ))}
        </ul>
      )}

      {!isLoading && !failure && shown.length === 0 && (
        <div className="empty-state">
          {view === 'Friends' && !search && !anyFilter ? (
            <>
              <p className="empty-state__title">No friends&apos; recipes found.</p>
              <p className="empty-state__text">
                When your friends share recipes with you, they appear here. Add friends from your profile.
              </p>
            </>
          ) : (
            <>
              <p className="empty-state__title">No recipes match your current filters.</p>
              <p className="empty-state__text">Try another view or search, or add a recipe of your own.</p>
              <Link to="/create-recipe" className="btn btn--primary">
                Write a recipe
              </Link>
            </>
          )}
        </div>
      )}

      {!isLoading && shown.length > 0 && (
        <ul className="recipe-grid" aria-label="Recipes">
          {shown.map((recipe) => (
            <RecipeCard key={recipe.id} recipe={recipe} />
          ))}
        </ul>
      )}

      <BottomSheet open={viewSheetOpen} title="Recipe View" onClose={() => setViewSheetOpen(false)}>
        {RECIPE_VIEWS.map((option) => (
          <SheetOption
            key={option}
            label={option}
            hint={VIEW_HINTS[option]}
            selected={option === view}
            onClick={() => chooseView(option)}
          />
        ))}
      </BottomSheet>

      <BottomSheet open={filterSheet !== null} title={filterSheet ?? ''} onClose={() => setFilterSheet(null)}>
        {filterSheet &&
          (categories[filterSheet] ?? []).map((option) => (
            <SheetOption
              key={option}
              label={option}
              selected={(selection[filterSheet] ?? []).includes(option)}
              onClick={() => toggleOption(filterSheet, option)}
            />
          ))}
        {filterSheet && (selection[filterSheet]?.length ?? 0) > 0 && (
          <button
            type="button"
            className="btn btn--ghost btn--block sheet__clear"
            onClick={() => setSelection((current) => ({ ...current, [filterSheet]: [] }))}
          >
            Clear {filterSheet.replace(/^\P{L}+/u, '')}
          </button>
        )}
      </BottomSheet>
    </div>
  );
}
