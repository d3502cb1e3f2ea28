import { SHOP_STATS_PERIODS, type ShopStatsPeriod } from '@handmade/common';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { SalesChart, type ChartMeasure } from '../../components/SalesChart';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { ApiError } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import type { ShopStats, ShopStatsDay } from '../../lib/types';
import { Coupons } from './Coupons';
import { SaleForm } from './SaleForm';
import { ShipmentQueue } from './ShipmentQueue';
import { ShippingProfiles } from './ShippingProfiles';
import { ShopOrders } from './ShopOrders';
import { ShopProfileForm } from './ShopProfileForm';
import { loadShopStats, shopOrdersCsvPath } from './shopManagerApi';
import './ShopManagerPage.css';
import './Shipping.css';
import { ChoiceGroup } from '../../components/ChoiceGroup';

const periodLabel = (days: ShopStatsPeriod) => `the last ${days} days`;

const ORDERS: ChartMeasure<ShopStatsDay> = { label: 'Orders', value: (day) => day.orders };
const UNITS: ChartMeasure<ShopStatsDay> = { label: 'Units', value: (day) => day.units };
const REVENUE: ChartMeasure<ShopStatsDay> = { label: 'Revenue', value: (day) => day.revenue, money: true };

function Totals({ stats }: { stats: ShopStats }) {
  return (
    <dl className="shop-totals">
      <div>
        <dt>Orders</dt>
        <dd>{stats.totals.orders}</dd>
      </div>
      <div>
        <dt>Units sold</dt>
        <dd>{stats.totals.units}</dd>
      </div>
      <div>
        <dt>Revenue</dt>
        <dd>{formatMoney(stats.totals.revenue)}</dd>
      </div>
    </dl>
  );
}

function TopProducts({ stats }: { stats: ShopStats }) {
  if (stats.top_products.length === 0) return <p className="muted">Nothing sold in this period.</p>;
  return (
    <ol className="shop-list">
      {stats.top_products.map((top) => (
        <li key={`${top.product_id ?? top.title}`}>
          {top.product_id === null ? (
            <span>{top.title}</span>
          ) : (
            <Link to={paths.product.href(top.product_id)}>{top.title}</Link>
          )}
          <span className="muted">
            {top.units} sold · {formatMoney(top.revenue)}
          </span>
        </li>
      ))}
    </ol>
  );
}

function LowStock({ stats }: { stats: ShopStats }) {
  if (stats.low_stock.length === 0) return <p className="muted">Every listing has more than 5 in stock.</p>;
  return (
    <ul className="shop-list">
      {stats.low_stock.map((product) => (
        <li key={product.id}>
          <Link to={paths.product.href(product.id)}>{product.title}</Link>
          <span className="shop-list__stock">{product.inventory} left</span>
          <Link
            to={paths.editProduct.href(product.id)}
            className="button button--secondary shop-list__edit"
            aria-label={`Edit ${product.title}`}
          >
            Edit
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A seller's place to ship what sold, see what sold, to whom, how much it made and what runs low, set the
 * shipping profiles, and edit the shop page and how the shop sells.
 */
export default function ShopManagerPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const { hash } = useLocation();
  const [days, setDays] = useState<ShopStatsPeriod>(30);
  const [stats, setStats] = useState<ShopStats | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    let current = true;
    setError(null);
    void dispatch(loadShopStats(days)).then((result) => {
      if (!current) return;
      if (loadShopStats.fulfilled.match(result)) setStats(result.payload);
      else setError(result.payload ?? null);
    });
    return () => {
      current = false;
    };
  }, [dispatch, days]);

  // A link to `#shipping` (from the listing form, say) arrives before the section has its content.
  const onProfilesLoaded = useCallback(() => {
    if (hash === '#shipping') document.getElementById('shipping')?.scrollIntoView?.();
  }, [hash]);

  return (
    <div className="page shop-manager">
      <title>Shop Manager | Handmade Market</title>
      <h1>Shop Manager</h1>

      <section className="shop-manager__section" aria-labelledby="shop-queue">
        <ShipmentQueue headingId="shop-queue" />
      </section>

      <section className="shop-manager__section" aria-labelledby="shop-sales">
        <div className="shop-manager__head">
          <h2 id="shop-sales">Sales</h2>
          <ChoiceGroup
            label="Period"
            options={SHOP_STATS_PERIODS}
            chosen={days}
            nameOf={(period) => `${period} days`}
            onChoose={setDays}
          />
        </div>
        {error && <p className="form-error">{error.message}</p>}
        {!stats && !error && <Spinner />}
        {stats && (
          <>
            <Totals stats={stats} />
            <SalesChart
              days={stats.days}
              periodLabel={periodLabel(days)}
              measures={[REVENUE, UNITS]}
              columns={[ORDERS, UNITS, REVENUE]}
            />
            <p>
              <a href={shopOrdersCsvPath(days)} download className="button button--secondary">
                Download orders of {periodLabel(days)} (CSV)
              </a>
            </p>
          </>
        )}
      </section>

      {stats && (
        <div className="shop-manager__columns">
          <section className="shop-manager__section" aria-labelledby="shop-top">
            <h2 id="shop-top">Top products</h2>
            <TopProducts stats={stats} />
          </section>
          <section className="shop-manager__section" aria-labelledby="shop-low">
            <h2 id="shop-low">Low stock</h2>
            <LowStock stats={stats} />
          </section>
        </div>
      )}

      <section className="shop-manager__section" aria-labelledby="shop-orders">
        <h2 id="shop-orders">Orders received</h2>
        <ShopOrders />
      </section>

      <section id="shipping" className="shop-manager__section" aria-labelledby="shop-shipping">
        <h2 id="shop-shipping">Shipping</h2>
        <ShippingProfiles onLoaded={onProfilesLoaded} />
      </section>

      <section id="coupons" className="shop-manager__section" aria-labelledby="shop-coupons">
        <h2 id="shop-coupons">Coupons</h2>
        <Coupons />
      </section>

      <section id="sale" className="shop-manager__section" aria-labelledby="shop-sale">
        <h2 id="shop-sale">Sale</h2>
        <SaleForm />
      </section>

      {user && (
        <section className="shop-manager__section" aria-labelledby="shop-profile">
          <h2 id="shop-profile">Shop profile</h2>
          <ShopProfileForm userId={user.id} />
        </section>
      )}
    </div>
  );
}
