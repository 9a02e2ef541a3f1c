import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CreateRecipeSheet } from '../features/import';

type Tab = 'home' | 'recipes' | 'shopping' | 'profile';

/** Active-tab rules of spec section 2 (Home's link points to /, yet Home is active on /feed). */
export function activeTab(pathname: string): Tab | null {
  if (pathname === '/feed') return 'home';
  if (pathname === '/' || pathname === '/recipes') return 'recipes';
  if (pathname === '/shopping') return 'shopping';
  if (/^\/(profile|friends)(\/|$)/.test(pathname) || pathname === '/household') return 'profile';
  return null;
}

const ICONS: Record<Tab, ReactNode> = {
  home: <path d="M4 11l8-6.5 8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z" />,
  recipes: (
    <>
      <path d="M6 3.5h10.5a1.5 1.5 0 0 1 1.5 1.5v15.5H7.5A1.5 1.5 0 0 1 6 19z" />
      <path d="M9.5 8h5M9.5 11.5h5" />
    </>
  ),
  shopping: (
    <>
      <path d="M5 8h14l-1.2 11.2a1.5 1.5 0 0 1-1.5 1.3H7.7a1.5 1.5 0 0 1-1.5-1.3z" />
      <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
    </>
  ),
  profile: (
    <>
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6" />
    </>
  ),
};

function NavTab({ to, tab, label, active }: { to: string; tab: Tab; label: string; active: boolean }) {
  return (
    <Link
      to={to}
      className={`bottom-nav__tab${active ? ' bottom-nav__tab--active' : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.9"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {ICONS[tab]}
      </svg>
      <span>{label}</span>
    </Link>
  );
}

export function BottomNav() {
  const { pathname } = useLocation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const active = activeTab(pathname);
  return (
    <>
      <nav className="bottom-nav" aria-label="Main">
        <NavTab to="/" tab="home" label="Home" active={active === 'home'} />
        <NavTab to="/recipes" tab="recipes" label="Recipes" active={active === 'recipes'} />
        <button
          type="button"
          className="bottom-nav__add"
          aria-label="Create recipe"
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
          </svg>
        </button>
        <NavTab to="/shopping" tab="shopping" label="Shopping" active={active === 'shopping'} />
        <NavTab to="/profile" tab="profile" label="Profile" active={active === 'profile'} />
      </nav>
      <CreateRecipeSheet open={sheetOpen} onClose={() => setSheetOpen(false)} />
    </>
  );
}
