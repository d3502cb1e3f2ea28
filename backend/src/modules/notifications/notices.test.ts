import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOTICES_PAGE, noticeEventSchema, noticesAnswerSchema, type NoticeKind } from '@handmade/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';
import { openEventStream } from '../conversations/eventStream.testing';
import { createNoticesRepository } from './notices.repository';

const test = createTestApp();
const notices = createNoticesRepository(test.db, test.events);
const server = http.createServer(test.app);
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const saleNotice = (title: string) => ({
  kind: 'sale' as NoticeKind,
  title,
  body: '1 item, $18.00. Ship by Dec 9.',
  link: '/shop-manager',
});

describe('GET /api/notifications', () => {
  it('lists the signed-in user’s own notices newest first, a page at a time, with the unread count', async () => {
    const seller = await createShopper(test);
    const other = await createShopper(test);
    const titles = Array.from({ length: NOTICES_PAGE + 2 }, (_, index) => `Sale ${index + 1}`);
    for (const title of titles) await notices.tell([{ userId: seller.user.id, notice: saleNotice(title) }]);
    await notices.tell([{ userId: other.user.id, notice: saleNotice('Not yours') }]);

    const first = noticesAnswerSchema.parse((await seller.agent.get('/api/notifications').expect(200)).body);
    expect(first.unread).toBe(NOTICES_PAGE + 2);
    expect(first.notifications.map((notice) => notice.title)).toEqual(titles.slice(2).reverse());
    expect(first.notifications[0]).toMatchObject({ kind: 'sale', link: '/shop-manager', read: false });
    const second = noticesAnswerSchema.parse(
      (await seller.agent.get(`/api/notifications?before=${first.next_before}`).expect(200)).body,
    );
    expect(second.notifications.map((notice) => notice.title)).toEqual(['Sale 2', 'Sale 1']);
    expect(second.next_before).toBeNull();
  });

  it('marks every notice read', async () => {
    const seller = await createShopper(test);
    await notices.tell([{ userId: seller.user.id, notice: saleNotice('Sale') }]);
    await seller.agent.put('/api/notifications/read').expect(200, { unread: 0 });
    const after = noticesAnswerSchema.parse((await seller.agent.get('/api/notifications').expect(200)).body);
    expect(after.unread).toBe(0);
    expect(after.notifications[0]!.read).toBe(true);
  });

  it('answers 401 signed out and 400 for a page that is not an id, changing nothing', async () => {
    await test.request().get('/api/notifications').expect(401);
    await test.request().put('/api/notifications/read').expect(401);
    const seller = await createShopper(test);
    const res = await seller.agent.get('/api/notifications?before=abc').expect(400);
    expect(Object.keys(res.body.errors)).toEqual(['before']);
  });

  it('pushes a new notice with the unread count to the user’s event stream, and to no one else', async () => {
    const seller = await createShopper(test);
    const other = await createShopper(test);
    const stream = await openEventStream(baseUrl, seller.cookie);
    const otherStream = await openEventStream(baseUrl, other.cookie);
    await stream.next((event) => event.event === 'unread');
    await otherStream.next((event) => event.event === 'unread');

    await notices.tell([{ userId: seller.user.id, notice: saleNotice('Live sale') }]);
    const pushed = await stream.next((event) => event.event === 'notification');
    const event = noticeEventSchema.parse(JSON.parse(pushed.data));
    expect(event.notification).toMatchObject({ title: 'Live sale', read: false });
    expect(event.unread).toBe(1);
    // The other user's stream heard a later notice of their own, and never the seller's.
    await notices.tell([{ userId: other.user.id, notice: saleNotice('Their sale') }]);
    const theirs = await otherStream.next((event) => event.event === 'notification');
    expect(JSON.parse(theirs.data).notification.title).toBe('Their sale');
    expect(otherStream.events.filter((e) => e.event === 'notification')).toHaveLength(1);
    stream.close();
    otherStream.close();
  });
});
