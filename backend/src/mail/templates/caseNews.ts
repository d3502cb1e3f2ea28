import { excerpt } from './conversationNews';
import { mailOf } from './layout';
import type { CaseForMail, MailLinks, News, Recipient } from './news';
import { money } from './orderNews';

/** The steps of a case its people are told of. */
export type CaseStepNews = 'opened' | 'message' | 'escalated' | 'resolved';

/** One piece of case news for one person in it. */
export interface CaseTelling {
  to: Recipient;
  news: News;
}

const WHAT: Record<CaseForMail['reason'], string> = {
  not_received: 'has not arrived',
  not_as_described: 'is not as described',
};

/**
 * Who hears of a step of a case, and what: an opened case to the seller, a message to the others in it,
 * an escalation and a resolution to both. `linksFor` gives each person's links (their unsubscribe).
 */
export function caseNews(
  kase: CaseForMail,
  step: CaseStepNews,
  linksFor: (to: Recipient) => MailLinks,
): CaseTelling[] {
  const link = `/cases/${kase.case_id}`;
  const order = `order ${kase.order_number}`;
  const tell = (
    to: Recipient,
    kind: News['notice']['kind'],
    title: string,
    body: string,
    paragraphs: string[],
    subject = title,
  ): CaseTelling => {
    const links = linksFor(to);
    return {
      to,
      news: {
        notice: { kind, title, body, link },
        mail: mailOf(to.email, {
          subject,
          name: to.first_name,
          paragraphs,
          action: { label: 'See the case', url: `${links.site}${link}` },
          unsubscribe: links.unsubscribe,
        }),
      },
    };
  };

  if (step === 'opened') {
    return [
      tell(
        kase.seller,
        'case_opened',
        `${kase.buyer.username} opened a case on ${order}`,
        `They say it ${WHAT[kase.reason]}.`,
        [
          `${kase.buyer.username} opened a case on ${order}: they say it ${WHAT[kase.reason]}.`,
          'Answer them in the case and try to set it right. If you have not settled it in 3 days, they can ask Handmade Market to decide.',
        ],
      ),
    ];
  }
  if (step === 'message' && kase.message) {
    const { author, body, photo, author_role } = kase.message;
    const text = body ? `“${excerpt(body)}”` : 'A photo.';
    const others =
      author_role === 'buyer'
        ? [kase.seller]
        : author_role === 'seller'
          ? [kase.buyer]
          : [kase.buyer, kase.seller];
    const who = author_role === 'admin' ? 'Handmade Market' : author;
    return others.map((to) =>
      tell(to, 'case_message', `${who} wrote in the case on ${order}`, text, [
        `${who} wrote in the case on ${order}:`,
        ...(body ? [`“${excerpt(body, 600)}”`] : []),
        ...(photo ? ['They added a photo.'] : []),
      ]),
    );
  }
  if (step === 'escalated') {
    return [
      tell(
        kase.seller,
        'case_escalated',
        `Handmade Market will decide the case on ${order}`,
        `${kase.buyer.username} asked us to decide.`,
        [
          `${kase.buyer.username} asked Handmade Market to decide their case on ${order}.`,
          'We will read the case and decide. You can still add what we should know in it.',
        ],
      ),
      tell(
        kase.buyer,
        'case_escalated',
        `We will decide your case on ${order}`,
        'We will read it and tell you.',
        [
          `You asked Handmade Market to decide your case on ${order}. We will read it and tell you what we decide.`,
        ],
      ),
    ];
  }
  if (step === 'resolved') {
    const refund = kase.refund ?? 0;
    const outcome =
      refund > 0
        ? `${money(refund)} is refunded (a practice refund: no money moves).`
        : 'No refund is given.';
    const note = kase.resolution_note ? [`“${kase.resolution_note}”`] : [];
    return [kase.buyer, kase.seller].map((to) =>
      tell(to, 'case_resolved', `The case on ${order} is resolved`, outcome, [
        `Handmade Market resolved the case on ${order}. ${outcome}`,
        ...note,
      ]),
    );
  }
  return [];
}
