/** Mail: the SMTP sender, the outbox on the job queue, the local inbox of development, the templates. */
export { startDevInbox, type DevInbox } from './devInbox';
export { createMailer, type Mail, type Mailer } from './mailer';
export { queueMail, SEND_MAIL, sendMail } from './outbox';
export { mailOf, type MailContent } from './templates/layout';
