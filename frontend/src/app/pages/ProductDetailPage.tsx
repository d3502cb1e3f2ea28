import { LOW_STOCK_THRESHOLD } from '@handmade/common';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { selectCurrentUser } from '../state/sessionSlice';
import { Heart } from '../../components/Heart';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import type { Product } from '../../lib/types';
import { useAddToCart } from '../../features/cart/useAddToCart';
import { useFavoriteToggle } from '../../features/favorites/useFavoriteToggle';
import { MessageSellerButton } from '../../features/messages/MessageSellerButton';
import { ReviewList } from '../../features/reviews/ReviewList';
import { fetchReviews } from '../../features/reviews/reviewsSlice';
import { refreshAfterReview } from './refreshAfterReview';
import { Gallery, type GalleryImage } from '../../features/products/Gallery';
import { fetchProduct, selectProductById, selectProductDetail } from '../../features/products/productsSlice';
import { MoreFromShop } from '../../features/products/MoreFromShop';
import { SellerCard } from '../../features/products/SellerCard';
import { SellerRating } from '../../features/products/SellerRating';
import { ShippingInfo } from '../../features/products/ShippingInfo';
import { ProductBreadcrumbs } from '../../features/products/ProductBreadcrumbs';
import './ProductDetailPage.css';

function galleryImages(product: Product): GalleryImage[] {
  if (product.product_images?.length) return product.product_images;
  // Until the detail arrives, the preview photo from the grid stands in.
  if (!product.preview_image) return [];
  return [
    {
      id: 0,
      url: product.preview_image,
      url_medium: product.preview_image_medium ?? null,
      url_small: product.preview_image_small ?? null,
      preview: true,
    },
  ];
}

function BuyBox({ product }: { product: Product }) {
  const { add, pending } = useAddToCart();
  const { isFavorite, toggle } = useFavoriteToggle(product);
  const isOwn = useAppSelector(selectCurrentUser)?.id === product.seller.id;
  const lowStock = product.inventory > 0 && product.inventory <= LOW_STOCK_THRESHOLD;
  const unavailableId = `product-${product.id}-unavailable`;

  return (
    <div className="buy-box">
      <p className="buy-box__price">{formatMoney(product.price)}</p>
      <ShippingInfo product={product} />
      <h1 className="buy-box__title">{product.title}</h1>
      <p className="buy-box__seller">
        <Link to={paths.shop.href(product.seller.id)}>{product.seller.username}</Link>
        <SellerRating seller={product.seller} newLabel="New!" />
      </p>
      {lowStock && <p className="buy-box__low-stock">Only {product.inventory} left in stock!</p>}
      {product.inventory === 0 && <p className="buy-box__low-stock">Sold out</p>}
      {!product.available && (
        <p id={unavailableId} className="buy-box__unavailable">
          {product.unavailable_reason ?? 'This shop is not taking orders right now.'}
        </p>
      )}
      <div className="buy-box__actions">
        <button
          type="button"
          className="button button--primary buy-box__add"
          disabled={pending || product.inventory === 0 || !product.available}
          aria-describedby={product.available ? undefined : unavailableId}
          onClick={() => void add(product)}
        >
          Add to Cart
        </button>
        <Heart active={isFavorite} onToggle={toggle} itemName={product.title} />
      </div>
      {isOwn && (
        <Link to={paths.editProduct.href(product.id)} className="button button--secondary buy-box__edit">
          Edit listing
        </Link>
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
      <SellerCard sellerId={product.seller.id} />
    </div>
  );
}

export default function ProductDetailPage() {
  const dispatch = useAppDispatch();
  const productId = Number(useParams().productId);
  const product = useAppSelector((state) => selectProductById(state, productId));
  const detail = useAppSelector((state) => selectProductDetail(state, productId));

  useEffect(() => {
    if (!Number.isInteger(productId)) return;
    void dispatch(fetchProduct(productId));
    void dispatch(fetchReviews(productId));
  }, [dispatch, productId]);

  if (!Number.isInteger(productId)) {
    return (
      <div className="page">
        <title>Product not found | Handmade Market</title>
        <h1>Product couldn&apos;t be found</h1>
      </div>
    );
  }
  if (detail.status === 'failed') {
    return (
      <div className="page">
        <title>Product not found | Handmade Market</title>
        <h1 className="product-detail__error">{detail.error?.message}</h1>
        <Link to={paths.products.href()} className="button button--secondary">
          Browse all products
        </Link>
      </div>
    );
  }
  if (!product)
    return (
      <>
        <title>Handmade Market</title>
        <Spinner />
      </>
    );

  return (
    <div className="page">
      <title>{`${product.title} | Handmade Market`}</title>
      <ProductBreadcrumbs product={product} />
      <div className="product-detail">
        <div className="product-detail__main">
          <Gallery key={product.id} images={galleryImages(product)} title={product.title} />
          <ReviewList product={product} onChanged={(id) => void dispatch(refreshAfterReview(id))} />
        </div>
        <aside className="product-detail__side">
          <BuyBox product={product} />
        </aside>
      </div>
      <MoreFromShop key={product.id} product={product} />
    </div>
  );
}
