import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ScrollRestoration, useLocation, useOutlet } from 'react-router';
import { BottomNav } from './bottom-nav';

const LEAVE_MS = 300;

export function PageFallback() {
  return (
    <div className="page-fallback" role="status" aria-label="Loading page">
      <div className="spinner" aria-hidden="true" />
    </div>
  );
}

function prefersMotion(): boolean {
  // No matchMedia (e.g. jsdom) or a reduced-motion setting: pages simply swap.
  return (
    typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The routed page with the spec's transition: the new page enters 20px from below while the old
 * one leaves 20px upward, both over 0.3 s. The leaving page keeps its state (same key) and is
 * hidden from assistive technology and input while it fades.
 */
function TransitionedOutlet() {
  const location = useLocation();
  const outlet = useOutlet();
  const [current, setCurrent] = useState<{ path: string; element: ReactNode }>({
    path: location.pathname,
    element: outlet,
  });
  const [leaving, setLeaving] = useState<{ path: string; element: ReactNode } | null>(null);

  // Derived from the previous render on purpose (React's "storing information from previous renders").
  if (current.path !== location.pathname) {
    setLeaving(prefersMotion() ? current : null);
    setCurrent({ path: location.pathname, element: outlet });
  }

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(null), LEAVE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  return (
    <div className="page-stack">
      {leaving && (
        <div key={leaving.path} className="page-transition page-transition--leave" aria-hidden="true" inert>
          <Suspense fallback={null}>{leaving.element}</Suspense>
        </div>
      )}
      <div key={location.pathname} className="page-transition">
        <Suspense fallback={<PageFallback />}>{outlet}</Suspense>
      </div>
    </div>
  );
}

/** Signed-in shell: page content above the bottom navigation. */
export function AppLayout({ onMount }: { onMount?: () => void }) {
  useEffect(() => {
    onMount?.();
  }, [onMount]);
  return (
    <div className="app-shell">
      <main className="app-shell__main">
        <TransitionedOutlet />
      </main>
      <BottomNav />
      <ScrollRestoration />
    </div>
  );
}

/** Public pages (login, legal): no navigation bar. */
export function PublicLayout() {
  return (
    <>
      <TransitionedOutlet />
      <ScrollRestoration />
    </>
  );
}
