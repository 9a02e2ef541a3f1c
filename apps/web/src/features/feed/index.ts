// The Home feed's public surface: its page loads on demand.
export const loadFeedPage = () => import('./pages/feed-page');
