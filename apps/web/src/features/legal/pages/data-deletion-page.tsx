import { useTranslation } from '../../../lib/i18n';
import { LegalPage, useLegalFacts } from '../components/legal-page';
import { LEGAL } from '../legal-facts';

export default function DataDeletionPage() {
  const { t } = useTranslation();
  const facts = useLegalFacts();
  return (
    <LegalPage title={t('auth.dataDeletion')} effective={LEGAL.deletionEffective}>
      <p>{t('legal.deletion.intro')}</p>
      <h2>{t('legal.deletion.howTitle')}</h2>
      <ol>
        <li>{t('legal.deletion.howEmail', facts)}</li>
        <li>{t('legal.deletion.howConfirm')}</li>
        <li>{t('legal.deletion.howDelete', facts)}</li>
      </ol>
      <h2>{t('legal.deletion.appTitle')}</h2>
      <p>{t('legal.deletion.app')}</p>
      <h2>{t('legal.deletion.whatTitle')}</h2>
      <p>{t('legal.deletion.what')}</p>
      <h2>{t('legal.lawTitle')}</h2>
      <p>{t('legal.deletion.law', facts)}</p>
    </LegalPage>
  );
}
