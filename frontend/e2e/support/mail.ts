import { expect, inject } from 'vitest';

/** A mail as the local inbox (MailDev) keeps it. */
export interface InboxMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
}

/** Waits for the mail to `address` with `subject` in the local inbox (the job queue sends it), and returns it. */
export async function mailTo(address: string, subject: string): Promise<InboxMail> {
  const mailUrl = inject('mailUrl');
  let found: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${mailUrl}/email`)).json()) as InboxMail[];
        found = mails.find(
          (mail) => mail.subject === subject && mail.to.some((to) => to.address === address.toLowerCase()),
        );
        return Boolean(found);
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(true);
  return found!;
}
