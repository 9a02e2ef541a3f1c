/**
 * What the prerendered page (prerender.tsx, built by build/prerender.ts) and the app (app/early-clicks.tsx)
 * agree on: the window property where the page keeps the buttons pressed before the app took it
 * over, for the app to press again.
 */
export const EARLY_CLICKS = '__miseEarlyClicks';
