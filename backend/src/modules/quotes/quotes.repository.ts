import { QUOTE_DAYS_OPEN, QUOTE_MESSAGES, type QuoteInput } from '@handmade/common';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import type { ConversationsRepository, MessageRow } from '../conversations';

/** A quote as the accept and decline checks read it, locked. */
export interface QuoteRow {
  id: number;
  conversation_id: number;
  seller_id: number;
  buyer_id: number;
  title: string;
  description: string;
  price: number;
  processing_days: number;
  status: 'open' | 'accepted' | 'declined';
  expired: boolean;
}

export type Answer = 'accepted' | 'declined';

/** Quotes, the private listings they become, and the messages that carry both. */
export function createQuotesRepository(db: Db, conversations: ConversationsRepository) {
  /** A new private listing from the quote: one piece, shipping in its price, in the conversation's category. */
  async function insertPrivateListing(trx: Knex.Transaction, quote: QuoteRow): Promise<number> {
    const conversation = await trx('conversations as c')
      .leftJoin('products as p', 'p.id', 'c.product_id')
      .select('p.category_id')
      .where('c.id', quote.conversation_id)
      .first();
    const newestOwn = await trx('products')
      .select('category_id')
      .where({ seller_id: quote.seller_id })
      .whereNull('private_buyer_id')
      .orderBy('id', 'desc')
      .first();
    const [row] = await trx('products')
      .insert({
        title: quote.title,
        description: quote.description,
        price: quote.price,
        inventory: 1,
        category_id: conversation?.category_id ?? newestOwn?.category_id ?? 1,
        seller_id: quote.seller_id,
        private_buyer_id: quote.buyer_id,
        processing_days: quote.processing_days,
      })
      .returning('id');
    return row.id as number;
  }

  return {
    /** The seller of the listing a conversation is about, or null (started from a shop, or deleted since). */
    async listingSellerOf(conversationId: number): Promise<number | null> {
      const row = await db('conversations as c')
        .leftJoin('products as p', 'p.id', 'c.product_id')
        .select('p.seller_id')
        .where('c.id', conversationId)
        .first();
      return row?.seller_id ?? null;
    },

    /** The quote, open for `QUOTE_DAYS_OPEN` days, and the seller's message that sends it, in one transaction. */
    async send(
      conversationId: number,
      parties: { sellerId: number; buyerId: number },
      input: QuoteInput,
    ): Promise<MessageRow> {
      return db.transaction(async (trx) => {
        const [quote] = await trx('quotes')
          .insert({
            conversation_id: conversationId,
            seller_id: parties.sellerId,
            buyer_id: parties.buyerId,
            title: input.title,
            description: input.description,
            price: input.price,
            processing_days: input.processing_days,
            expires_at: trx.raw(`now() + interval '${QUOTE_DAYS_OPEN} days'`),
          })
          .returning('id');
        return conversations.insertMessage(trx, conversationId, {
          senderId: parties.sellerId,
          recipientId: parties.buyerId,
          body: QUOTE_MESSAGES.sentBody(input.title),
          quoteId: quote.id as number,
        });
      });
    },

    /**
     * Checks the quote locked with `check` (which throws to refuse, and then nothing is written), then writes
     * the buyer's answer: the status, their message, and for an acceptance the private listing and its line in
     * their cart. Both participants' threads are told the quote changed. The private listing's id, if any.
     */
    async answer(
      quoteId: number,
      answer: Answer,
      check: (quote: QuoteRow | undefined) => QuoteRow,
    ): Promise<number | null> {
      return db.transaction(async (trx) => {
        const quote: QuoteRow | undefined = await trx('quotes')
          .select('*', trx.raw('expires_at <= now() AS expired'))
          .where({ id: quoteId })
          .forUpdate()
          .first();
        const found = check(quote);
        let productId: number | null = null;
        if (answer === 'accepted') {
          productId = await insertPrivateListing(trx, found);
          const cart = await trx('carts').select('id').where({ user_id: found.buyer_id }).first();
          await trx('cart_items').insert({ cart_id: cart.id, product_id: productId, quantity: 1 });
        }
        await trx('quotes')
          .where({ id: found.id })
          .update({ status: answer, answered_at: trx.fn.now(), product_id: productId });
        await conversations.insertMessage(trx, found.conversation_id, {
          senderId: found.buyer_id,
          recipientId: found.seller_id,
          body: (answer === 'accepted' ? QUOTE_MESSAGES.acceptedBody : QUOTE_MESSAGES.declinedBody)(
            found.title,
          ),
        });
        const sent = await trx('messages').select('id').where({ quote_id: found.id }).first();
        const message = await conversations.message(trx, sent.id as number);
        if (message) await conversations.announceChanged(trx, message);
        return productId;
      });
    },

    /** The message that sent the quote, with the quote as it is now. */
    async messageOf(quoteId: number): Promise<MessageRow | undefined> {
      const sent = await db('messages').select('id').where({ quote_id: quoteId }).first();
      return sent && conversations.message(db, sent.id as number);
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
