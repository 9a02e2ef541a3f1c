import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import { LEGAL } from '../legal-facts';
import './legal-page.css';

interface LegalPageProps {
  title: string;
  /** The day the text took effect, 'YYYY-MM-DD'. */
  effective: string;
  children: ReactNode;
}

export function LegalPage({ title, effective, children }: LegalPageProps) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  // A day in full ('5 June 2025' in English, as the UK writes it; '5. Juni 2025' in German).
  const locale = currentLocale();
  const day = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${effective}T00:00:00Z`));
  // Back returns where the reader came from (usually /login); a direct visit falls back to /login.
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/login');
  };
  return (
    <div className="legal">
      <PageHeader title={title} onBack={back} backLabel={t('common.back')} />
      <article className="legal__body">
        <p className="legal__effective">{t('legal.effective', { date: day })}</p>
        {children}
      </article>
    </div>
  );
}

/** The facts the legal texts name ({{age}}, {{days}}, {{email}}, {{law}}), the law in the reader's language. */
export function useLegalFacts() {
  const { t } = useTranslation();
  return {
    age: LEGAL.minimumAge,
    days: LEGAL.deletionBusinessDays,
    email: LEGAL.contactEmail,
    law: t('legal.law'),
  };
}
