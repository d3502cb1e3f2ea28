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
