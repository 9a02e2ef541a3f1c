import { Link } from 'react-router';
import type { useRecipeList } from '../hooks/use-recipe-list';
import { RecipeCard } from './recipe-card';

const AUTH_FAILED = 'Authentication failed. Please try logging out and in again.';

function EmptyState({ friendsOnly }: { friendsOnly: boolean }) {
  return (
    <div className="empty-state">
      {friendsOnly ? (
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
  );
}

/** The list itself, or what stands in for it: an error, loading cards, or an empty state. */
export function RecipeListResults({ list }: { list: ReturnType<typeof useRecipeList> }) {
  const { shown: recipes, view, isLoading, failed, authFailed } = list;
  const narrowed = !!list.search || list.filters.anyFilter;
  return (
    <>
      {failed && (
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

      {!isLoading && !failed && recipes.length === 0 && (
        <EmptyState friendsOnly={view === 'Friends' && !narrowed} />
      )}

      {!isLoading && recipes.length > 0 && (
        <ul className="recipe-grid" aria-label="Recipes">
          {recipes.map((recipe) => (
            <RecipeCard key={recipe.id} recipe={recipe} />
          ))}
        </ul>
      )}
    </>
  );
}
