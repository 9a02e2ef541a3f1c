import { Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGetFeedPageQuery, useGetFeedFriendCountQuery } from '../api/feed-api';
import { FeedCard } from '../components/feed-card';
import { FeedHeader } from '../components/feed-header';
import './feed-page.css';
import { useTranslation } from '../../../lib/i18n';

function Welcome() {
  const { t } = useTranslation();
  return (
    <section className="empty-state feed-welcome" aria-labelledby="welcome-heading">
      <Users size={40} aria-hidden="true" className="feed-welcome__icon" />
      <h2 id="welcome-heading" className="empty-state__title">
        {t('feed.welcome')}
      </h2>
      <p className="empty-state__text">{t('feed.welcomeText')}</p>
      <Link to="/friends" className="btn btn--primary">
        {t('feed.findFriends')}
      </Link>
    </section>
  );
}

/** One page of the feed; the last loaded page offers the next. */
function FeedChunk({
  cursor,
  isLast,
  onMore,
}: {
  cursor: string | null;
  isLast: boolean;
  onMore: (next: string) => void;
}) {
  const { data, isLoading, isError, refetch } = useGetFeedPageQuery(cursor);
  const { t } = useTranslation();
  if (isLoading)
    return (
      <p className="feed__status" role="status">
        {t('feed.loading')}
      </p>
    );
  if (isError || !data)
    return (
      <div className="alert alert--error" role="alert">
        <p>{t('recipes.loadFailed')}</p>
        <button type="button" className="btn btn--small btn--ghost" onClick={() => void refetch()}>
          {t('profile.tryAgain')}
        </button>
      </div>
    );
  return (
    <>
      <ul className="feed__list">
        {data.recipes.map((recipe) => (
          <FeedCard key={recipe.id} recipe={recipe} />
        ))}
      </ul>
      {isLast && data.nextCursor && (
        <button
          type="button"
          className="btn btn--ghost feed__more"
          onClick={() => onMore(data.nextCursor as string)}
        >
          {t('feed.showMore')}
        </button>
      )}
    </>
  );
}

/** /feed (Home): the newest recipes of the person's friends that they may see. */
export default function FeedPage() {
  const { data: friendCount, isLoading: friendsLoading } = useGetFeedFriendCountQuery();
  const first = useGetFeedPageQuery(null);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const { t } = useTranslation();
  const nothing = !first.isLoading && first.data?.recipes.length === 0;
  // No friend (or none known: the friends call failed) and nothing to show: the welcome.
  const showWelcome = !friendsLoading && !(friendCount && friendCount > 0) && (nothing || first.isError);

  return (
    <div className="feed">
      <FeedHeader />
      {showWelcome ? (
        <Welcome />
      ) : nothing ? (
        <section className="empty-state">
          <h2 className="empty-state__title">{t('feed.noRecipes')}</h2>
          <p className="empty-state__text">{t('feed.noRecipesText')}</p>
        </section>
      ) : (
        cursors.map((cursor, index) => (
          <FeedChunk
            key={cursor ?? 'first'}
            cursor={cursor}
            isLast={index === cursors.length - 1}
            onMore={(next) => setCursors((current) => [...current, next])}
          />
        ))
      )}
    </div>
  );
}
