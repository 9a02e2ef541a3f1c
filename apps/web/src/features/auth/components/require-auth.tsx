import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../../lib/app-state';
import { useTranslation } from '../../../lib/i18n';

/** Protected routes: a signed-out visitor goes to /login, which sends them back here afterwards. */
export function RequireAuth() {
  const status = useAppSelector((state) => state.auth.status);
  const location = useLocation();
  const { t } = useTranslation();
  // Reached while the identity service has not answered yet (a public page was shown first).
  if (status === 'unknown')
    return <div className="page-fallback" role="status" aria-label={t('common.loadingShort')} />;
  if (status !== 'signedIn') return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
