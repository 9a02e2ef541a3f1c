import { memo, startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useListPlace } from '../hooks/use-list-place';
import { Link } from 'react-router';
import type { RecipeCardPage } from '../api/recipes-api';
import type { useRecipeList } from '../hooks/use-recipe-list';
import { RecipeCard } from './recipe-card';
import { useTranslation } from '../../../lib/i18n';

/** The next page is asked for while the sentinel is still this far below the screen. */
const PRELOAD_MARGIN = '800px 0px';
/**
 * The cards of a list's first frame: a phone's screen and a little more. The rest of the first page
 * is drawn just after, so the first cards paint sooner and no single task draws all of them.
 */
export const FIRST_SCREEN_CARDS = 8;

function EmptyState({ friendsOnly }: { friendsOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      {friendsOnly ? (
        <>
          <p className="empty-state__title">{t('recipes.noFriendsRecipes')}</p>
          <p className="empty-state__text">{t('recipes.noFriendsRecipesText')}</p>
        </>
      ) : (
        <>
          <p className="empty-state__title">{t('recipes.noMatches')}</p>
          <p className="empty-state__text">{t('recipes.noMatchesText')}</p>
          <Link to="/create-recipe" className="btn btn--primary">
            {t('recipes.writeRecipe')}
          </Link>
        </>
      )}
    </div>
  );
}

/**
 * One page's cards, as a grid block of its own. A page already shown keeps its object, so a new
 * page draws only its own cards; and a block off screen is skipped by layout and paint
 * (content-visibility), so a list of thousands costs what the cards on screen cost.
 */
const CardPage = memo(function CardPage({ page, limit }: { page: RecipeCardPage; limit?: number }) {
  const recipes = limit === undefined ? page.recipes : page.recipes.slice(0, limit);
  return (
    <div className="recipe-grid recipe-grid--page">
      {recipes.map((recipe) => (
        <RecipeCard key={recipe.id} recipe={recipe} element="div" />
      ))}
    </div>
  );
});

/**
 * Below the last card: while it is near the screen and nothing is being fetched, the next page is
 * asked for (so a page too short to push it away is followed by the next). It is also a button,
 * for keyboards and for browsers without IntersectionObserver.
 */
interface MoreSentinelProps {
  /** Cards shown so far: each new page checks again whether the sentinel is still near. */
  shown: number;
  busy: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

function MoreSentinel({ shown, busy, loadingMore, onMore }: MoreSentinelProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const [near, setNear] = useState(false);
  const { t } = useTranslation();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => setNear(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (near && !busy) onMore();
  }, [near, busy, shown, onMore]);
  return (
    <div className="recipe-list__more">
      <button ref={ref} type="button" className="btn btn--ghost" onClick={onMore} disabled={loadingMore}>
        {loadingMore ? t('recipes.loadingMore') : t('recipes.loadMore')}
      </button>
    </div>
  );
}

/** The list itself, or what stands in for it: an error, loading cards, or an empty state. */
export function RecipeListResults({ list }: { list: ReturnType<typeof useRecipeList> }) {
  const { pages, isLoading, failed, authFailed, isRefreshing } = list;
  const { t } = useTranslation();
  const friendsOnly = list.view === 'Friends' && !list.searched && !list.filters.anyFilter;
  // What the list shows, as one value: a new answer (the store's update) is drawn as deferred work,
  // in slices between which the browser stays responsive, while the previous answer stays on
  // screen whole (never a mix of the two, nor an empty state between them).
  const answer = useMemo(
    () => ({ pages, isLoading, failed, authFailed, isRefreshing, friendsOnly }),
    [pages, isLoading, failed, authFailed, isRefreshing, friendsOnly],
  );
  const shown = useDeferredValue(answer);
  const count = shown.pages.reduce((sum, page) => sum + page.recipes.length, 0);
  // A list that arrives while the page is open draws its first screen first; one held from before
  // (coming back to the page) is drawn whole at once, so the place in it can be restored.
  const [firstScreenOnly, setFirstScreenOnly] = useState(count === 0);
  useEffect(() => {
    if (firstScreenOnly && count > 0) startTransition(() => setFirstScreenOnly(false));
  }, [firstScreenOnly, count]);
  const partial = firstScreenOnly && count > FIRST_SCREEN_CARDS;
  const listRef = useRef<HTMLDivElement>(null);
  useListPlace(listRef, list.listKey, !shown.isLoading && count > 0 && !partial, list.returned);
  return (
    <>
      {shown.failed && (
        <p className="alert alert--error" role="alert">
          {shown.authFailed ? t('errors.authFailed') : t('recipes.loadFailed')}
        </p>
      )}

      {shown.isLoading && (
        <ul className="recipe-grid" aria-label={t('recipes.loading')}>
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index} className="recipe-card recipe-card--skeleton" aria-hidden="true" />
          ))}
        </ul>
      )}

      {!shown.isLoading && !shown.failed && count === 0 && !shown.isRefreshing && (
        <EmptyState friendsOnly={shown.friendsOnly} />
      )}

      {!shown.isLoading && count > 0 && (
        <div
          ref={listRef}
          role="list"
          className={`recipe-pages${shown.isRefreshing ? ' recipe-pages--stale' : ''}`}
          aria-label={t('nav.recipes')}
          aria-busy={shown.isRefreshing || partial}
        >
          {(partial ? shown.pages.slice(0, 1) : shown.pages).map((page, index) => (
            <CardPage key={index} page={page} limit={partial ? FIRST_SCREEN_CARDS : undefined} />
          ))}
        </div>
      )}

      {!shown.isLoading && count > 0 && !partial && list.hasNextPage && (
        <MoreSentinel
          shown={count}
          busy={list.isFetching}
          loadingMore={list.isFetchingNextPage}
          onMore={list.loadMore}
        />
      )}
    </>
  );
}
