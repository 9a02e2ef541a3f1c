import { BookOpen, CalendarDays, House, Plus, ShoppingBasket, User, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CreateRecipeSheet } from '../features/import';
import { loadShoppingPage } from '../features/shopping';
import { useTranslation } from '../lib/i18n';

type Tab = 'home' | 'recipes' | 'plan' | 'shopping' | 'profile';

/** Active-tab rules of spec section 2 (Home's link points to /, yet Home is active on /feed). */
export function activeTab(pathname: string): Tab | null {
  if (pathname === '/feed') return 'home';
  if (pathname === '/' || pathname === '/recipes') return 'recipes';
  if (pathname === '/shopping') return 'shopping';
  if (pathname === '/plan') return 'plan';
  if (/^\/(profile|friends)(\/|$)/.test(pathname) || pathname === '/household') return 'profile';
  return null;
}

const ICONS: Record<Tab, LucideIcon> = {
  home: House,
  recipes: BookOpen,
  plan: CalendarDays,
  shopping: ShoppingBasket,
  profile: User,
};

interface NavTabProps {
  to: string;
  tab: Tab;
  label: string;
  active: boolean;
  /** Called when the tab is pointed at, pressed or focused: its page's code can start loading. */
  onIntent?: () => void;
}

function NavTab({ to, tab, label, active, onIntent }: NavTabProps) {
  const Icon = ICONS[tab];
  return (
    <Link
      to={to}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
      className={`bottom-nav__tab${active ? ' bottom-nav__tab--active' : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      <Icon size={24} strokeWidth={1.9} aria-hidden="true" />
      <span>{label}</span>
    </Link>
  );
}

const preloadShopping = () => void loadShoppingPage().catch(() => undefined);

export function BottomNav() {
  const { pathname } = useLocation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const active = activeTab(pathname);
  const { t } = useTranslation();
  return (
    <>
      <nav className="bottom-nav" aria-label={t('nav.main')}>
        <span className="bottom-nav__brand" aria-hidden="true">
          Mise
        </span>
        <NavTab to="/" tab="home" label={t('nav.home')} active={active === 'home'} />
        <NavTab to="/recipes" tab="recipes" label={t('nav.recipes')} active={active === 'recipes'} />
        <button
          type="button"
          className="bottom-nav__add"
          aria-label={t('nav.createRecipe')}
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
        >
          <Plus size={28} strokeWidth={2.6} aria-hidden="true" />
          <span className="bottom-nav__add-label">{t('nav.createRecipe')}</span>
        </button>
        <NavTab to="/plan" tab="plan" label={t('nav.plan')} active={active === 'plan'} />
        <NavTab
          to="/shopping"
          tab="shopping"
          label={t('nav.shopping')}
          active={active === 'shopping'}
          onIntent={preloadShopping}
        />
        <NavTab to="/profile" tab="profile" label={t('nav.profile')} active={active === 'profile'} />
      </nav>
      <CreateRecipeSheet open={sheetOpen} onClose={() => setSheetOpen(false)} />
    </>
  );
}
