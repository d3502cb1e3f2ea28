import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { selectCurrentUser } from '../state/sessionSlice';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { Product } from '../../lib/types';
import { ReviewList } from '../../features/reviews/ReviewList';
import { fetchReviews } from '../../features/reviews/reviewsSlice';
import { BuyBox } from './BuyBox';
import { refreshAfterReview } from './refreshAfterReview';
import { Gallery, type GalleryImage } from '../../features/products/Gallery';
import { fetchProduct, selectProductById, selectProductDetail } from '../../features/products/productsSlice';
import { MoreFromShop } from '../../features/products/MoreFromShop';
import { YouMayAlsoLike } from '../../features/products/YouMayAlsoLike';
import { useRecordView } from '../../features/recentlyViewed/useRecordView';
import { ProductBreadcrumbs } from '../../features/products/ProductBreadcrumbs';
import { ReportButton } from '../../features/reports/ReportButton';
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

/** The admin's reason as a sentence of the notice: with its full stop, never two. */
const asSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** A hidden listing opens only for its seller and admins: it says why, and who else sees it. */
function HiddenNotice({ product }: { product: Product }) {
  const isOwn = useAppSelector(selectCurrentUser)?.id === product.seller.id;
  if (!product.hidden_reason) return null;
  return (
    <p className="product-detail__hidden">
      <strong>Hidden by Handmade Market:</strong> {asSentence(product.hidden_reason)}{' '}
      {isOwn ? 'Only you can see this listing.' : 'Only its seller and admins can see this listing.'}
    </p>
  );
}

export default function ProductDetailPage() {
  const dispatch = useAppDispatch();
  const productId = Number(useParams().productId);
  const product = useAppSelector((state) => selectProductById(state, productId));
  const detail = useAppSelector((state) => selectProductDetail(state, productId));
  useRecordView(detail.status === 'succeeded' ? product : undefined);

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
      <HiddenNotice product={product} />
      <div className="product-detail">
        <div className="product-detail__main">
          <Gallery key={product.id} images={galleryImages(product)} title={product.title} />
          <ReviewList
            product={product}
            onChanged={(id) => void dispatch(refreshAfterReview(id))}
            report={(review) => (
              <ReportButton target="review" targetId={review.id} ownerId={review.user_id}>
                Report<span className="visually-hidden"> the review by {review.user}</span>
              </ReportButton>
            )}
          />
        </div>
        <aside className="product-detail__side">
          <BuyBox key={product.id} product={product} />
        </aside>
      </div>
      <MoreFromShop key={product.id} product={product} />
      <YouMayAlsoLike key={`similar-${product.id}`} productId={product.id} />
    </div>
  );
}
