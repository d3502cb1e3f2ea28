/** Called with each named event of a stream and its data. */
export type StreamListener = (type: string, data: string) => void;

export type MakeEventSource = (url: string) => EventSource;

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * A Server-Sent Events stream that stays open. The browser's EventSource reconnects by itself after a
 * dropped connection (sending `Last-Event-ID`), but gives up for good on an error answer (a proxy's 502
 * while the servers restart, say): then a new one is opened after a growing pause, resuming from the last
 * event id through `?last_event_id=`. `open` among `types` is heard, with no data, each time a stream opens
 * (the first time and again): what happened while none was open was not sent. Returns the function that
 * closes it.
 */
export function openEventStream(
  path: string,
  types: string[],
  listener: StreamListener,
  makeSource: MakeEventSource = (url) => new EventSource(url),
): () => void {
  let source: EventSource | undefined;
  let lastEventId = '';
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function connect() {
    const url = lastEventId ? `${path}?last_event_id=${encodeURIComponent(lastEventId)}` : path;
    const current = makeSource(url);
    source = current;
    for (const type of types) {
      current.addEventListener(type, (event) => {
        const { data, lastEventId: id } = event as MessageEvent<string>;
        if (id) lastEventId = id;
        retryMs = FIRST_RETRY_MS;
        listener(type, data ?? '');
      });
    }
    current.onerror = () => {
      if (current.readyState !== EventSource.CLOSED) return;
      current.close();
      timer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
  }

  connect();
  return () => {
    clearTimeout(timer);
    source?.close();
  };
}
