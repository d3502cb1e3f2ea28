import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import type { CartItem } from '../../lib/types';
import { CustomOrderTag } from '../../components/CustomOrderTag';
import { ProductImage } from '../../components/ProductImage';
import { bannerShown } from '../../app/state/uiSlice';
import { removeCartLine, updateCartLine } from './cartApi';
import { LineChoices } from '../../components/LineChoices';
import { linePrice, lineStock, listUnitPrice, payableQuantity, unitPrice } from '../../lib/cartMath';
import { SalePrice } from '../../components/SalePrice';

/** 1 to the stock; a quantity above the stock (it dropped since) stays listed so the select shows the truth. */
function quantityOptions(quantity: number, inventory: number): number[] {
  const top = Math.max(inventory, quantity, 1);
  return Array.from({ length: top }, (_, index) => index + 1).filter(
    (value) => value <= inventory || value === quantity,
  );
}

export function StockNote({ item }: { item: CartItem }) {
  const stock = lineStock(item);
  if (stock === 0) return <p className="cart-line__stock">This product is sold out.</p>;
  if (item.quantity > stock) return <p className="cart-line__stock">Only {stock} left in stock.</p>;
  return null;
}

export function CartLine({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const product = item.product;
  const id = `cart-line-${item.id}`;

  async function remove() {
    const result = await dispatch(removeCartLine(item.id));
    if (removeCartLine.rejected.match(result) && result.payload)
      dispatch(bannerShown(result.payload.message));
  }

  if (!product) return null;
  const href = paths.product.href(product.id);

  return (
    <article className="cart-line" aria-labelledby={`${id}-title`}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className="cart-line__image">
        <ProductImage product={product} sizes="128px" />
      </Link>
      <div className="cart-line__info">
        <h3 className="cart-line__title" id={`${id}-title`}>
          <Link to={href}>{product.title}</Link>
        </h3>
        {product.private_buyer_id !== null && <CustomOrderTag />}
        <p className="cart-line__seller">Sold by {product.seller.username}</p>
        <LineChoices
          values={item.variant?.option_values ?? null}
          names={product.options.map((option) => option.name)}
          personalization={item.personalization}
        />
        <div className="cart-line__controls">
          <div className="cart-line__quantity">
            <label htmlFor={`${id}-quantity`}>
              Quantity<span className="visually-hidden"> of {product.title}</span>
            </label>
            <select
              id={`${id}-quantity`}
              value={item.quantity}
              disabled={lineStock(item) === 0}
              onChange={(event) =>
                void dispatch(
                  updateCartLine({ id: item.id, changes: { quantity: Number(event.target.value) } }),
                )
              }
            >
              {quantityOptions(item.quantity, lineStock(item)).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={item.gift}
              onChange={(event) =>
                void dispatch(updateCartLine({ id: item.id, changes: { gift: event.target.checked } }))
              }
            />
            This is a gift<span className="visually-hidden"> ({product.title})</span>
          </label>
        </div>
        <StockNote item={item} />
        <button type="button" className="link-button cart-line__remove" onClick={() => void remove()}>
          Remove<span className="visually-hidden"> {product.title}</span>
        </button>
      </div>
      <div className="cart-line__price">
        <p className="cart-line__total">
          <SalePrice
            price={(Math.round(listUnitPrice(item) * 100) * payableQuantity(item)) / 100}
            salePrice={product.sale ? linePrice(item) : null}
          />
        </p>
        {item.quantity > 1 && <p className="cart-line__each">{formatMoney(unitPrice(item))} each</p>}
      </div>
    </article>
  );
}
