import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BottomNav } from './bottom-nav';

export function PageFallback() {
  return (
    <div className="page-fallback" role="status" aria-label="Loading page">
      <div className="spinner" aria-hidden="true" />
    </div>
  );
}

/** Signed-in shell: page content (entering with a short slide) above the bottom navigation. */
export function AppLayout() {
  const location = useLocation();
  return (
    <div className="app-shell">
      <main className="app-shell__main">
        <div className="page-transition" key={location.pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <BottomNav />
    </div>
  );
}

/** Public pages (login, legal): no navigation bar. */
export function PublicLayout() {
  const location = useLocation();
  return (
    <div className="page-transition" key={location.pathname}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
