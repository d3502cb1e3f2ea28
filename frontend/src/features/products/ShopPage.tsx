import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { ProductGrid } from './ProductGrid';
import { fetchProducts, selectListProducts, selectProductList } from './productsSlice';
import { SellerRating } from './SellerRating';
import './ProductsPage.css';

/** A seller's shop: who they are and everything they have listed. */
export default function ShopPage() {
  const dispatch = useAppDispatch();
  const userId = Number(useParams().userId);
  const key = `shop:${userId}`;
  const list = useAppSelector(selectProductList);
  const products = useAppSelector(selectListProducts);
  const seller =
    list.key === key ? products.find((product) => product.seller.id === userId)?.seller : undefined;

  useEffect(() => {
    if (Number.isInteger(userId)) void dispatch(fetchProducts({ key, url: `/api/users/${userId}/products` }));
  }, [dispatch, key, userId]);

  const name = seller ? `${seller.first_name} ${seller.last_name}` : 'Shop';

  return (
    <div className="page">
      <title>{`${name} | Handmade Market`}</title>
      <div className="products-page__head">
        <div>
          <h1>{name}</h1>
          {seller && (
            <p className="muted">
              @{seller.username} · <SellerRating seller={seller} />
            </p>
          )}
        </div>
      </div>
      <ProductGrid
        listKey={key}
        emptyText="This shop has nothing for sale right now. Please check back later."
      />
    </div>
  );
}
