import type { User } from '../lib/types';
import './Avatar.css';

interface AvatarProps {
  user: Pick<User, 'first_name' | 'last_name' | 'profile_url'>;
  /** Shown instead of the saved photo (a preview of one about to be uploaded). */
  src?: string | null;
  size?: 'small' | 'large';
}

export function initialsOf(user: Pick<User, 'first_name' | 'last_name'>): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || '?';
}

/** The user's photo when they have one, else their initials; decorative, as a name always goes with it. */
export function Avatar({ user, src, size = 'small' }: AvatarProps) {
  const photo = src ?? user.profile_url;
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {photo ? (
        <img src={photo} alt="" width={size === 'large' ? 96 : 38} height={size === 'large' ? 96 : 38} />
      ) : (
        initialsOf(user)
      )}
    </span>
  );
}
