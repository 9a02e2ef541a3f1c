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
  return (
    <ul className="profile-options" aria-label="Profile options">
      <Option to="/recipes" icon={BookOpen} label="Recipes" />
      <Option to="/friends" icon={Users} label="Friends" />
      <Option to="/household" icon={House} label="Household" />
      {(
        [
          ['Feedback', MessageCircle],
          ['Account Settings', Settings],
        ] as const
      ).map(([label, Icon]) => (
        <li key={label}>
          <button type="button" className="profile-option" onClick={() => onComingSoon(label)}>
            <Icon className="profile-option__icon" size={20} /> {label}{' '}
            <ChevronRight className="profile-option__chevron" size={18} />
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="profile-option profile-option--danger" onClick={onLogout}>
          <LogOut className="profile-option__icon" size={20} /> Logout
        </button>
      </li>
    </ul>
  );
}

/** A friend's profile: their Recipes and Friends. */
export function FriendProfileOptions({ userId }: { userId: number }) {
  return (
    <ul className="profile-options" aria-label="Profile options">
      <Option to={`/recipes/user/${userId}`} icon={BookOpen} label="Recipes" />
      <Option to={`/friends/user/${userId}`} icon={Users} label="Friends" />
    </ul>
  );
}
