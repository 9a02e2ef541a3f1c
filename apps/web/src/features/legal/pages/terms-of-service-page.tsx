import { useTranslation } from '../../../lib/i18n';
import { LegalPage, useLegalFacts } from '../components/legal-page';
import { LEGAL } from '../legal-facts';

export default function TermsOfServicePage() {
  const { t } = useTranslation();
  const facts = useLegalFacts();
  return (
    <LegalPage title={t('auth.terms')} effective={LEGAL.termsEffective}>
      <p>{t('legal.terms.intro')}</p>
      <h2>{t('legal.terms.whoTitle')}</h2>
      <p>{t('legal.terms.who', facts)}</p>
      <h2>{t('legal.terms.contentTitle')}</h2>
      <p>{t('legal.terms.content')}</p>
      <h2>{t('legal.terms.useTitle')}</h2>
      <p>{t('legal.terms.use')}</p>
      <h2>{t('legal.terms.serviceTitle')}</h2>
      <p>{t('legal.terms.service')}</p>
      <h2>{t('legal.terms.endTitle')}</h2>
      <p>{t('legal.terms.end')}</p>
      <h2>{t('legal.lawTitle')}</h2>
      <p>{t('legal.terms.law', facts)}</p>
    </LegalPage>
  );
}
