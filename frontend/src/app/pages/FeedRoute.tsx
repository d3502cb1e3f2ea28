import { useEffect } from 'react';
import { useAppDispatch } from '../state/hooks';
import { FeedEmpty } from '../../features/follows/FeedEmpty';
import { feedOpened } from '../../features/follows/followsSlice';
import { ProductGrid } from '../../features/products/ProductGrid';
import { fetchProducts } from '../../features/products/productsSlice';
import { WithProductCardActions } from './WithProductCardActions';
import '../../features/products/ProductsPage.css';

/** The feed's first page; the server marks what it shows as seen. */
const FEED_URL = '/api/feed?limit=24';

/** New listings from the shops the signed-in user follows, newest first, with "Show more". */
export default function FeedRoute() {
  const dispatch = useAppDispatch();

  useEffect(() => {
    void dispatch(fetchProducts({ key: FEED_URL, url: FEED_URL })).then((result) => {
      if (fetchProducts.fulfilled.match(result)) dispatch(feedOpened());
    });
  }, [dispatch]);

  return (
    <div className="page">
      <title>Your feed | Handmade Market</title>
      <div className="products-page__head">
        <h1>New from shops you follow</h1>
      </div>
      <WithProductCardActions>
        <ProductGrid listKey={FEED_URL} empty={<FeedEmpty />} />
      </WithProductCardActions>
    </div>
  );
}
