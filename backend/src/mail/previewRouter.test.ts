import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL } from '../../test/testApp';
import { sampleMails } from './templates/samples';

const test = createTestApp({ env: { PUBLIC_URL: TEST_PUBLIC_URL } });

describe('GET /dev/mail', () => {
  it('lists every template and shows each as HTML and as text, outside production', async () => {
    const names = Object.keys(sampleMails(TEST_PUBLIC_URL));
    const index = await test.request().get('/dev/mail').expect(200).expect('Content-Type', /html/);
    for (const name of names) expect(index.text).toContain(`href="/dev/mail/${name}"`);

    const receipt = await test.request().get('/dev/mail/receipt').expect(200).expect('Content-Type', /html/);
    expect(receipt.text).toContain('Hi Ada,');
    expect(receipt.text).toContain(`${TEST_PUBLIC_URL}/orders/12`);
    const text = await test
      .request()
      .get('/dev/mail/receipt.txt')
      .expect(200)
      .expect('Content-Type', /plain/);
    expect(text.text).toMatch(/^Subject: Your Handmade Market order HM-/);
    await test.request().get('/dev/mail/nothing').expect(404);
  });

  it('gives every mail both parts and the recipient’s name', () => {
    for (const mail of Object.values(sampleMails(TEST_PUBLIC_URL))) {
      expect(mail.text).toMatch(/^Hi (Ada|Noor),/);
      expect(mail.html).toContain('<!doctype html>');
    }
  });
});
