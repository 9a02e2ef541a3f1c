import { House, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { BottomSheet, SheetOption } from '../../../components/ui/bottom-sheet';
import type { PendingFriendRequest, PendingInvitation } from '../api/feed-api';

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
  return (
    <BottomSheet open={open} title="Notifications" onClose={onClose}>
      {empty && <p className="muted">Nothing new. Friend requests and household invitations show here.</p>}
      {requests.map((request) => (
        <SheetOption
          key={`friend-${request.friendship_id}`}
          icon={<UserPlus size={20} />}
          label={`${request.display_name} sent you a friend request`}
          hint="Open Friends to answer"
          onClick={() => go('/friends')}
        />
      ))}
      {invitations.map((invitation) => (
        <SheetOption
          key={`household-${invitation.id}`}
          icon={<House size={20} />}
          label={`${invitation.inviter_name} invited you to ${invitation.household_name}`}
          hint="Open Household to answer"
          onClick={() => go('/household')}
        />
      ))}
    </BottomSheet>
  );
}
