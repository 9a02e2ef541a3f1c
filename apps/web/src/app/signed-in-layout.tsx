import { useEffect } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';
import { useProfileLanguage } from '../features/auth/hooks/use-profile-language';
import { TransitionedOutlet } from './app-layout';
import { BottomNav } from './bottom-nav';

// The signed-in frame loads on demand (routes.tsx): /login's first download does without it and
// the Create Recipe sheet behind its + button.

/**
 * A link may ask for the page's search box (Home's search icon opens recipe search): focus it once
 * the entering page is in the document.
 */
function useFocusSearchOnArrival() {
  const location = useLocation();
  const wanted = (location.state as { focusSearch?: boolean } | null)?.focusSearch === true;
  useEffect(() => {
    if (!wanted) return;
    let frames = 0;
    let handle = 0;
    const tryFocus = () => {
      const box = document.querySelector<HTMLInputElement>('.app-shell__main input[type="search"]');
      if (box) box.focus();
      else if (frames++ < 60) handle = requestAnimationFrame(tryFocus);
    };
    handle = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(handle);
  }, [wanted, location.key]);
}

/** Signed-in shell: page content above the bottom navigation. */
export default function AppLayout({ onMount }: { onMount?: () => void }) {
  useEffect(() => {
    onMount?.();
  }, [onMount]);
  useFocusSearchOnArrival();
  useProfileLanguage();
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
