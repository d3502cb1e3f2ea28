/** Run by src/mail/mail.test.ts, with every other mail test (test/mailTesting.ts says why). */
import { EMAIL_MESSAGES, MESSAGES, noticesAnswerSchema, userAnswerSchema } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { signUp, unique } from '../../../test/testApp';
import type { ReceivedMail } from '../../../test/smtpInbox';
import { inbox, test } from '../../../test/mailTesting';

const mailTo = (email: string, subject: string) => (mail: ReceivedMail) =>
  mail.to.includes(email.toLowerCase()) && mail.subject === subject;
const tokenIn = (mail: ReceivedMail) =>
  /https:\/\/market\.example\.com\/verify-email\?token=([\w-]+)/.exec(mail.text)![1]!;
const confirm = (token: string) => test.request().post('/api/auth/verify-email/confirm').send({ token });
const VERIFY_SUBJECT = 'Verify your email for Handmade Market';

describe('email verification', () => {
  it('mails a link at sign-up that verifies the account once; the shop shows it', async () => {
    const user = await signUp(test);
    expect(user.user.email_verified).toBe(false);
    const mail = await inbox.next(mailTo(user.user.email, VERIFY_SUBJECT));
    expect(mail.text).toContain(`Hi ${user.user.first_name},`);
    expect(mail.html).toContain('Verify my email');

    const res = await confirm(tokenIn(mail)).expect(200);
    expect(userAnswerSchema.parse(res.body)).toMatchObject({ id: user.user.id, email_verified: true });
    await user.agent
      .get('/api/auth')
      .expect(200)
      .expect((me) => expect(me.body.email_verified).toBe(true));
    const shop = await test.request().get(`/api/users/${user.user.id}`).expect(200);
    expect(shop.body.email_verified).toBe(true);

    const again = await confirm(tokenIn(mail)).expect(400);
    expect(again.body.errors).toEqual({ token: EMAIL_MESSAGES.tokenInvalid });
    await user.agent.post('/api/auth/verify-email').expect(409);
  });

  it('sends a new link on request, to a signed-in user only', async () => {
    await test.request().post('/api/auth/verify-email').expect(401);
    const user = await signUp(test);
    await inbox.next(mailTo(user.user.email, VERIFY_SUBJECT));
    const res = await user.agent.post('/api/auth/verify-email').expect(200);
    expect(res.body).toEqual({ message: EMAIL_MESSAGES.verificationSent(user.user.email) });
    const resent = await inbox.next(mailTo(user.user.email, VERIFY_SUBJECT));
    await confirm(tokenIn(resent)).expect(200);
  });

  it('refuses a made-up or missing token, keyed by token', async () => {
    const made = await confirm('not-a-token').expect(400);
    expect(made.body.errors).toEqual({ token: EMAIL_MESSAGES.tokenInvalid });
    const missing = await test.request().post('/api/auth/verify-email/confirm').send({}).expect(400);
    expect(Object.keys(missing.body.errors)).toEqual(['token']);
  });
});

describe('changing the email', () => {
  it('asks the new address to confirm, then changes it and tells the old one without spelling the new one', async () => {
    const user = await signUp(test);
    const newEmail = `${unique()}@example.org`;
    const res = await user.agent
      .put('/api/auth/email')
      .send({ email: newEmail, password: user.password })
      .expect(202);
    expect(res.body).toEqual({ message: EMAIL_MESSAGES.changeSent(newEmail) });
    // Nothing changes before the link is opened.
    await user.agent.get('/api/auth').expect((me) => expect(me.body.email).toBe(user.user.email));

    const mail = await inbox.next(mailTo(newEmail, 'Confirm your new email for Handmade Market'));
    const confirmed = await confirm(tokenIn(mail)).expect(200);
    expect(confirmed.body).toMatchObject({ email: newEmail, email_verified: true });
    await test
      .request()
      .post('/api/auth/login')
      .send({ email: newEmail, password: user.password })
      .expect(200);

    const told = await inbox.next(mailTo(user.user.email, 'Your Handmade Market email was changed'));
    expect(told.text).toContain('***@example.org');
    expect(told.text).not.toContain(newEmail);
    expect(told.html).not.toContain(newEmail);
    const bell = noticesAnswerSchema.parse((await user.agent.get('/api/notifications')).body);
    expect(bell.notifications.map((notice) => notice.kind)).toContain('email_changed');
  });

  it('refuses a wrong password, a taken address and the same address, keyed by field, changing nothing', async () => {
    const user = await signUp(test);
    const other = await signUp(test);
    const wrong = await user.agent
      .put('/api/auth/email')
      .send({ email: `${unique()}@example.org`, password: 'not my password' })
      .expect(400);
    expect(wrong.body.errors).toEqual({ password: MESSAGES.currentPasswordWrong });
    const taken = await user.agent
      .put('/api/auth/email')
      .send({ email: other.user.email.toUpperCase(), password: user.password })
      .expect(400);
    expect(taken.body.errors).toEqual({ email: MESSAGES.emailTaken });
    const same = await user.agent
      .put('/api/auth/email')
      .send({ email: user.user.email, password: user.password })
      .expect(400);
    expect(same.body.errors).toEqual({ email: EMAIL_MESSAGES.sameEmail });
    const invalid = await user.agent
      .put('/api/auth/email')
      .send({ email: 'not-an-email', password: user.password })
      .expect(400);
    expect(invalid.body.errors).toEqual({ email: MESSAGES.emailInvalid });
    await test.request().put('/api/auth/email').send({ email: 'a@b.co', password: 'x' }).expect(401);
    await user.agent.get('/api/auth').expect((me) => expect(me.body.email).toBe(user.user.email));
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const user = await signUp(test);
    const newEmail = `${unique()}@example.org`;
    await user.agent.put('/api/auth/email').send({ email: newEmail, password: user.password }).expect(202);
    const mail = await inbox.next(mailTo(newEmail, 'Confirm your new email for Handmade Market'));
    await signUp(test, { email: newEmail });
    const res = await confirm(tokenIn(mail)).expect(409);
    expect(res.body.errors).toEqual({ email: MESSAGES.emailTaken });
    await user.agent.get('/api/auth').expect((me) => expect(me.body.email).toBe(user.user.email));
  });
});
