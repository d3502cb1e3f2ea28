import type { Case, CaseEvent, CaseMessage } from '../../lib/types';

export type TimelineEntry =
  { kind: 'event'; at: string; event: CaseEvent } | { kind: 'message'; at: string; message: CaseMessage };

/**
 * A case's messages and steps in one list, oldest first. On the same instant a step comes before a message:
 * the opening before the note it was opened with.
 */
export function caseTimeline({ messages, events }: Pick<Case, 'messages' | 'events'>): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...events.map((event) => ({ kind: 'event' as const, at: event.at, event })),
    ...messages.map((message) => ({ kind: 'message' as const, at: message.created_at, message })),
  ];
  // Array.prototype.sort is stable: on a tie, events keep their place before messages.
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
