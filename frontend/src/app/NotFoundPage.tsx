import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import RecentlyViewed from '../features/recentlyViewed/RecentlyViewed';
import './NotFoundPage.css';

/** A ball of yarn that rolled away: drawn inline, so the page needs nothing from the network. */
function LostYarn() {
  return (
    <svg className="not-found__art" viewBox="0 0 240 160" role="img" aria-label="A ball of yarn rolling away">
      <path
        d="M20 140 C 70 120, 90 150, 130 132 S 190 120, 200 96"
        className="not-found__yarn"
        fill="none"
        strokeWidth="3"
      />
      <circle className="not-found__ball" cx="175" cy="70" r="42" strokeWidth="4" />
      <path
        d="M140 55 C 160 70, 190 72, 212 60 M136 75 C 160 92, 196 92, 215 78 M150 36 C 160 60, 160 90, 150 108 M172 29 C 188 55, 190 88, 178 111"
        className="not-found__yarn"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M60 30 l6 -14 M48 38 l-12 -8 M70 42 l14 -4"
        className="not-found__motion"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="page not-found">
      <title>Page not found | Handmade Market</title>
      <LostYarn />
      <h1>Page not found</h1>
      <p className="muted">We looked everywhere, but this page seems to have rolled away.</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => navigate(paths.products.href())}
      >
        Return Home
      </button>
      <RecentlyViewed />
    </div>
  );
}
