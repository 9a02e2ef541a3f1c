import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import './legal-page.css';

interface LegalPageProps {
  title: string;
  effective: string;
  children: ReactNode;
}

export function LegalPage({ title, effective, children }: LegalPageProps) {
  const navigate = useNavigate();
  // Back returns where the reader came from (usually /login); a direct visit falls back to /login.
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/login');
  };
  return (
    <div className="legal">
      <PageHeader title={title} onBack={back} backLabel="Back" />
      <article className="legal__body">
        <p className="legal__effective">Effective date: {effective}</p>
        {children}
      </article>
    </div>
  );
}
