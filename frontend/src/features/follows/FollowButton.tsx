import type { Shop } from '../../lib/types';
import { useFollowToggle } from './useFollowToggle';
import './FollowButton.css';

const followersText = (count: number) => `${count} ${count === 1 ? 'follower' : 'followers'}`;

/** Follow / Following, with the shop's followers; nothing on one's own shop. */
export function FollowButton({ shop }: { shop: Shop }) {
  const { following, followers, pending, toggle, isOwnShop } = useFollowToggle(shop);
  if (isOwnShop) return null;
  return (
    <div className="follow">
      <button
        type="button"
        className={`button ${following ? 'button--secondary' : 'button--primary'} follow__button`}
        aria-pressed={following}
        disabled={pending}
        onClick={toggle}
      >
        {following ? 'Following' : 'Follow'}
      </button>
      <span className="follow__count muted">{followersText(followers)}</span>
    </div>
  );
}
