import type { Mail } from '../mailer';

/** What every mail is built from: plain paragraphs and at most one button, rendered twice (HTML and text). */
export interface MailContent {
  subject: string;
  /** The recipient's first name, for the greeting. */
  name: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Lines of an order, shown as a list between the paragraphs and the button. */
  items?: string[];
  /** A closing line under the button (why they got it, what to do if it was not them). */
  footnote?: string;
  /** How to stop this kind of mail: a page for people, and the one-click address for mail clients. */
  unsubscribe?: { label: string; pageUrl: string; oneClickUrl: string };
}

const SHOP = 'Handmade Market';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The plain-text part: the same words, the link spelt out. */
export function renderText(content: MailContent): string {
  const lines = [`Hi ${content.name},`, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.items) lines.push(...content.items.map((item) => `- ${item}`), '');
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.footnote) lines.push(content.footnote, '');
  lines.push(`— ${SHOP}`);
  if (content.unsubscribe) lines.push('', `${content.unsubscribe.label}: ${content.unsubscribe.pageUrl}`);
  return lines.join('\n');
}

/**
 * The HTML part: one centred column, inline styles and a table layout, which is what common mail clients
 * render alike; every value escaped.
 */
export function renderHtml(content: MailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#2b2522">${escapeHtml(text)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#b44d23;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 24px;border-radius:24px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b605a">Or open this link: <a href="${escapeHtml(content.action.url)}" style="color:#b44d23;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const items = content.items
    ? `<ul style="margin:0 0 16px;padding:0 0 0 20px;font-size:15px;line-height:22px;color:#2b2522">${content.items
        .map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`)
        .join('')}</ul>`
    : '';
  const unsubscribe = content.unsubscribe
    ? `<tr><td style="padding:0 32px 24px;font-size:12px;line-height:18px;color:#6b605a"><a href="${escapeHtml(content.unsubscribe.pageUrl)}" style="color:#6b605a">${escapeHtml(content.unsubscribe.label)}</a></td></tr>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#6b605a">${escapeHtml(content.footnote)}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f7f3ef;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f3ef"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 32px 0;font-family:Georgia,serif;font-size:22px;font-weight:bold;color:#b44d23">${SHOP}</td></tr>
<tr><td style="padding:24px 32px 32px">
${paragraph(`Hi ${content.name},`)}
${content.paragraphs.map(paragraph).join('\n')}
${items}
${button}
${footnote}
</td></tr>${unsubscribe}</table>
</td></tr></table>
</body></html>`;
}

/**
 * The mail to `to` with both parts; one that can be turned off carries `List-Unsubscribe` and
 * `List-Unsubscribe-Post` (RFC 8058), so a mail client's own button turns it off in one click.
 */
export function mailOf(to: string, content: MailContent): Mail {
  const headers = content.unsubscribe && {
    'List-Unsubscribe': `<${content.unsubscribe.oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return {
    to,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
    ...(headers && { headers }),
  };
}
