import { MESSAGES } from '@handmade/common';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { signInRequired } from '../../app/state/uiSlice';
import { useFinishAfterSignIn } from '../../app/state/useFinishAfterSignIn';
import { paths } from '../../config/paths';
import { startConversation } from './messagesApi';

// Loaded when the box first opens: the product and shop pages it sits on do not wait for a form's checks.
const Composer = lazy(() => import('./Composer').then(({ Composer }) => ({ default: Composer })));

type MessageSellerProps = { sellerId: number; sellerName: string } & (
  { productId: number; productTitle: string } | { productId?: undefined; productTitle?: undefined }
);

/**
 * "Message the seller" on a product or a shop: visitors are asked to sign in first, and find the message box
 * open once they have; a seller never sees it on their own listing or shop. Sending opens the conversation.
 */
export function MessageSellerButton({ sellerId, sellerName, productId, productTitle }: MessageSellerProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const pendingAction = { kind: 'messageSeller', id: sellerId } as const;
  // Signed in on the way: the message box opens, and takes the focus.
  useFinishAfterSignIn(pendingAction, () => setOpen(true));
  if (user?.id === sellerId) return null;

  async function send(message: string): Promise<string | null> {
    const input =
      productId === undefined ? { recipient_id: sellerId, message } : { product_id: productId, message };
    const result = await dispatch(startConversation(input));
    if (startConversation.rejected.match(result)) {
      const error = result.payload;
      return error?.errors.message ?? error?.message ?? 'Your message could not be sent.';
    }
    void navigate(paths.thread.href(result.payload.id));
    return null;
  }

  return (
    <div className="message-seller">
      <button
        type="button"
        className="button button--secondary message-seller__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() =>
          user ? setOpen((value) => !value) : dispatch(signInRequired(MESSAGES.signInLead, pendingAction))
        }
      >
        Message the seller
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <Composer
              label={
                productTitle
                  ? `Your question to ${sellerName} about ${productTitle}`
                  : `Your message to ${sellerName}`
              }
              onSend={send}
              autoFocus
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
