import fs from 'node:fs';
import { MESSAGES } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/modules/auth/commonPasswords';
import { createTestApp, signUp, unique } from '../testApp';

const test = createTestApp();
const list = fs
  .readFileSync(new URL('../../src/modules/auth/common-passwords.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('passwords', () => {
  it('ships at least 1,000 common passwords, lowercase, of the spec minimum length or more, without duplicates', () => {
    expect(list.length).toBeGreaterThanOrEqual(1_000);
    expect(new Set(list).size).toBe(list.length);
    for (const password of list) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(6);
    }
  });

  it.each(['password', 'Password1', 'QWERTY123', 'iloveyou', 'sunshine1', 'summer2024', 'letmein123'])(
    'refuses %s at sign-up, whatever its case, and creates no account',
    async (password) => {
      expect(isCommonPassword(password)).toBe(true);
      const name = unique();
      const res = await test
        .request()
        .post('/api/auth/signup')
        .send({ email: `${name}@example.com`, username: name, password, first_name: 'A', last_name: 'B' })
        .expect(400);
      expect(res.body.errors).toEqual({ password: MESSAGES.passwordCommon });
      expect(await test.db('users').where({ username: name }).first()).toBeUndefined();
    },
  );

  it('refuses a common password as the new one on a password change', async () => {
    const { agent, password } = await signUp(test);
    const res = await agent
      .put('/api/auth/password')
      .send({ current_password: password, new_password: 'monkey123' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ newPassword: MESSAGES.passwordCommon });
  });

  it('answers an unknown account and a wrong password alike, in about the same time', async () => {
    const { user } = await signUp(test);
    const login = async (email: string) => {
      const started = process.hrtime.bigint();
      const res = await test.request().post('/api/auth/login').send({ email, password: 'not-the-password' });
      return { res, ms: Number(process.hrtime.bigint() - started) / 1e6 };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      // Interleaved, so a slow moment of the machine hits both sides.
      const a = await login(user.email);
      const b = await login(`${unique()}@example.com`);
      expect(a.res.status).toBe(401);
      expect(b.res.status).toBe(401);
      expect(b.res.body).toEqual(a.res.body);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    // bcrypt runs on both paths: without the dummy hash the unknown account would answer ~50x faster.
    expect(median(unknown)).toBeGreaterThanOrEqual(median(known) * 0.5);
    expect(median(known)).toBeGreaterThanOrEqual(median(unknown) * 0.5);
  });
});
