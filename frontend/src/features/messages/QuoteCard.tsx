import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { CustomOrderTag } from '../../components/CustomOrderTag';
import { paths } from '../../config/paths';
import { formatMoney, formatShortDate } from '../../lib/format';
import type { Quote } from '../../lib/types';
import { acceptQuote, declineQuote } from './messagesApi';

interface QuoteCardProps {
  quote: Quote;
  /** The message that carries it. */
  messageId: number;
  /** The buyer answers an open quote; the seller who sent it waits for that answer. */
  viewer: 'buyer' | 'seller';
  /** The buyer's first name, for the seller's "Waiting for …". */
  buyerName: string;
}

function StatusLine({ quote }: { quote: Quote }) {
  if (quote.status === 'open') return <>Open until {formatShortDate(quote.expires_at)}</>;
  if (quote.status === 'declined') return <>Declined</>;
  if (quote.status === 'expired') return <>Expired</>;
  return (
    <>
      Accepted
      {quote.product_id !== null && (
        <>
          {' · '}
          <Link to={paths.product.href(quote.product_id)}>View the listing</Link>
        </>
      )}
    </>
  );
}

/**
 * A custom order a seller offered in a thread: what, for how much, how soon, and where it stands. The buyer
 * accepts an open one (its private listing goes into their cart) or declines it.
 */
export function QuoteCard({ quote, messageId, viewer, buyerName }: QuoteCardProps) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [addedToCart, setAddedToCart] = useState(false);
  const cartLinkRef = useRef<HTMLAnchorElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const titleId = `quote-${quote.id}-title`;
  const days = quote.processing_days;

  // The buttons go once the answer is in, so the keyboard moves on to what replaced them.
  useEffect(() => {
    if (addedToCart) cartLinkRef.current?.focus();
  }, [addedToCart]);

  async function answer(accept: boolean) {
    setPending(true);
    setRefusal(null);
    const ref = { quoteId: quote.id, messageId };
    const result = await dispatch(accept ? acceptQuote(ref) : declineQuote(ref));
    setPending(false);
    if (acceptQuote.rejected.match(result) || declineQuote.rejected.match(result)) {
      setRefusal(result.payload?.message ?? 'Your answer could not be sent. Please try again.');
    } else if (accept) setAddedToCart(true);
    else requestAnimationFrame(() => statusRef.current?.focus());
  }

  return (
    <article className={`quote-card quote-card--${quote.status}`} aria-labelledby={titleId}>
      <CustomOrderTag />
      <h2 id={titleId} className="quote-card__title">
        {quote.title}
      </h2>
      <p className="quote-card__description">{quote.description}</p>
      <p className="quote-card__price">
        {formatMoney(quote.price)} <span className="quote-card__note">shipping included</span>
      </p>
      <p className="quote-card__days">
        Made and shipped within {days} {days === 1 ? 'day' : 'days'}
      </p>
      <p ref={statusRef} className="quote-card__status" tabIndex={-1}>
        <StatusLine quote={quote} />
      </p>
      {refusal && (
        <p className="form-error quote-card__refusal" role="alert">
          {refusal}
        </p>
      )}
      {addedToCart && quote.status === 'accepted' && (
        <p className="quote-card__added">
          Added to your cart.{' '}
          <Link ref={cartLinkRef} to={paths.cart.href()} className="button button--primary">
            Go to your cart
          </Link>
        </p>
      )}
      {quote.status === 'open' && viewer === 'seller' && (
        <p className="quote-card__waiting">Waiting for {buyerName}’s answer</p>
      )}
      {quote.status === 'open' && viewer === 'buyer' && (
        <div className="quote-card__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={pending}
            onClick={() => void answer(true)}
          >
            Accept and add to cart
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={pending}
            onClick={() => void answer(false)}
          >
            Decline
          </button>
        </div>
      )}
    </article>
  );
}
