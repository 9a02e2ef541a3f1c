import { Bell, Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useGetFeedPendingInvitationsQuery, useGetFeedPendingRequestsQuery } from '../api/feed-api';
import { NotificationsSheet } from './notifications-sheet';
import { useTranslation } from '../../../lib/i18n';

/** 'Home' with the search icon (opens recipe search) and the notification bell with its count. */
export function FeedHeader() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { data: requests = [] } = useGetFeedPendingRequestsQuery();
  const { data: invitations = [] } = useGetFeedPendingInvitationsQuery();
  const count = requests.length + invitations.length;
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('nav.home')}
        actions={
          <>
            <button
              type="button"
              className="icon-button"
              aria-label={t('recipes.searchLabel')}
              onClick={() => void navigate('/recipes', { state: { focusSearch: true } })}
            >
              <Search size={22} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button feed-bell"
              aria-label={count ? t('feed.notificationsNew', { count }) : t('feed.notifications')}
              aria-haspopup="dialog"
              onClick={() => setOpen(true)}
            >
              <Bell size={22} aria-hidden="true" />
              {count > 0 && (
                <span className="feed-bell__badge" aria-hidden="true">
                  {count > 99 ? '99+' : count}
                </span>
              )}
            </button>
          </>
        }
      />
      <NotificationsSheet
        open={open}
        onClose={() => setOpen(false)}
        requests={requests}
        invitations={invitations}
      />
    </>
  );
}
