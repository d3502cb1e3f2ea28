import { CASE_REASON_LABELS } from '@handmade/common';
import { Link } from 'react-router-dom';
import { CaseStatusBadge } from '../../components/CaseLink';
import { paths } from '../../config/paths';
import { formatMoney, formatShortDate } from '../../lib/format';
import type { Case, CaseRole } from '../../lib/types';

/** Where the reader goes back to the order: their order, their queue, or the console's page of it. */
function orderLink(kase: Case, viewer: CaseRole): { to: string; text: string } {
  if (viewer === 'buyer') return { to: paths.order.href(kase.order_id), text: 'See the order' };
  if (viewer === 'seller') return { to: paths.shopManager.href(), text: 'Your orders to ship' };
  return { to: paths.adminOrder.href(kase.order_id), text: 'See the order in the console' };
}

/** The case's heading and its facts: the order, what went wrong, where it stands, who, what and how much. */
export function CaseSummary({ kase, viewer }: { kase: Case; viewer: CaseRole }) {
  const back = orderLink(kase, viewer);
  const units = kase.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <div className="case-summary">
      <p className="case-summary__back">
        <Link to={back.to}>← {back.text}</Link>
      </p>
      <h1 className="case-summary__title">
        Case on order <span className="case-summary__number">{kase.order_number}</span>
      </h1>
      <p className="case-summary__reason">
        <span className="case-summary__reason-text">{CASE_REASON_LABELS[kase.reason]}</span>
        <CaseStatusBadge shipmentCase={kase} />
      </p>
      <dl className="case-summary__facts">
        <div>
          <dt>Buyer</dt>
          <dd>
            {viewer === 'admin' ? (
              <Link to={paths.adminUser.href(kase.buyer.id)}>{kase.buyer.username}</Link>
            ) : (
              kase.buyer.username
            )}
          </dd>
        </div>
        <div>
          <dt>Shop</dt>
          <dd>
            <Link to={paths.shop.href(kase.seller.id)}>{kase.seller.username}</Link>
          </dd>
        </div>
        <div>
          <dt>Opened</dt>
          <dd>
            <time dateTime={kase.opened_at}>{formatShortDate(kase.opened_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(kase.total)}</dd>
        </div>
      </dl>
      <div className="case-summary__items">
        <h2 className="case-summary__items-title">
          {units} {units === 1 ? 'item' : 'items'} in this parcel
        </h2>
        <ul>
          {kase.items.map((item, index) => (
            <li key={`${item.title}-${index}`}>
              <span className="case-summary__qty">{item.quantity} ×</span> {item.title}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
