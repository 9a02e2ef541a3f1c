import { House, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { BottomSheet, SheetOption } from '../../../components/ui/bottom-sheet';
import type { PendingFriendRequest, PendingInvitation } from '../api/feed-api';
import { useTranslation } from '../../../lib/i18n';

/** Pending friend requests and household invitations; each opens the screen that answers it. */
export function NotificationsSheet({
  open,
  onClose,
  requests,
  invitations,
}: {
  open: boolean;
  onClose: () => void;
  requests: PendingFriendRequest[];
  invitations: PendingInvitation[];
}) {
  const navigate = useNavigate();
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  const empty = requests.length === 0 && invitations.length === 0;
  const { t } = useTranslation();
  return (
    <BottomSheet open={open} title={t('feed.notifications')} onClose={onClose}>
      {empty && <p className="muted">{t('feed.nothingNew')}</p>}
      {requests.map((request) => (
        <SheetOption
          key={`friend-${request.friendship_id}`}
          icon={<UserPlus size={20} />}
          label={t('feed.friendRequest', { name: request.display_name })}
          hint={t('feed.openFriends')}
          onClick={() => go('/friends')}
        />
      ))}
      {invitations.map((invitation) => (
        <SheetOption
          key={`household-${invitation.id}`}
          icon={<House size={20} />}
          label={t('feed.invitation', {
            inviter: invitation.inviter_name,
            household: invitation.household_name,
          })}
          hint={t('feed.openHousehold')}
          onClick={() => go('/household')}
        />
      ))}
    </BottomSheet>
  );
}
