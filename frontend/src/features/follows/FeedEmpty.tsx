import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** An empty feed says how to fill it. */
export function FeedEmpty() {
  return (
    <div className="empty-state">
      <p className="grid-message">Follow shops you like to see their new pieces here.</p>
      <Link to={paths.products.href()} className="button button--primary">
        Browse products
      </Link>
    </div>
  );
}
