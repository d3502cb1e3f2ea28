import { formatMoney } from '../lib/format';
import './SalePrice.css';

interface SalePriceProps {
  price: number;
  /** The price during the shop's sale, or null when there is none. */
  salePrice: number | null;
  /** "From" before the amounts, for a listing whose variants cost different amounts. */
  from?: boolean;
}

/**
 * A price, or during a sale the old one struck through beside the new one. Screen readers hear
 * "was $X, now $Y" rather than two bare amounts.
 */
export function SalePrice({ price, salePrice, from = false }: SalePriceProps) {
  const prefix = from ? 'From ' : '';
  if (salePrice === null) return <>{`${prefix}${formatMoney(price)}`}</>;
  return (
    <span className="sale-price">
      <span className="visually-hidden">
        {from
          ? `was from ${formatMoney(price)}, now from ${formatMoney(salePrice)}`
          : `was ${formatMoney(price)}, now ${formatMoney(salePrice)}`}
      </span>
      <span aria-hidden="true">
        {prefix}
        <s className="sale-price__was">{formatMoney(price)}</s>{' '}
        <span className="sale-price__now">{formatMoney(salePrice)}</span>
      </span>
    </span>
  );
}

/** A listing's price as its cards show it: "From" when its variants differ, and the sale's price beside it. */
export function ListingPrice({
  product,
}: {
  product: { price: number; price_max: number | null; sale_price: number | null };
}) {
  return (
    <SalePrice
      price={product.price}
      salePrice={product.sale_price}
      from={product.price_max !== null && product.price_max > product.price}
    />
  );
}
