/** One Server-Sent Event as a browser's EventSource would hand it over. */
export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
}

export interface EventStreamClient {
  status: number;
  headers: Headers;
  /** Resolves with the first event (already received or still to come) that `match` accepts. */
  next(match: (event: StreamEvent) => boolean): Promise<StreamEvent>;
  events: StreamEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): StreamEvent | undefined {
  const event: StreamEvent = { event: 'message', data: '' };
  let hasData = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    if (field === 'event') event.event = value;
    if (field === 'data') {
      event.data = hasData ? `${event.data}\n${value}` : value;
      hasData = true;
    }
  }
  return hasData ? event : undefined;
}

/** Opens `GET /api/events` with the given cookie (and Last-Event-ID) and reads it as a browser would. */
export async function openEventStream(
  baseUrl: string,
  cookie: string,
  lastEventId?: string,
): Promise<EventStreamClient> {
  const abort = new AbortController();
  const headers: Record<string, string> = { Cookie: cookie, Accept: 'text/event-stream' };
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const response = await fetch(`${baseUrl}/api/events`, { headers, signal: abort.signal });
  const events: StreamEvent[] = [];
  const waiters: { match: (event: StreamEvent) => boolean; resolve: (event: StreamEvent) => void }[] = [];
  const deliver = (event: StreamEvent) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.match(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  };
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const event = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) deliver(event);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    ended,
    next(match) {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => abort.abort(),
  };
}

/** The cookie header a supertest agent signed in with. */
export function sessionCookieOf(res: { headers: Record<string, unknown> }): string {
  const cookies = res.headers['set-cookie'] as string[];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}
