import {
  BookOpen,
  ChevronRight,
  House,
  LogOut,
  MessageCircle,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';

/** The options that open something not yet built, or a sheet: named by an id, shown in the language. */
const SHEET_OPTIONS = [
  ['Feedback', MessageCircle, 'profile.feedback'],
  ['Account Settings', Settings, 'settings.title'],
] as const;

function Option({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <li>
      <Link className="profile-option" to={to}>
        <Icon className="profile-option__icon" size={20} /> {label}{' '}
        <ChevronRight className="profile-option__chevron" size={18} />
      </Link>
    </li>
  );
}

/** The own profile's options, in the order of spec section 2. */
export function OwnProfileOptions({
  onComingSoon,
  onLogout,
}: {
  onComingSoon: (what: string) => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="profile-options" aria-label={t('profile.options')}>
      <Option to="/recipes" icon={BookOpen} label={t('nav.recipes')} />
      <Option to="/friends" icon={Users} label={t('friends.title')} />
      <Option to="/household" icon={House} label={t('profile.household')} />
      {SHEET_OPTIONS.map(([id, Icon, label]) => (
        <li key={id}>
          <button type="button" className="profile-option" onClick={() => onComingSoon(id)}>
            <Icon className="profile-option__icon" size={20} /> {t(label)}{' '}
            <ChevronRight className="profile-option__chevron" size={18} />
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="profile-option profile-option--danger" onClick={onLogout}>
          <LogOut className="profile-option__icon" size={20} /> {t('profile.logout')}
        </button>
      </li>
    </ul>
  );
}

/** A friend's profile: their Recipes and Friends. */
export function FriendProfileOptions({ userId }: { userId: number }) {
  const { t } = useTranslation();
  return (
    <ul className="profile-options" aria-label={t('profile.options')}>
      <Option to={`/recipes/user/${userId}`} icon={BookOpen} label={t('nav.recipes')} />
      <Option to={`/friends/user/${userId}`} icon={Users} label={t('friends.title')} />
    </ul>
  );
}
