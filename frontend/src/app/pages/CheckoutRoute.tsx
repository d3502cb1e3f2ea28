import { ShipToStep } from '../../features/addresses/ShipToStep';
import { fetchCart, selectCartItems, selectCartShops, selectCartStatus } from '../../features/cart/cartSlice';
import CheckoutPage from '../../features/checkout/CheckoutPage';
import { useAppDispatch, useAppSelector } from '../state/hooks';
// The checkout lines share the cart page's line styles.
import '../../features/cart/CartPage.css';

/** The checkout buys what is in the cart, and sends it to one of the buyer's addresses. */
export default function CheckoutRoute() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const shops = useAppSelector(selectCartShops);
  const status = useAppSelector(selectCartStatus);
  return (
    <CheckoutPage
      items={items}
      shops={shops}
      status={status}
      reloadCart={() => dispatch(fetchCart())}
      ShipTo={ShipToStep}
    />
  );
}
