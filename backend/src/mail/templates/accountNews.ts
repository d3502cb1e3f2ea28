import { mailOf } from './layout';
import type { News, Recipient } from './news';

/** `a***@example.com`: enough for the owner to recognise the address, not enough to write to it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

/** Told after the password changed, by a reset or on the account page. A security mail: always sent. */
export function passwordChangedNews(user: Recipient, siteUrl: string): News {
  return {
    notice: {
      kind: 'password_changed',
      title: 'Your password was changed',
      body: 'Every other session was signed out. If this was not you, reset your password at once.',
      link: '/account',
    },
    mail: mailOf(user.email, {
      subject: 'Your Handmade Market password was changed',
      name: user.first_name,
      paragraphs: [
        'The password of your Handmade Market account was just changed, and every other session was signed out.',
      ],
      action: { label: 'Sign in', url: `${siteUrl}/` },
      footnote: 'If this was not you, reset your password from the sign-in page at once.',
    }),
  };
}

/** Told at the old address once the new one is confirmed. A security mail: always sent. */
export function emailChangedNews(user: Recipient, oldEmail: string, siteUrl: string): News {
  return {
    notice: {
      kind: 'email_changed',
      title: 'Your email was changed',
      body: `Mail about your account and orders now goes to ${user.email}.`,
      link: '/account',
    },
    mail: mailOf(oldEmail, {
      subject: 'Your Handmade Market email was changed',
      name: user.first_name,
      paragraphs: [
        `The email of your Handmade Market account is now ${maskEmail(user.email)}. Mail about your account and orders goes there from now on.`,
      ],
      action: { label: 'Open Handmade Market', url: `${siteUrl}/` },
      footnote:
        'If this was not you, reply to this mail at once: someone who knows your password changed it.',
    }),
  };
}
