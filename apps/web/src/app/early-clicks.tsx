import { useEffect } from 'react';
import { EARLY_CLICKS } from '../prerender-contract';

/**
 * Presses again the buttons pressed on the prerendered page before the app took it over: the same
 * button, or (had React drawn the page afresh) the one with the same words. Runs once; the list is
 * then set to null and the page's own click handling is the app's alone.
 */
function replayEarlyClicks(): void {
  const slot = window as unknown as Record<string, HTMLElement[] | null | undefined>;
  const early = slot[EARLY_CLICKS];
  if (!early) return;
  slot[EARLY_CLICKS] = null;
  const root = document.getElementById('root');
  for (const button of early) {
    const words = button.textContent?.trim();
    const target = button.isConnected
      ? button
      : [...(root?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === words);
    target?.click();
  }
}

/**
 * Placed inside the routed page's Suspense boundary: its effect runs only once the page itself is
 * hydrated (or drawn). The app's shell hydrates first and the page's boundary after it, and a press
 * replayed on markup React has not yet taken over would be dropped.
 */
export function EarlyClicksReplay() {
  useEffect(replayEarlyClicks, []);
  return null;
}
