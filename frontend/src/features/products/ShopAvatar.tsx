import type { Shop } from '../../lib/types';

/** The seller's picture, or their initials on a tinted disc when they have none. */
export function ShopAvatar({ shop, size = 'md' }: { shop: Shop; size?: 'md' | 'lg' }) {
  const initials = `${shop.first_name.charAt(0)}${shop.last_name.charAt(0)}`.toUpperCase() || '?';
  return shop.avatar_url ? (
    <img className={`shop-avatar shop-avatar--${size}`} src={shop.avatar_url} alt="" width={96} height={96} />
  ) : (
    <span className={`shop-avatar shop-avatar--${size}`} aria-hidden="true">
      {initials}
    </span>
  );
}
