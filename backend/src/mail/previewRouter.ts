import { Router } from 'express';
import { sampleMails } from './templates/samples';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * `/dev/mail`: every mail the shop sends, made from sample data, to read while changing a template; each
 * as HTML (`/dev/mail/<name>`) and as plain text (`/dev/mail/<name>.txt`). Served outside production only.
 */
export function createMailPreviewRouter(siteUrl: string): Router {
  const router = Router();

  router.get('/', (_req, res) => {
    const items = Object.entries(sampleMails(siteUrl))
      .map(
        ([name, mail]) =>
          `<li><a href="/dev/mail/${name}">${escapeHtml(mail.subject)}</a> · <a href="/dev/mail/${name}.txt">text</a></li>`,
      )
      .join('\n');
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail templates</title></head><body style="font-family:sans-serif;max-width:720px;margin:32px auto;line-height:1.6"><h1>Mail templates</h1><p>Every mail the shop sends, made from sample data. The templates live in <code>backend/src/mail/templates</code>.</p><ul>${items}</ul></body></html>`,
      );
  });

  router.get('/:name', (req, res) => {
    const text = req.params.name.endsWith('.txt');
    const mail = sampleMails(siteUrl)[req.params.name.replace(/\.txt$/, '')];
    if (!mail) {
      res.status(404).type('text').send('No such mail template.');
      return;
    }
    if (text) res.type('text').send(`Subject: ${mail.subject}\n\n${mail.text}`);
    else res.type('html').send(mail.html);
  });

  return router;
}
