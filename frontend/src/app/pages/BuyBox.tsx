import { LOW_STOCK_THRESHOLD, salePrice } from '@handmade/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../state/hooks';
import { selectCurrentUser } from '../state/sessionSlice';
import { useFinishAfterSignIn } from '../state/useFinishAfterSignIn';
import { Heart } from '../../components/Heart';
import { paths } from '../../config/paths';
import { SalePrice } from '../../components/SalePrice';
import type { Product } from '../../lib/types';
import { useAddToCart, type ChoiceErrors } from '../../features/cart/useAddToCart';
import { useFavoriteToggle } from '../../features/favorites/useFavoriteToggle';
import { ListingModeration } from '../../features/admin/ListingModeration';
import { FollowButton } from '../../features/follows/FollowButton';
import { MessageSellerButton } from '../../features/messages/MessageSellerButton';
import { OwnListingPanel } from '../../features/products/OwnListingPanel';
import { PERSONALIZATION_ID, PersonalizationInput } from '../../features/products/PersonalizationInput';
import { SellerCard } from '../../features/products/SellerCard';
import { SellerRating } from '../../features/products/SellerRating';
import { ShippingInfo } from '../../features/products/ShippingInfo';
import { chosenVariant, priceRange, type Choice } from '../../features/products/variantChoice';
import { optionControlId, VariantPicker } from '../../features/products/VariantPicker';
import { ReportButton } from '../../features/reports/ReportButton';

const loadRules = () => import('../../features/products/buyerRules');

/**
 * The price for what is chosen so far: the variant's, "From $X" while the candidates differ; during the
 * shop's sale, struck through beside the sale price.
 */
function ChosenPrice({ product, choice }: { product: Product; choice: Choice }) {
  const range = product.variants ? priceRange(product.variants, choice) : null;
  const price = range?.min ?? product.price;
  const from = range
    ? range.max > range.min
    : product.price_max !== null && product.price_max > product.price;
  const onSale = product.sale ? salePrice(price, product.sale.percent_off) : null;
  return <SalePrice price={price} salePrice={onSale} from={from} />;
}

/** Takes the keyboard to the first control a refusal is about. */
function focusFirstError(errors: ChoiceErrors, choice: Choice) {
  const open = choice.findIndex((value) => value === null);
  const id = errors.variant_id ? optionControlId(Math.max(open, 0)) : PERSONALIZATION_ID;
  if (errors.variant_id || errors.personalization) document.getElementById(id)?.focus();
}

/**
 * The buying column of a product page: price, options, the buyer's words, Add to Cart and the seller. The
 * listing's own seller gets its figures and Edit listing instead of Add to Cart and the heart.
 */
export function BuyBox({ product }: { product: Product }) {
  const { add, pending } = useAddToCart();
  const { isFavorite, toggle } = useFavoriteToggle(product);
  const isOwn = useAppSelector(selectCurrentUser)?.id === product.seller.id;
  const [choice, setChoice] = useState<Choice>(() => product.options.map(() => null));
  const [words, setWords] = useState('');
  const [errors, setErrors] = useState<ChoiceErrors>({});
  const variant = product.variants ? chosenVariant(product.variants, choice) : undefined;
  // Until a variant is chosen, the listing's total stock speaks for it.
  const stock = variant ? variant.inventory : product.inventory;
  // A custom order is one piece made for one buyer: "only 1 left" would be no news to them.
  const lowStock = stock > 0 && stock <= LOW_STOCK_THRESHOLD && product.private_buyer_id === null;
  const unavailableId = `product-${product.id}-unavailable`;

  function choose(next: Choice) {
    setChoice(next);
    if (errors.variant_id) setErrors(({ variant_id: _done, ...rest }) => rest);
  }

  function write(text: string) {
    setWords(text);
    // A message goes as soon as the words fit; a new one waits for the next try.
    if (!errors.personalization) return;
    void loadRules().then(({ personalizationError }) => {
      const wrong = personalizationError(product.personalization, text);
      setErrors(({ personalization: _shown, ...rest }) =>
        wrong ? { ...rest, personalization: wrong } : rest,
      );
    });
  }

  async function onAdd() {
    const { personalizationError, VARIATION_MESSAGES } = await loadRules();
    const found: ChoiceErrors = {};
    if (product.options.length > 0 && !variant) found.variant_id = VARIATION_MESSAGES.variantRequired;
    const wrong = personalizationError(product.personalization, words);
    if (wrong) found.personalization = wrong;
    const refused =
      Object.keys(found).length > 0
        ? found
        : await add(product, {
            variantId: variant?.id ?? null,
            personalization: product.personalization ? words.trim() || null : null,
          });
    setErrors(refused);
    focusFirstError(refused, choice);
  }

  useFinishAfterSignIn({ kind: 'addToCart', id: product.id }, () => void onAdd());

  return (
    <div className="buy-box">
      <p className="buy-box__price">
        <ChosenPrice product={product} choice={choice} />
      </p>
      {product.sale && <p className="buy-box__sale">{product.sale.percent_off}% off: the shop’s sale</p>}
      <ShippingInfo product={product} />
      <h1 className="buy-box__title">{product.title}</h1>
      <p className="buy-box__seller">
        <Link to={paths.shop.href(product.seller.id)}>{product.seller.username}</Link>
        <SellerRating seller={product.seller} newLabel="New!" />
      </p>
      {product.private_buyer_id !== null && (
        <p className="buy-box__private">
          {isOwn
            ? 'A custom order for a buyer: only they and you can see this listing.'
            : 'A custom order made for you. Only you can see this listing.'}
        </p>
      )}
      {product.options.length > 0 && (
        <VariantPicker
          options={product.options}
          variants={product.variants ?? []}
          choice={choice}
          onChange={choose}
          error={errors.variant_id}
        />
      )}
      {product.personalization && !isOwn && (
        <PersonalizationInput
          asked={product.personalization}
          value={words}
          onChange={write}
          error={errors.personalization}
        />
      )}
      {lowStock && <p className="buy-box__low-stock">Only {stock} left in stock!</p>}
      {stock === 0 && <p className="buy-box__low-stock">Sold out</p>}
      {!product.available && (
        <p id={unavailableId} className="buy-box__unavailable">
          {product.unavailable_reason ?? 'This shop is not taking orders right now.'}
        </p>
      )}
      {isOwn ? (
        <OwnListingPanel product={product} />
      ) : (
        <div className="buy-box__actions">
          <button
            type="button"
            className="button button--primary buy-box__add"
            disabled={pending || stock === 0 || !product.available}
            aria-describedby={product.available ? undefined : unavailableId}
            onClick={() => void onAdd()}
          >
            Add to Cart
          </button>
          <Heart active={isFavorite} onToggle={toggle} itemName={product.title} />
        </div>
      )}
      <MessageSellerButton
        sellerId={product.seller.id}
        sellerName={product.seller.first_name}
        productId={product.id}
        productTitle={product.title}
      />
      <section className="buy-box__details" aria-labelledby="item-details">
        <h2 id="item-details">Item Details</h2>
        <p>{product.description}</p>
      </section>
      <SellerCard sellerId={product.seller.id} action={(shop) => <FollowButton shop={shop} />} />
      <div className="buy-box__more">
        <ReportButton target="product" targetId={product.id} ownerId={product.seller.id}>
          Report this listing
        </ReportButton>
        <ListingModeration product={product} />
      </div>
    </div>
  );
}
