/** Mail: the SMTP sender, the outbox on the job queue, the local inbox of development, the templates. */
export { startDevInbox, type DevInbox } from './devInbox';
export { createMailer, type Mail, type Mailer } from './mailer';
export { queueMail, SEND_MAIL, sendMail } from './outbox';
export { mailOf, type MailContent } from './templates/layout';
export { emailChangedNews, passwordChangedNews } from './templates/accountNews';
export { messageNews, replyNews, reviewNews } from './templates/conversationNews';
export { confirmNewEmailMail, verifyEmailMail } from './templates/emailConfirmationMails';
export { caseNews, type CaseStepNews } from './templates/caseNews';
export { favoriteNews } from './templates/favoriteNews';
export type {
  CaseForMail,
  DecidedReport,
  FavoriteChange,
  FavoriteForMail,
  MailLine,
  ModeratedListing,
  MailLinks,
  MessageForMail,
  NewNotice,
  News,
  OrderForMail,
  Recipient,
  ReviewForMail,
  ShipmentForMail,
} from './templates/news';
export { listingModeratedNews, reportDecidedNotice } from './templates/moderationNews';
export { receiptNews, saleNews, shipmentNews } from './templates/orderNews';
export { passwordResetMail } from './templates/passwordResetMail';
export { createMailPreviewRouter } from './previewRouter';
