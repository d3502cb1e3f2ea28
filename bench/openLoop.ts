// Offers requests at a fixed average rate whatever the server does: each one is sent at its own time, on a
// connection of its own when every open one is busy, and timed from when it was due. A server that falls
// behind meets more requests at once, as it would from shoppers who do not wait for each other, and the time
// a request waited to be sent counts in its latency (no coordinated omission).
//
// It writes requests on plain sockets and reads answers with the parser autocannon uses: through node:http
// the generator cost about 330 µs of CPU a request, a third of a core at 900 a second on a machine of two,
// taken from the server it measures.
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { HTTPParser } from 'http-parser-js';
import type { MixRequest } from './mixTraffic';

export interface OpenLoopSample {
  request: MixRequest;
  /** When it was due, in ms from the start of the measured seconds. */
  dueAt: number;
  /** From when the request was due to its answer's last byte. */
  ms: number;
  /** 0 when the request failed without an answer. */
  status: number;
  cacheHit: boolean;
}

export interface OpenLoopRun {
  samples: OpenLoopSample[];
  /** Answers a second over the measured seconds. */
  answeredPerSecond: number;
  /** The most the generator itself started a request after it was due, in ms. */
  maxSendLag: number;
  /** Connections it opened. */
  connections: number;
}

interface Offer {
  url: string;
  rate: number;
  seconds: number;
  /** Unmeasured seconds first, at the same rate: connections open, the generator's code compiles. */
  leadInSeconds: number;
  next: () => MixRequest;
}

type Answer = (status: number, cacheHit: boolean) => void;

/**
 * The most connections it opens; past them a request waits for one to be free, its wait still counted. A
 * server far behind would otherwise meet thousands, and the generator run out of file descriptors.
 */
const MAX_CONNECTIONS = 512;

/**
 * A connection idle this long is closed rather than reused: the API closes one idle for 5 s
 * (`keepAliveTimeout`), and a request written as it does so would fail.
 */
const STALE_AFTER_MS = 4_000;

/** One kept-alive connection, one request at a time. */
class Connection {
  private readonly socket: net.Socket;
  private readonly parser = new HTTPParser(HTTPParser.RESPONSE);
  private answer: Answer | undefined;
  /** When it last finished an answer. */
  idleSince = performance.now();
  private status = 0;
  /** Whether the answer leaves the connection open (no `Connection: close`). */
  private keptAlive = true;
  private cacheHit = false;

  constructor(host: string, port: number, onFree: (connection: Connection) => void) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.parser[HTTPParser.kOnHeadersComplete] = ({ statusCode, headers, shouldKeepAlive }) => {
      this.status = statusCode;
      this.keptAlive = shouldKeepAlive;
      this.cacheHit = false;
      for (let i = 0; i < headers.length; i += 2) {
        if (headers[i]!.toLowerCase() === 'x-cache') this.cacheHit = headers[i + 1] === 'HIT';
      }
    };
    this.parser[HTTPParser.kOnMessageComplete] = () => {
      const answer = this.answer;
      this.answer = undefined;
      answer?.(this.status, this.cacheHit);
      this.idleSince = performance.now();
      // Free either way: a request waiting for a connection then opens one in place of a closed one.
      if (!this.keptAlive) this.close();
      onFree(this);
    };
    this.socket.on('data', (chunk) => this.parser.execute(chunk));
    this.socket.on('error', () => this.fail());
    this.socket.on('close', () => this.fail());
  }

  send(bytes: string, answer: Answer): void {
    this.answer = answer;
    this.socket.write(bytes);
  }

  get closed(): boolean {
    return this.socket.destroyed;
  }

  close(): void {
    this.socket.destroy();
  }

  private fail(): void {
    const answer = this.answer;
    this.answer = undefined;
    answer?.(0, false);
  }
}

function requestBytes({ method, path, headers = {}, body }: MixRequest, host: string): string {
  let head = `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  if (body !== undefined) head += `Content-Length: ${Buffer.byteLength(body)}\r\n`;
  return `${head}\r\n${body ?? ''}`;
}

/**
 * Arrivals are a Poisson process (independent shoppers), so the rate comes in the clusters and gaps real
 * traffic has rather than on a metronome.
 */
export async function offerOpenLoop({
  url,
  rate,
  seconds,
  leadInSeconds,
  next,
}: Offer): Promise<OpenLoopRun> {
  const { hostname, port, host } = new URL(url);
  const idle: Connection[] = [];
  /** Connections opened and not yet found closed (those closed are dropped when it reaches the cap). */
  let all: Connection[] = [];
  let opened = 0;
  /** Requests waiting for a connection, once MAX_CONNECTIONS are open and busy. */
  const waiting: (() => void)[] = [];
  const free = (connection: Connection) => {
    idle.push(connection);
    waiting.shift()?.();
  };
  const samples: OpenLoopSample[] = [];
  let unanswered = 0;
  let allAnswered = () => {};
  const started = performance.now();
  const measuredFrom = started + leadInSeconds * 1000;
  const end = measuredFrom + seconds * 1000;
  let due = started;
  let maxSendLag = 0;

  const connection = (): Connection | undefined => {
    for (let open = idle.pop(); open; open = idle.pop()) {
      if (!open.closed && performance.now() - open.idleSince < STALE_AFTER_MS) return open;
      open.close();
    }
    if (all.length >= MAX_CONNECTIONS) all = all.filter((one) => !one.closed);
    if (all.length >= MAX_CONNECTIONS) return undefined;
    const fresh = new Connection(hostname, Number(port), free);
    all.push(fresh);
    opened += 1;
    return fresh;
  };

  const send = (request: MixRequest, dueAt: number) => {
    const measured = dueAt >= measuredFrom;
    const on = connection();
    if (!on) {
      waiting.push(() => send(request, dueAt));
      return;
    }
    if (measured) maxSendLag = Math.max(maxSendLag, performance.now() - dueAt);
    unanswered += 1;
    on.send(requestBytes(request, host), (status, cacheHit) => {
      if (measured) {
        samples.push({
          request,
          dueAt: dueAt - measuredFrom,
          ms: performance.now() - dueAt,
          status,
          cacheHit,
        });
      }
      unanswered -= 1;
      // A connection that failed is gone: a request waiting for one may open another.
      if (status === 0) waiting.shift()?.();
      if (unanswered === 0 && waiting.length === 0) allAnswered();
    });
  };

  while (due < end) {
    const now = performance.now();
    while (due <= now && due < end) {
      send(next(), due);
      due += -Math.log(1 - Math.random()) * (1000 / rate);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(due, end) - performance.now())));
  }
  if (unanswered > 0 || waiting.length > 0) await new Promise<void>((resolve) => (allAnswered = resolve));
  for (const connection of all) connection.close();
  return {
    samples,
    answeredPerSecond: Math.round(samples.filter((sample) => sample.status > 0).length / seconds),
    maxSendLag,
    connections: opened,
  };
}
