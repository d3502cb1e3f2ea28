import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/state/hooks';
import { selectSignedUpNow } from '../../app/state/sessionSlice';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { Product, User } from '../../lib/types';
import { ProductImage } from '../../components/ProductImage';
import './LandingPage.css';

/** The landing page of a signed-in shopper: a welcome, the season's promotion and a featured product. */
export default function MemberLanding({ user, product }: { user: User; product: Product | null }) {
  const greeting = useAppSelector(selectSignedUpNow) ? 'Welcome' : 'Welcome back';
  return (
    <>
      <h1 className="landing-welcome">
        {greeting}, {user.first_name}!
      </h1>
      <section className="landing-promo" aria-labelledby="promo-heading">
        <p className="landing-promo__eyebrow">Back to school</p>
        <h2 id="promo-heading">Handmade pencil cases, bags and notebooks for the new term</h2>
        <p>Start the school year with pieces made to last, straight from their makers.</p>
        <Link to={paths.products.href()} className="button button--primary">
          Shop now
        </Link>
      </section>
      <section className="landing-featured" aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured product</h2>
        {product ? (
          <div className="landing-featured__card">
            <ProductImage product={product} eager sizes="(min-width: 1024px) 320px, 60vw" />
            <div>
              <h3>{product.title}</h3>
              <p className="landing-featured__description">{product.description}</p>
              <Link to={paths.product.href(product.id)} className="button button--secondary">
                See this product
              </Link>
            </div>
          </div>
        ) : (
          <Spinner />
        )}
      </section>
    </>
  );
}
