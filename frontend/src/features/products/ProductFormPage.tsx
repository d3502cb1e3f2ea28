import { useParams } from 'react-router-dom';

/** Create (/products/new) and edit (/products/:productId/edit) a listing; the form is still to be built. */
export default function ProductFormPage() {
  const { productId } = useParams();
  return (
    <div className="page">
      <h1>{productId ? 'Edit your product' : 'Add new product'}</h1>
      <p className="muted">This page is on its way.</p>
    </div>
  );
}
