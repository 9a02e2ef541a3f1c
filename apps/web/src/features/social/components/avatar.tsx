import { avatarImage, hueOf, initialsOf } from '../avatar';
import './avatar.css';

interface AvatarProps {
  name: string;
  email?: string | null;
  imageUrl?: string | null;
  /** The sign-in provider's photo: used on one's own profile only. */
  providerPhoto?: string | null;
  size?: 'small' | 'large';
}

/** A round picture: the stored image, the provider's photo, else initials on a colour seeded by email or name. */
export function Avatar({ name, email, imageUrl, providerPhoto, size = 'small' }: AvatarProps) {
  const src = avatarImage(imageUrl, providerPhoto);
  const className = `person-avatar person-avatar--${size}`;
  if (src) return <img className={className} src={src} alt="" />;
  const hue = hueOf(email || name);
  return (
    <span
      className={`${className} person-avatar--initials`}
      style={{ background: `hsl(${hue} 55% 88%)`, color: `hsl(${hue} 45% 30%)` }}
      aria-hidden="true"
    >
      {initialsOf(name || email || '')}
    </span>
  );
}
