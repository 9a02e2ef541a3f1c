import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ScrollRestoration, useLocation, useOutlet } from 'react-router';
import { EarlyClicksReplay } from './early-clicks';
import { useTranslation } from '../lib/i18n';

export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="page-fallback" role="status" aria-label={t('common.loadingPage')}>
      <div className="spinner" aria-hidden="true" />
    </div>
  );
}

function prefersMotion(): boolean {
  // No matchMedia (e.g. jsdom, or no window while prerendering) or a reduced-motion setting: pages simply swap.
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Set on <html> while a page transition runs; it names the page for the transition's CSS. */
const TRANSITIONING = 'page-transitioning';

function canAnimatePages(): boolean {
  return (
    typeof document !== 'undefined' && typeof document.startViewTransition === 'function' && prefersMotion()
  );
}

interface ShownPage {
  path: string;
  element: ReactNode;
}

/**
 * The routed page with the spec's transition: the new page enters 20px from below while the old
 * one leaves 20px upward, both over 0.3 s. The old page is not kept in the document while it leaves:
 * the browser's view transition animates a picture of it, so assistive technology, input and any
 * query by role or text only ever meet the one current page. Without view transitions (or with
 * reduced motion) the page enters with a CSS animation, or simply swaps.
 */
export function TransitionedOutlet() {
  const location = useLocation();
  const outlet = useOutlet();
  const [shown, setShown] = useState<ShownPage>({ path: location.pathname, element: outlet });
  const animate = canAnimatePages();

  // Derived from the previous render on purpose (React's "storing information from previous renders").
  if (shown.path !== location.pathname && !animate) setShown({ path: location.pathname, element: outlet });
  // With a view transition the old page stays on screen until the browser has its picture.
  const pending = shown.path !== location.pathname;

  const latest = useRef<ShownPage>({ path: location.pathname, element: outlet });
  useLayoutEffect(() => {
    latest.current = { path: location.pathname, element: outlet };
  });
  useLayoutEffect(() => {
    if (!pending) return;
    const root = document.documentElement;
    root.classList.add(TRANSITIONING);
    // A navigation during the animation starts a new transition, and the browser skips this one.
    const transition = document.startViewTransition(() => flushSync(() => setShown(latest.current)));
    transition.ready.catch(() => undefined); // rejects when skipped: nothing to do then
    const done = () => root.classList.remove(TRANSITIONING);
    void transition.finished.then(done, done);
  }, [pending, location.pathname]);

  return (
    <div className="page-stack">
      <div key={shown.path} className="page-transition">
        <Suspense fallback={<PageFallback />}>
          {pending ? shown.element : outlet}
          <EarlyClicksReplay />
        </Suspense>
      </div>
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
