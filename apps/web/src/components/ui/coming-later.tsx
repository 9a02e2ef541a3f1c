import { Link } from 'react-router';
import { PageHeader } from './page-header';

interface ComingLaterProps {
  title: string;
  feature: string;
  backTo?: string;
}

/** Honest placeholder for screens that later releases build: a header and one plain sentence. */
export function ComingLater({ title, feature, backTo }: ComingLaterProps) {
  return (
    <div className="coming-later">
      <PageHeader title={title} backTo={backTo} />
      <div className="empty-state">
        <p className="empty-state__title">{feature} is coming in a later release.</p>
        <p className="empty-state__text">Your recipes are ready to use in the meantime.</p>
        <Link to="/recipes" className="btn btn--primary">
          Go to your recipes
        </Link>
      </div>
    </div>
  );
}
