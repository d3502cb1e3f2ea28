import type { Shop } from '../../lib/types';

const weeks = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`;

/** How much work waits in the shop, and whether it sells now (paused by its queue, or on vacation). */
export function ShopQueueStatus({ shop }: { shop: Shop }) {
  return (
    <div className="shop-queue">
      {shop.weekly_capacity === null ? (
        <p className="shop-queue__weeks">
          No weekly capacity set: orders are not counted as a queue, and each ships by its profile’s
          processing time.
        </p>
      ) : (
        <p className="shop-queue__weeks">
          <strong>{weeks(shop.queue_weeks)} of orders waiting</strong>{' '}
          <span className="muted">at {shop.weekly_capacity} units a week</span>
        </p>
      )}
      {shop.paused && (
        <p className="shop-queue__alert">
          <strong>Paused: too many orders waiting.</strong> Your listings cannot be bought until no more than{' '}
          {weeks(shop.pause_when_weeks_over ?? 0)} of orders wait; they come back by themselves as you ship.
        </p>
      )}
      {shop.vacation.on && (
        <p className="shop-queue__alert">
          <strong>On vacation.</strong> Your listings cannot be bought until you turn vacation mode off.
        </p>
      )}
    </div>
  );
}
