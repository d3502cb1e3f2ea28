import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it, parsed like a mail client would. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Each header as it came, `Name: value` (a folded one unfolded). */
  headerLines: string[];
}

export interface SmtpInbox {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Resolves with the first mail (received or to come) that `match` accepts. */
  next(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  /** Stops taking connections; `start` takes them again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A real SMTP server on the loopback interface, keeping what it receives: what the tests send mail to. No
 * authentication and no TLS, like a development mail catcher.
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const waiting: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  const receive = (mail: ReceivedMail) => {
    mails.push(mail);
    for (const waiter of [...waiting]) {
      if (waiter.match(mail)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(mail);
      }
    }
  };
  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (parsed) => {
            receive({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headerLines: parsed.headerLines.map((header) => header.line.replace(/\r?\n[ \t]+/g, ' ')),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  let server = makeServer();
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    mails,
    next(match) {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.push({ match, resolve }));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = makeServer();
      await listen();
    },
  };
}
