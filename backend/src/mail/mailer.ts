import nodemailer from 'nodemailer';

/** One mail as the app writes it: both parts, and any headers of its own (List-Unsubscribe...). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Sends over SMTP (`smtp://` or `smtps://` URL, with its credentials), from `from`. */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}
