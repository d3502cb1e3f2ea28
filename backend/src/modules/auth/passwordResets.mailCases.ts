/** Run by src/mail/mail.test.ts, with every other mail test (test/mailTesting.ts says why). */
import { MESSAGES, PASSWORD_RESET_MESSAGES } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { signUp, unique } from '../../../test/testApp';
import type { ReceivedMail } from '../../../test/smtpInbox';
import { inbox, test } from '../../../test/mailTesting';
import { queueMail } from '../../mail';

const to = (email: string) => (mail: ReceivedMail) => mail.to.includes(email.toLowerCase());
const linkIn = (mail: ReceivedMail) =>
  /https:\/\/market\.example\.com\/reset-password\?token=([\w-]+)/.exec(mail.text);
const resetFor = (email: string) => test.request().post('/api/auth/password-reset').send({ email });

async function mailedToken(email: string): Promise<string> {
  await resetFor(email).expect(202);
  const mail = await inbox.next((m) => to(email)(m) && m.subject === 'Reset your Handmade Market password');
  return linkIn(mail)![1]!;
}

describe('password reset by mail', () => {
  it('mails a link that sets a new password once, ends every session and says so by mail', async () => {
    const user = await signUp(test);
    const res = await resetFor(user.user.email.toUpperCase()).expect(202);
    expect(res.body).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
    const mail = await inbox.next(
      (m) => to(user.user.email)(m) && m.subject === 'Reset your Handmade Market password',
    );
    expect(mail.text).toContain(`Hi ${user.user.first_name},`);
    expect(mail.html).toContain('Choose a new password');
    const token = linkIn(mail)![1]!;
    expect(mail.html).toContain(`https://market.example.com/reset-password?token=${token}`);

    await test
      .request()
      .post('/api/auth/password-reset/confirm')
      .send({ token, new_password: 'kiln-fired-teapot' })
      .expect(200, { message: PASSWORD_RESET_MESSAGES.done });
    await user.agent.get('/api/auth').expect(401);
    await test
      .request()
      .post('/api/auth/login')
      .send({ email: user.user.email, password: 'kiln-fired-teapot' })
      .expect(200);
    await test
      .request()
      .post('/api/auth/login')
      .send({ email: user.user.email, password: user.password })
      .expect(401);

    const again = await test
      .request()
      .post('/api/auth/password-reset/confirm')
      .send({ token, new_password: 'another-new-one' })
      .expect(400);
    expect(again.body.errors).toEqual({ token: PASSWORD_RESET_MESSAGES.tokenInvalid });
    const changed = await inbox.next(
      (m) => to(user.user.email)(m) && m.subject === 'Your Handmade Market password was changed',
    );
    expect(changed.html).toContain('every other session was signed out');
  });

  it('tells the account by mail when its password is changed on the account page', async () => {
    const user = await signUp(test);
    await user.agent
      .put('/api/auth/password')
      .send({ current_password: user.password, new_password: 'glazed-stoneware-9' })
      .expect(200);
    const mail = await inbox.next(
      (m) => to(user.user.email)(m) && m.subject === 'Your Handmade Market password was changed',
    );
    expect(mail.text).toContain(`Hi ${user.user.first_name},`);
    expect(mail.headerLines.some((line) => /^List-Unsubscribe:/i.test(line))).toBe(false);
  });

  it('answers an unknown email exactly like a known one, and mails nobody', async () => {
    const stranger = `${unique('nobody')}@example.com`;
    const res = await resetFor(stranger).expect(202);
    expect(res.body).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
    // A known address asked after it is mailed after it was handled: by then nothing went to the stranger.
    const user = await signUp(test);
    await mailedToken(user.user.email);
    expect(inbox.mails.filter(to(stranger))).toEqual([]);
  });

  it('refuses an expired link, a made-up one and a weak password, changing nothing', async () => {
    const user = await signUp(test);
    const token = await mailedToken(user.user.email);
    const weak = await test
      .request()
      .post('/api/auth/password-reset/confirm')
      .send({ token, new_password: 'password' })
      .expect(400);
    expect(weak.body.errors).toEqual({ newPassword: MESSAGES.passwordCommon });
    const short = await test
      .request()
      .post('/api/auth/password-reset/confirm')
      .send({ token: '', new_password: 'abc' })
      .expect(400);
    expect(short.body.errors).toEqual({
      token: PASSWORD_RESET_MESSAGES.tokenInvalid,
      newPassword: MESSAGES.passwordShort,
    });
    await test
      .request()
      .post('/api/auth/password-reset/confirm')
      .send({ token: 'made-up-token', new_password: 'kiln-fired-teapot' })
      .expect(400);
    await test
      .db('password_resets')
      .whereIn('user_id', test.db('users').select('id').where({ email: user.user.email }))
      .update({ expires_at: test.db.raw("now() - interval '1 second'") });
    await test
      .request()
      .post('/api/auth/password-reset/confirm')
      .send({ token, new_password: 'kiln-fired-teapot' })
      .expect(400);
    await user.agent.get('/api/auth').expect(200);
  });

  it('limits the links asked for one address', async () => {
    const email = `${unique('flood')}@example.com`;
    for (let i = 0; i < 5; i += 1) await resetFor(email).expect(202);
    const res = await resetFor(email).expect(429);
    expect(res.body.message).toMatch(/Too many links/);
    await resetFor(`${unique('other')}@example.com`).expect(202);
  });
});

describe('the outbox', () => {
  const mail = (subject: string) => ({
    to: 'outbox@example.com',
    subject,
    text: 'Plain words.',
    html: '<p>Plain words.</p>',
  });

  it('sends nothing queued by a change that rolled back', async () => {
    const rolledBack = unique('rolled back ');
    await expect(
      test.db.transaction(async (trx) => {
        await queueMail(trx, mail(rolledBack));
        throw new Error('the change fails after queueing its mail');
      }),
    ).rejects.toThrow('the change fails');
    const marker = unique('committed ');
    await queueMail(test.db, mail(marker));
    await inbox.next((m) => m.subject === marker);
    expect(inbox.mails.filter((m) => m.subject === rolledBack)).toEqual([]);
  });

  it('keeps mail while the SMTP server is down and sends it once when it is back', async () => {
    await inbox.stop();
    const subject = unique('during the outage ');
    const jobId = await queueMail(test.db, mail(subject));
    // The queue has tried and failed at least once before the server comes back.
    for (;;) {
      const { rows } = await test.db.raw<{ rows: { attempts: number }[] }>(
        'SELECT attempts FROM graphile_worker.jobs WHERE id = ?',
        [jobId],
      );
      if ((rows[0]?.attempts ?? 0) >= 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(inbox.mails.filter((m) => m.subject === subject)).toEqual([]);
    await inbox.start();
    await inbox.next((m) => m.subject === subject);
    for (;;) {
      const { rows } = await test.db.raw<{ rows: unknown[] }>(
        'SELECT 1 FROM graphile_worker.jobs WHERE id = ?',
        [jobId],
      );
      if (rows.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(inbox.mails.filter((m) => m.subject === subject)).toHaveLength(1);
  }, 30_000);
});
