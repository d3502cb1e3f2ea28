import { makeCase, makeCaseMessage, resolved } from '../../testing/caseFixtures';
import { caseTimeline } from './caseTimeline';

describe('caseTimeline', () => {
  it('merges messages and steps by time, a step first on the same instant', () => {
    const kase = resolved(
      makeCase(12, {
        messages: [
          makeCaseMessage(1, { created_at: '2024-06-20T10:00:00.000Z' }),
          makeCaseMessage(2, { created_at: '2024-06-21T08:00:00.000Z', role: 'seller' }),
          makeCaseMessage(3, { created_at: '2024-06-25T17:00:00.000Z', role: 'admin' }),
        ],
        events: [
          { kind: 'opened', by: 'buyer', at: '2024-06-20T10:00:00.000Z', note: null },
          { kind: 'escalated', by: 'buyer', at: '2024-06-24T09:00:00.000Z', note: null },
        ],
      }),
      0,
      'The tracking shows it delivered.',
    );
    expect(
      caseTimeline(kase).map((entry) =>
        entry.kind === 'event' ? entry.event.kind : `message ${entry.message.id}`,
      ),
    ).toEqual(['opened', 'message 1', 'message 2', 'escalated', 'resolved', 'message 3']);
  });

  it('reads times with any offset as instants', () => {
    const entries = caseTimeline({
      messages: [makeCaseMessage(1, { created_at: '2024-06-20T11:00:00+02:00' })],
      events: [{ kind: 'opened', by: 'buyer', at: '2024-06-20T09:30:00.000Z', note: null }],
    });
    expect(entries.map((entry) => entry.kind)).toEqual(['message', 'event']);
  });
});
