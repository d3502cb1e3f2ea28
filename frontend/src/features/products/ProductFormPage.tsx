import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { ProductForm } from './ProductForm';
import { fetchProduct, selectProductById } from './productsSlice';

function Shell({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page">
      <title>{`${title} | Handmade Market`}</title>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

function EditProduct({ productId }: { productId: number }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const product = useAppSelector((state) => selectProductById(state, productId));

  // The form starts from a fresh read (only the detail carries the photos), and stays up while the product is
  // read again after saving.
  const [load, setLoad] = useState<{ done: boolean; error: string | null }>({ done: false, error: null });
  useEffect(() => {
    let live = true;
    void dispatch(fetchProduct(productId)).then((result) => {
      const error = fetchProduct.rejected.match(result)
        ? (result.payload?.message ?? 'Product couldn’t be found')
        : null;
      if (live) setLoad({ done: true, error });
    });
    return () => {
      live = false;
    };
  }, [dispatch, productId]);

  if (!load.done) return <Spinner />;
  if (load.error || !product) return <Shell title={load.error ?? 'Product couldn’t be found'} />;
  if (product.seller_id !== user?.id) {
    return (
      <Shell title="You can only edit your own products.">
        <Link to={paths.product.href(product.id)} className="button button--secondary">
          Back to the product
        </Link>
      </Shell>
    );
  }
  return (
    <Shell title="Edit your product">
      <ProductForm key={product.id} product={product} />
    </Shell>
  );
}

/** Create (/products/new) and edit (/products/:productId/edit) a listing. */
export default function ProductFormPage() {
  const { productId } = useParams();
  if (productId === undefined) {
    return (
      <Shell title="Add new product">
        <ProductForm product={null} />
      </Shell>
    );
  }
  const id = Number(productId);
  if (!Number.isInteger(id) || id < 1) return <Shell title="Product couldn’t be found" />;
  return <EditProduct productId={id} />;
}
