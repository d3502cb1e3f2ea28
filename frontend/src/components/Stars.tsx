import './Stars.css';

interface StarsProps {
  /** 0 to 5, fractions allowed. */
  rating: number;
  size?: 'sm' | 'md';
}

/** Five stars filled to the rating; the number is read out, the shapes are decoration. */
export function Stars({ rating, size = 'sm' }: StarsProps) {
  const clamped = Math.max(0, Math.min(5, rating));
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={`Rated ${clamped} out of 5`}>
      <span className="stars__base" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars__fill" aria-hidden="true" style={{ width: `${(clamped / 5) * 100}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
