import { useTranslation } from '../../../lib/i18n';
import { LegalPage, useLegalFacts } from '../components/legal-page';
import { LEGAL } from '../legal-facts';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const facts = useLegalFacts();
  return (
    <LegalPage title={t('auth.privacyPolicy')} effective={LEGAL.privacyEffective}>
      <p>{t('legal.privacy.intro')}</p>
      <h2>{t('legal.privacy.collectTitle')}</h2>
      <ul>
        <li>{t('legal.privacy.collectAccount')}</li>
        <li>{t('legal.privacy.collectContent')}</li>
        <li>{t('legal.privacy.collectSocial')}</li>
        <li>{t('legal.privacy.collectTechnical')}</li>
      </ul>
      <h2>{t('legal.privacy.useTitle')}</h2>
      <p>{t('legal.privacy.use')}</p>
      <h2>{t('legal.privacy.whoTitle')}</h2>
      <p>{t('legal.privacy.who')}</p>
      <h2>{t('legal.privacy.childrenTitle')}</h2>
      <p>{t('legal.privacy.children', facts)}</p>
      <h2>{t('legal.privacy.keepTitle')}</h2>
      <p>{t('legal.privacy.keep', facts)}</p>
      <h2>{t('legal.privacy.rightsTitle')}</h2>
      <p>{t('legal.privacy.rights', facts)}</p>
    </LegalPage>
  );
}
