import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import {
  discountTotal,
  goodsTotal,
  linePrice,
  orderTotal,
  shippingTotal,
  type ShopGroup,
} from '../../lib/cartMath';
import { LineChoices } from '../../components/LineChoices';
import { OrderSums } from '../../components/OrderSums';
import { ProductImage } from '../../components/ProductImage';

interface CheckoutSummaryProps {
  /** The cart by shop: each shop sends its own parcel, with its own shipping. */
  groups: ShopGroup[];
  /** Messages from a refused checkout, keyed by product id. */
  lineErrors: Record<string, string>;
  /** The new total, when the prices changed since the buyer saw them. */
  totalError?: string | undefined;
  /** Why a coupon was refused, and the total without it. */
  couponError?: string | undefined;
}

function ShopPart({ group, lineErrors }: { group: ShopGroup; lineErrors: Record<string, string> }) {
  const titleId = `checkout-shop-${group.sellerId}`;
  return (
    <section className="checkout-shop" aria-labelledby={titleId}>
      <h3 id={titleId} className="checkout-shop__name">
        From {group.shopName}
      </h3>
      <ul className="checkout-lines">
        {group.items.map((item) => (
          <li key={item.id} className="checkout-line">
            <ProductImage product={item.product} sizes="64px" className="checkout-line__image" />
            <div className="checkout-line__info">
              <p className="checkout-line__title">
                <Link to={paths.product.href(item.product.id)}>{item.product.title}</Link>
              </p>
              <LineChoices
                values={item.variant?.option_values ?? null}
                names={item.product.options.map((option) => option.name)}
                personalization={item.personalization}
              />
              <p className="checkout-line__quantity">Quantity: {item.quantity}</p>
              {item.gift && <p className="checkout-line__gift">Gift</p>}
              {lineErrors[item.product_id] && (
                <p className="line-error" role="alert">
                  {lineErrors[item.product_id]}
                </p>
              )}
            </div>
            <p className="checkout-line__price">{formatMoney(linePrice(item))}</p>
          </li>
        ))}
      </ul>
      <OrderSums
        className="checkout-shop__sums"
        subtotal={group.subtotal}
        shipping={group.shipping}
        discount={group.discount}
        discountLabel={group.coupon ? `Coupon ${group.coupon.code}` : undefined}
      />
      {group.coupon && group.couponProblem && (
        <p className="line-error">
          Coupon {group.coupon.code}: {group.couponProblem}
        </p>
      )}
    </section>
  );
}

/** The cart, read-only and by shop: what is about to be bought, and what it costs with shipping. */
export function CheckoutSummary({ groups, lineErrors, totalError, couponError }: CheckoutSummaryProps) {
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <div className="checkout-summary__head">
        <h2 id="checkout-summary-title">Your order</h2>
        <Link to={paths.cart.href()}>Edit cart</Link>
      </div>
      {groups.map((group) => (
        <ShopPart key={group.sellerId} group={group} lineErrors={lineErrors} />
      ))}
      {/* With one shop, its own lines are already the order's. */}
      {groups.length > 1 && (
        <OrderSums
          className="checkout-summary__sums"
          subtotal={goodsTotal(groups)}
          shipping={shippingTotal(groups)}
          discount={discountTotal(groups)}
        />
      )}
      <p className="checkout-summary__total">
        <span>Total</span>
        <span>{formatMoney(orderTotal(groups))}</span>
      </p>
      {totalError && <p className="line-error">{totalError}</p>}
      {couponError && (
        <p className="line-error" role="alert">
          {couponError}
        </p>
      )}
    </section>
  );
}
