import { EMAIL_CONFIRM_HOURS } from '@handmade/common';
import type { Mail } from '../mailer';
import { mailOf } from './layout';

interface Person {
  first_name: string;
}

/** The link that verifies the account's own address: sent at sign-up and when asked again. */
export function verifyEmailMail(to: Person & { email: string }, url: string): Mail {
  return mailOf(to.email, {
    subject: 'Verify your email for Handmade Market',
    name: to.first_name,
    paragraphs: [
      'Welcome to Handmade Market. Please confirm that this is your email address: shops show buyers and sellers who have verified theirs.',
      `The link works for ${EMAIL_CONFIRM_HOURS} hours.`,
    ],
    action: { label: 'Verify my email', url },
    footnote: 'If you did not make an account, ignore this mail: nothing happens without the link.',
  });
}

/** Sent to a new address the account asked to use: opening it makes the change. */
export function confirmNewEmailMail(to: Person, newEmail: string, url: string): Mail {
  return mailOf(newEmail, {
    subject: 'Confirm your new email for Handmade Market',
    name: to.first_name,
    paragraphs: [
      'You asked to use this address for your Handmade Market account. Your email changes when you open the link below.',
      `The link works for ${EMAIL_CONFIRM_HOURS} hours.`,
    ],
    action: { label: 'Use this email', url },
    footnote: 'If you did not ask for this, ignore this mail: your account keeps its email.',
  });
}
