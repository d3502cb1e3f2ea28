import { openEventStream } from './eventStream';

class FakeSource extends EventTarget {
  static readonly CLOSED = 2;
  readyState = 1;
  closed = false;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
  }
  close() {
    this.closed = true;
    this.readyState = FakeSource.CLOSED;
  }
  send(type: string, data: string, lastEventId = '') {
    this.dispatchEvent(new MessageEvent(type, { data, lastEventId }));
  }
  fail() {
    this.readyState = FakeSource.CLOSED;
    this.onerror?.();
  }
}

describe('openEventStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands over named events, and after a refused reconnection opens a new stream from the last id', () => {
    const sources: FakeSource[] = [];
    const heard: string[] = [];
    const close = openEventStream(
      '/api/events',
      ['message'],
      (type, data) => heard.push(`${type}:${data}`),
      (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source as unknown as EventSource;
      },
    );
    sources[0]!.send('message', 'one', '41');
    sources[0]!.send('other', 'ignored');
    expect(heard).toEqual(['message:one']);

    // Still reconnecting by itself: nothing to do.
    sources[0]!.onerror?.();
    vi.runAllTimers();
    expect(sources).toHaveLength(1);

    sources[0]!.fail();
    expect(sources[0]!.closed).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(sources.map((source) => source.url)).toEqual(['/api/events', '/api/events?last_event_id=41']);
    sources[1]!.send('message', 'two', '42');
    expect(heard).toEqual(['message:one', 'message:two']);

    close();
    expect(sources[1]!.closed).toBe(true);
  });
});
