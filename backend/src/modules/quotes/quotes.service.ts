import { QUOTE_MESSAGES, type Message, type Quote, type QuoteInput } from '@handmade/common';
import { conflict, forbidden, notFound } from '../../http/httpError';
import type { CartItem, CartService } from '../cart';
import { toMessage, type ConversationsService } from '../conversations';
import type { User } from '../users';
import type { QuoteRow, QuotesRepository } from './quotes.repository';

/**
 * Custom orders: the seller in a conversation quotes a piece; the buyer accepts it (a private listing only
 * they can see and buy, already in their cart) or declines it, while it is open (`QUOTE_DAYS_OPEN` days).
 */
export function createQuotesService(
  quotes: QuotesRepository,
  { conversations, cart }: { conversations: ConversationsService; cart: CartService },
) {
  /** The quote, if the user is its buyer and it is still open: 404 to strangers, 403 to its seller, else 409. */
  const openFor =
    (user: User) =>
    (quote: QuoteRow | undefined): QuoteRow => {
      if (!quote || (quote.buyer_id !== user.id && quote.seller_id !== user.id)) {
        throw notFound(QUOTE_MESSAGES.notFound);
      }
      if (quote.buyer_id !== user.id) throw forbidden(QUOTE_MESSAGES.buyerOnly);
      if (quote.status !== 'open') throw conflict(QUOTE_MESSAGES.notOpen);
      if (quote.expired) throw conflict(QUOTE_MESSAGES.expired);
      return quote;
    };

  const quoteNow = async (quoteId: number): Promise<Quote> => {
    const message = await quotes.messageOf(quoteId);
    const quote = message && toMessage(message).quote;
    if (!quote) throw notFound(QUOTE_MESSAGES.notFound);
    return quote;
  };

  return {
    /**
     * Sends a quote to the other participant. In a conversation about a listing only its seller may; in one
     * started from a shop either participant may offer to make something.
     */
    async send(user: User, conversationId: number, input: QuoteInput): Promise<Message> {
      const { user_low, user_high } = await conversations.participantOf(user, conversationId);
      const listingSeller = await quotes.listingSellerOf(conversationId);
      if (listingSeller !== null && listingSeller !== user.id) throw forbidden(QUOTE_MESSAGES.sellerOnly);
      const buyerId = user_low === user.id ? user_high : user_low;
      return toMessage(await quotes.send(conversationId, { sellerId: user.id, buyerId }, input));
    },

    async accept(user: User, quoteId: number): Promise<{ quote: Quote; cart_item: CartItem }> {
      const productId = await quotes.answer(quoteId, 'accepted', openFor(user));
      const { cart_items } = await cart.get(user);
      const cartItem = cart_items.find((item) => item.product_id === productId);
      // The buyer removed the line or the seller deleted the listing in the meantime.
      if (!cartItem) throw notFound(QUOTE_MESSAGES.notFound);
      return { quote: await quoteNow(quoteId), cart_item: cartItem };
    },

    async decline(user: User, quoteId: number): Promise<{ quote: Quote }> {
      await quotes.answer(quoteId, 'declined', openFor(user));
      return { quote: await quoteNow(quoteId) };
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
