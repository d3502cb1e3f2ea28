import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { OrderSums } from '../../components/OrderSums';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { formatMoney, formatShipping } from '../../lib/format';
import { bannerShown } from '../../app/state/uiSlice';
import { clearCart } from './cartApi';
import { CartLine } from './CartLine';
import {
  discountTotal,
  goodsTotal,
  itemCountText,
  orderTotal,
  shippingTotal,
  shopGroups,
  type ShopGroup,
} from '../../lib/cartMath';
import { selectCartItems, selectCartShops, selectCartStatus } from './cartSlice';
import { ShopCoupon } from './ShopCoupon';
import './CartPage.css';

/** Arriving from an Add to cart button, whose page is gone: the keyboard starts again at the cart's heading. */
function focusIfLost(heading: HTMLHeadingElement | null) {
  if (heading && document.activeElement === document.body) heading.focus();
}

/** One shop's lines: it sends them in one parcel, so its shipping is counted once for them all. */
function ShopLines({ group }: { group: ShopGroup }) {
  const titleId = `cart-shop-${group.sellerId}`;
  return (
    <section className="cart-shop" aria-labelledby={titleId}>
      <h2 id={titleId} className="cart-shop__name">
        From <Link to={paths.shop.href(group.sellerId)}>{group.shopName}</Link>
      </h2>
      <ul className="cart-lines">
        {group.items.map((item) => (
          <li key={item.id}>
            <CartLine item={item} />
          </li>
        ))}
      </ul>
      <p className="cart-shop__shipping">
        <span>Shipping from {group.shopName}</span>
        <span>{formatShipping(group.shipping)}</span>
      </p>
      <ShopCoupon group={group} />
    </section>
  );
}

export default function CartPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const items = useAppSelector(selectCartItems);
  const shops = useAppSelector(selectCartShops);
  const status = useAppSelector(selectCartStatus);
  const [clearing, setClearing] = useState(false);

  async function onClear() {
    setClearing(true);
    const result = await dispatch(clearCart());
    setClearing(false);
    if (clearCart.rejected.match(result) && result.payload) dispatch(bannerShown(result.payload.message));
  }

  if (items.length === 0 && (status === 'idle' || status === 'pending')) return <Spinner />;

  if (items.length === 0) {
    return (
      <div className="page empty-state">
        <title>Cart | Handmade Market</title>
        <h1>Your cart is empty</h1>
        {status === 'failed' && (
          <p className="form-error">Your cart could not be loaded. Please try again.</p>
        )}
        <p className="muted">Handmade pieces are waiting for a good home.</p>
        <Link to={paths.products.href()} className="button button--primary">
          Discover products
        </Link>
      </div>
    );
  }

  const groups = shopGroups(items, shops);

  return (
    <div className="page">
      <title>Cart | Handmade Market</title>
      <h1 ref={focusIfLost} tabIndex={-1}>
        {itemCountText(items.length)}
      </h1>
      <div className="cart-layout">
        <div className="cart-shops">
          {groups.map((group) => (
            <ShopLines key={group.sellerId} group={group} />
          ))}
        </div>
        <aside className="cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart-summary__title">
            Order summary
          </h2>
          <OrderSums
            subtotal={goodsTotal(groups)}
            shipping={shippingTotal(groups)}
            discount={discountTotal(groups)}
          />
          <p className="cart-summary__total">
            <span>Total</span>
            <span>{formatMoney(orderTotal(groups))}</span>
          </p>
          <Link to={paths.checkout.href()} className="button button--primary button--block">
            Proceed to Checkout
          </Link>
          <button
            type="button"
            className="button button--secondary button--block"
            onClick={() => navigate(-1)}
          >
            Continue Shopping
          </button>
          <button
            type="button"
            className="button button--ghost button--block"
            disabled={clearing}
            onClick={() => void onClear()}
          >
            Clear Cart
          </button>
        </aside>
      </div>
    </div>
  );
}
