import { mailOf } from './layout';
import type { MailLinks, News, MessageForMail, ReviewForMail } from './news';

/** The first words of a text, for a notice or a mail that links to the rest. */
export const excerpt = (text: string, length = 140) =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;

const about = (title: string | null) => (title ? ` about “${title}”` : '');

/** A message its recipient has not read: who wrote, the first words, the way back to the thread. */
export function messageNews(message: MessageForMail, links: MailLinks): News {
  const link = `/messages/${message.conversation_id}`;
  return {
    notice: {
      kind: 'message',
      title: `New message from ${message.sender}`,
      body: excerpt(message.body),
      link,
    },
    mail: mailOf(message.recipient.email, {
      subject: `New message from ${message.sender}${about(message.product_title)}`,
      name: message.recipient.first_name,
      paragraphs: [
        `${message.sender} wrote to you${about(message.product_title)} on Handmade Market:`,
        `“${excerpt(message.body, 600)}”`,
      ],
      action: { label: 'Reply', url: `${links.site}${link}` },
      footnote: 'While a conversation goes on, we mail you about it at most once every 15 minutes.',
      unsubscribe: links.unsubscribe,
    }),
  };
}

const starsText = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/** The seller told of a review of their product. */
export function reviewNews(review: ReviewForMail, links: MailLinks): News {
  const link = `/products/${review.product_id}`;
  return {
    notice: {
      kind: 'review',
      title: `${review.author.username} reviewed “${review.product_title}”`,
      body: `${starsText(review.stars)}: “${excerpt(review.review)}”`,
      link,
    },
    mail: mailOf(review.seller.email, {
      subject: `New review of ${review.product_title}: ${starsText(review.stars)}`,
      name: review.seller.first_name,
      paragraphs: [
        `${review.author.username} gave “${review.product_title}” ${starsText(review.stars)}:`,
        `“${excerpt(review.review, 600)}”`,
        'You can reply to it under the review on the product page.',
      ],
      action: { label: 'See the review', url: `${links.site}${link}` },
      unsubscribe: links.unsubscribe,
    }),
  };
}

/** The review's author told of the seller's reply. */
export function replyNews(review: ReviewForMail & { reply: string }, links: MailLinks): News {
  const link = `/products/${review.product_id}`;
  return {
    notice: {
      kind: 'review_reply',
      title: `${review.shop} replied to your review`,
      body: `On “${review.product_title}”: “${excerpt(review.reply)}”`,
      link,
    },
    mail: mailOf(review.author.email, {
      subject: `${review.shop} replied to your review of ${review.product_title}`,
      name: review.author.first_name,
      paragraphs: [
        `${review.shop} replied to your review of “${review.product_title}”:`,
        `“${excerpt(review.reply, 600)}”`,
      ],
      action: { label: 'See the reply', url: `${links.site}${link}` },
      unsubscribe: links.unsubscribe,
    }),
  };
}
