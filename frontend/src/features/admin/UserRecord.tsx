import { REPORT_REASON_LABELS } from '@handmade/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatMoney, formatShortDate } from '../../lib/format';
import type { AdminUser } from '../../lib/types';
import { AuditTable } from './AuditTable';
import { REPORT_STATUS_WORDS, REPORTED_THING } from './moderationText';

function RecordSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-record" aria-labelledby={id}>
      <h3 id={id} className="admin-record__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="muted admin-record__empty">{children}</p>
);

function Listings({ listings }: { listings: AdminUser['listings'] }) {
  if (listings.length === 0) return <Empty>They list nothing.</Empty>;
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Their listings, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Listing</th>
          <th scope="col">Price</th>
          <th scope="col">Stock</th>
        </tr>
      </thead>
      <tbody>
        {listings.map((listing) => (
          <tr key={listing.id}>
            <td data-label="Listing" className="admin-table__wide">
              <Link to={paths.product.href(listing.id)}>{listing.title}</Link>
              {listing.hidden_reason !== null && (
                <span className="admin-record__hidden">
                  <span className="admin-tag admin-tag--alert">Hidden</span> {listing.hidden_reason}
                </span>
              )}
            </td>
            <td data-label="Price">{formatMoney(listing.price)}</td>
            <td data-label="Stock">{listing.inventory > 0 ? listing.inventory : 'Sold out'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Orders({ orders }: { orders: AdminUser['orders'] }) {
  if (orders.length === 0) return <Empty>They have ordered nothing.</Empty>;
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Their orders, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Total</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <td data-label="Order" className="admin-table__wide">
              <Link to={paths.adminOrder.href(order.id)}>{order.order_number}</Link>
            </td>
            <td data-label="Total">{formatMoney(order.total)}</td>
            <td data-label="Date">
              <time dateTime={order.created_at}>{formatShortDate(order.created_at)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Reports({ reports }: { reports: AdminUser['reports'] }) {
  if (reports.length === 0) return <Empty>Nobody has reported them or anything of theirs.</Empty>;
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Reports about them, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Reason</th>
          <th scope="col">About</th>
          <th scope="col">Status</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
        {reports.map((report) => (
          <tr key={report.id}>
            <td data-label="Reason" className="admin-table__wide">
              {REPORT_REASON_LABELS[report.reason]}
            </td>
            <td data-label="About">
              {REPORTED_THING[report.target_type]} #{report.target_id}
            </td>
            <td data-label="Status">{REPORT_STATUS_WORDS[report.status]}</td>
            <td data-label="Date">
              <time dateTime={report.created_at}>{formatShortDate(report.created_at)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the console knows of an account: its listings, its orders, the reports about it, the actions on it. */
export function UserRecord({ user }: { user: AdminUser }) {
  return (
    <>
      <RecordSection id="admin-user-listings" title="Listings">
        <Listings listings={user.listings} />
      </RecordSection>
      <RecordSection id="admin-user-orders" title="Orders">
        <Orders orders={user.orders} />
      </RecordSection>
      <RecordSection id="admin-user-reports" title="Reports about them">
        <Reports reports={user.reports} />
      </RecordSection>
      <RecordSection id="admin-user-actions" title="Admin actions">
        {user.actions.length === 0 ? (
          <Empty>No admin action on this account yet.</Empty>
        ) : (
          <AuditTable
            entries={user.actions}
            caption="Admin actions on them, newest first"
            showTarget={false}
          />
        )}
      </RecordSection>
    </>
  );
}
