import { PageHeader } from '../../../components/ui/page-header';
import { CreateHousehold } from '../components/create-household';
import { HouseholdDetails } from '../components/household-details';
import { ReceivedInvitations, SentInvitations } from '../components/invitations';
import { useHousehold } from '../hooks/use-household';
import './household-page.css';
import { useTranslation } from '../../../lib/i18n';

/** /household: the household, or the creation flow; invitations received and sent. Back goes to /profile. */
export default function HouseholdPage() {
  const h = useHousehold();
  const { t } = useTranslation();
  return (
    <div className="household-page">
      <PageHeader
        title={t('profile.household')}
        backTo="/profile"
        backLabel={t('households.backToProfile')}
      />
      {h.error && (
        <div className="alert alert--error" role="alert">
          <p>{h.error}</p>
        </div>
      )}
      {h.isLoading && (
        <p className="household-empty" role="status">
          {t('households.loading')}
        </p>
      )}
      {!h.isLoading && h.household && (
        <HouseholdDetails household={h.household} leaving={h.leaving} onLeave={() => void h.leave()} />
      )}
      <ReceivedInvitations
        invitations={h.received}
        onAccept={(id) => void h.accept(id)}
        onDecline={(id) => void h.decline(id)}
      />
      {!h.isLoading && !h.household && (
        <>
          <SentInvitations invitations={h.sent} onCancel={(id) => void h.cancel(id)} />
          <CreateHousehold friends={h.available} sending={h.sending} onSend={h.sendInvitations} />
        </>
      )}
    </div>
  );
}
