/**
 * The event bus channel every process listens on for what users see live: conversations, shipments and
 * the bell's notices.
 */
export const MESSAGES_CHANNEL = 'messages';

/**
 * What a process announces to every process (ids only; PostgreSQL caps a payload under 8,000 bytes):
 * a new message, a message that changed (its quote was answered), a user's read marker moved (their unread
 * total changed), a shipment moved, or a user got a notice. Streams end with their sessions (auth's
 * `SessionEnds`), not through this channel.
 */
export type LiveNotice =
  | { kind: 'message' | 'changed'; message_id: number; sender_id: number; recipient_id: number }
  | { kind: 'read'; user_id: number }
  | { kind: 'shipment'; shipment_id: number; user_ids: number[] }
  | { kind: 'notification'; notification_id: number; user_id: number };

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** A notice from the channel, or undefined for anything this version does not know. */
export function parseLiveNotice(payload: string): LiveNotice | undefined {
  let value: Partial<Record<string, unknown>>;
  try {
    value = JSON.parse(payload) as Partial<Record<string, unknown>>;
  } catch {
    return undefined;
  }
  if (
    (value.kind === 'message' || value.kind === 'changed') &&
    isId(value.message_id) &&
    isId(value.sender_id) &&
    isId(value.recipient_id)
  ) {
    return {
      kind: value.kind,
      message_id: value.message_id,
      sender_id: value.sender_id,
      recipient_id: value.recipient_id,
    };
  }
  if (value.kind === 'read' && isId(value.user_id)) return { kind: 'read', user_id: value.user_id };
  if (
    value.kind === 'shipment' &&
    isId(value.shipment_id) &&
    Array.isArray(value.user_ids) &&
    value.user_ids.every(isId)
  ) {
    return { kind: 'shipment', shipment_id: value.shipment_id, user_ids: value.user_ids as number[] };
  }
  if (value.kind === 'notification' && isId(value.notification_id) && isId(value.user_id)) {
    return { kind: 'notification', notification_id: value.notification_id, user_id: value.user_id };
  }
  return undefined;
}
