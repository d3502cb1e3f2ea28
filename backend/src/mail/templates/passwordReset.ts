import { PASSWORD_RESET_MINUTES } from '@handmade/common';
import type { Mail } from '../mailer';
import { mailOf, type MailContent } from './layout';

/** The link to choose a new password; it works once, for an hour. */
export function passwordResetMail(to: { email: string; first_name: string }, url: string): Mail {
  const content: MailContent = {
    subject: 'Reset your Handmade Market password',
    name: to.first_name,
    paragraphs: [
      'Someone asked to reset the password of your Handmade Market account. Choose a new one with the button below.',
      `The link works once, for ${PASSWORD_RESET_MINUTES} minutes. Choosing a new password signs you out everywhere.`,
    ],
    action: { label: 'Choose a new password', url },
    footnote: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  };
  return mailOf(to.email, content);
}

/** Told after the password changed, by a reset or on the account page. */
export function passwordChangedMail(to: { email: string; first_name: string }, signInUrl: string): Mail {
  const content: MailContent = {
    subject: 'Your Handmade Market password was changed',
    name: to.first_name,
    paragraphs: [
      'The password of your Handmade Market account was just changed, and every other session was signed out.',
    ],
    action: { label: 'Sign in', url: signInUrl },
    footnote: 'If this was not you, reset your password from the sign-in page at once.',
  };
  return mailOf(to.email, content);
}
