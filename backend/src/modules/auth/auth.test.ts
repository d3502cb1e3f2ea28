import { MESSAGES } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp, unique } from '../../../test/testApp';

const test = createTestApp();

function validSignup() {
  const name = unique();
  return {
    email: `${name}@example.com`,
    username: name,
    password: 'secret-enough',
    first_name: 'Ada',
    last_name: 'Lovelace',
  };
}

describe('POST /api/auth/signup', () => {
  it('creates the user with a cart, sets an httpOnly session cookie and never returns the hash', async () => {
    const body = validSignup();
    const res = await test.request().post('/api/auth/signup').send(body).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: body.username,
      email: body.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      profile_url: null,
      cart_id: expect.any(Number),
      email_verified: false,
      role: 'member',
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const cart = await test.db('carts').where({ id: res.body.cart_id }).first();
    expect(cart.user_id).toBe(res.body.id);
    const row = await test.db('users').where({ id: res.body.id }).first();
    expect(row.password_hash).not.toContain('secret-enough');
  });

  it.each([
    ['username', { username: 'abc' }, 'username', MESSAGES.usernameShort],
    ['password', { password: '12345' }, 'password', MESSAGES.passwordShort],
    ['email', { email: 'not-an-email' }, 'email', MESSAGES.emailInvalid],
    ['first name', { first_name: '' }, 'firstName', MESSAGES.firstNameRequired],
    ['last name', { last_name: '   ' }, 'lastName', MESSAGES.lastNameRequired],
    ['missing email', { email: undefined }, 'email', MESSAGES.emailRequired],
    ['typed username', { username: 12345 }, 'username', MESSAGES.usernameRequired],
  ])('refuses a bad %s with the spec message under its key', async (_name, change, key, message) => {
    const valid = validSignup();
    const body = { ...valid, ...change };
    const res = await test.request().post('/api/auth/signup').send(body).expect(400);
    expect(res.body.errors[key]).toBe(message);
    expect(res.headers['set-cookie']).toBeUndefined();
    // No account was made: none has the attempt's email or username (one of them is the valid one).
    // Other test files sign people up meanwhile, so the table's count would not say.
    expect(
      await test.db('users').where({ email: valid.email }).orWhere({ username: valid.username }),
    ).toEqual([]);
  });

  it('refuses an email already used in another case, and a taken username', async () => {
    const first = validSignup();
    await test.request().post('/api/auth/signup').send(first).expect(201);
    const sameEmail = { ...validSignup(), email: first.email.toUpperCase() };
    const res = await test.request().post('/api/auth/signup').send(sameEmail).expect(409);
    expect(res.body.errors).toEqual({ email: MESSAGES.emailTaken });
    const sameName = { ...validSignup(), username: first.username.toUpperCase() };
    const res2 = await test.request().post('/api/auth/signup').send(sameName).expect(409);
    expect(res2.body.errors).toEqual({ username: MESSAGES.usernameTaken });
  });

  it.each([
    ['empty', ''],
    ['malformed JSON', '{"email":'],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('answers a 4xx to a body that is %s', async (_name, raw) => {
    const res = await test
      .request()
      .post('/api/auth/signup')
      .set('content-type', 'application/json')
      .send(raw);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('answers 413 to a huge body and 400 to a body that is not JSON', async () => {
    const huge = { ...validSignup(), first_name: 'x'.repeat(200_000) };
    await test.request().post('/api/auth/signup').send(huge).expect(413);
    await test.request().post('/api/auth/signup').set('content-type', 'text/plain').send('hi').expect(400);
  });
});

describe('sessions', () => {
  it('restores the session, then ends it on logout for good', async () => {
    const { user, password } = await signUp(test);
    const login = await test.request().post('/api/auth/login').send({ email: user.email, password });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const me = await test.request().get('/api/auth/').set('Cookie', cookie).expect(200);
    expect(me.body).toMatchObject({ id: user.id, cart_id: user.cart_id });
    expect(me.body).not.toHaveProperty('password_hash');

    const logout = await test.request().get('/api/auth/logout').set('Cookie', cookie).expect(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/session=;/);
    // The token, replayed after logout, is refused by the server.
    await test.request().get('/api/auth/').set('Cookie', cookie).expect(401);
  });

  it('answers 401 with no cookie and with a forged one', async () => {
    await test.request().get('/api/auth/').expect(401);
    await test.request().get('/api/auth/').set('Cookie', 'session=not.a.jwt').expect(401);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in whatever the email case', async () => {
    const { user, password } = await signUp(test);
    const agent = test.request();
    const res = await agent.post('/api/auth/login').send({ email: user.email.toUpperCase(), password });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
    await agent.get('/api/auth/').expect(200);
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const { user } = await signUp(test);
    const wrong = await test
      .request()
      .post('/api/auth/login')
      .send({ email: user.email, password: 'nope-nope' });
    const unknown = await test
      .request()
      .post('/api/auth/login')
      .send({ email: `${unique()}@example.com`, password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.errors.password).toBe(MESSAGES.invalidCredentials);
  });

  it('keys missing fields under email and password', async () => {
    const res = await test.request().post('/api/auth/login').send({}).expect(400);
    expect(res.body.errors).toEqual({ email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired });
  });
});

describe('cross-site protection', () => {
  it('refuses unsafe requests from another site and lets same-origin pages and curl through', async () => {
    const body = validSignup();
    const crossSite = await test
      .request()
      .post('/api/auth/signup')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(body);
    expect(crossSite.status).toBe(403);
    const foreignOrigin = await test
      .request()
      .post('/api/auth/signup')
      .set('Origin', 'https://evil.example')
      .send(body);
    expect(foreignOrigin.status).toBe(403);
    expect(await test.db('users').where({ username: body.username }).first()).toBeUndefined();
    await test.request().post('/api/auth/signup').set('Sec-Fetch-Site', 'same-origin').send(body).expect(201);
  });

  it('refuses a sign-out link from another site and keeps the session, while same-origin pages and curl sign out', async () => {
    const { user, password } = await signUp(test);
    const sessionCookie = async () => {
      const login = await test.request().post('/api/auth/login').send({ email: user.email, password });
      return String(login.headers['set-cookie']).split(';')[0]!;
    };
    const cookie = await sessionCookie();
    for (const [header, value] of [
      ['Sec-Fetch-Site', 'cross-site'],
      ['Sec-Fetch-Site', 'same-site'],
      ['Origin', 'https://evil.example'],
    ] as const) {
      const refused = await test.request().get('/api/auth/logout').set('Cookie', cookie).set(header, value);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: 'Cross-site requests are not allowed.' });
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    await test.request().get('/api/auth/').set('Cookie', cookie).expect(200);

    const fromPage = await sessionCookie();
    await test
      .request()
      .get('/api/auth/logout')
      .set('Cookie', fromPage)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
    await test.request().get('/api/auth/').set('Cookie', fromPage).expect(401);
    await test.request().get('/api/auth/logout').set('Cookie', cookie).expect(200);
    await test.request().get('/api/auth/').set('Cookie', cookie).expect(401);
  });
});

describe('rate limits', () => {
  it('answers 429 with a message once a client exceeds the sign-in limit', async () => {
    const limited = createTestApp({ env: { RATE_LIMIT_AUTH: '3' } });
    // Counters live in the database all test apps share: this client's address is its own.
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await limited
        .request()
        .post('/api/auth/login')
        .set('X-Forwarded-For', address)
        .send({ email: 'x@example.com', password: 'y' });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.message).toMatch(/Too many attempts/);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('passwords', () => {
  it('refuses one of the most common passwords at sign-up', async () => {
    const body = { ...validSignup(), password: 'password123' };
    const res = await test.request().post('/api/auth/signup').send(body).expect(400);
    expect(res.body.errors).toEqual({ password: MESSAGES.passwordCommon });
  });

  it('ends the other sessions when the password changes', async () => {
    const { agent: first, user, password } = await signUp(test);
    const second = test.request();
    await second.post('/api/auth/login').send({ email: user.email, password }).expect(200);

    const wrong = await first
      .put('/api/auth/password')
      .send({ current_password: 'not-it-at-all', new_password: 'a-new-secret' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: MESSAGES.currentPasswordWrong });

    await first
      .put('/api/auth/password')
      .send({ current_password: password, new_password: 'a-new-secret' })
      .expect(200);
    await first.get('/api/auth/').expect(200);
    await second.get('/api/auth/').expect(401);
    await test.request().post('/api/auth/login').send({ email: user.email, password }).expect(401);
    await test
      .request()
      .post('/api/auth/login')
      .send({ email: user.email, password: 'a-new-secret' })
      .expect(200);
  });
});
