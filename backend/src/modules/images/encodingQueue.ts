/** How many photos are encoded at once, and how many more uploads may wait for their turn. */
export interface EncodingLimits {
  encoders: number;
  waiting: number;
}

export interface EncodingState {
  /** Uploads let in: reading their body, waiting, or being encoded. */
  admitted: number;
  encoding: number;
  waiting: number;
}

/**
 * Uploads one account may have let in at once (sending, waiting or being encoded): one photo encoding and
 * the next one ready. The web app sends a listing's photos one after another, so it never meets this.
 */
export const UPLOADS_PER_ACCOUNT = 2;

/** Why an upload was not let in: the queue is full, or its account already has its share in it. */
export type Refusal = 'queue' | 'account';

/** Every encoder is busy and the waiting line is full: the caller answers 503 and asks to retry later. */
export class EncodingQueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Photo processing is busy.');
    this.name = 'EncodingQueueFullError';
  }
}

/** A first guess at one photo's encoding time, until one has been measured. */
const FIRST_ESTIMATE_MS = 1000;

interface Waiting {
  account: number;
  start: () => void;
}

/**
 * Bounds photo encoding and shares it between accounts. `admit` lets an upload in before its body is read
 * (so refused bodies are never buffered, and memory holds at most `encoders + waiting` of them), at most
 * `UPLOADS_PER_ACCOUNT` of one account; `run` encodes one photo when an encoder is free. Waiting photos take
 * turns by account: the next is the one whose account started a photo least recently, so a burst from one
 * seller delays another seller's photo by at most the one being encoded. `run` keeps its own bound too: an
 * upload whose client went away gives its admission back at once, but its photo may still be waiting, and
 * such photos must not pile up either.
 */
export function createEncodingQueue(
  { encoders, waiting }: EncodingLimits,
  onWait: (state: EncodingState) => void = () => {},
) {
  const capacity = encoders + waiting;
  const line: Waiting[] = [];
  const admittedBy = new Map<number, number>();
  // Photos waiting or encoding by account, and for those accounts the turn each last started one at.
  const queued = new Map<number, number>();
  const lastTurn = new Map<number, number>();
  let turns = 0;
  let admitted = 0;
  let encoding = 0;
  let averageMs = FIRST_ESTIMATE_MS;

  const add = (counts: Map<number, number>, account: number, by: number) => {
    const count = (counts.get(account) ?? 0) + by;
    if (count > 0) counts.set(account, count);
    else counts.delete(account);
  };

  /** Seconds until a place is likely free: the photos ahead (still uploading or waiting), shared out. */
  const retryAfterSeconds = () => {
    const ahead = Math.max(line.length, admitted - encoders) + 1;
    return Math.max(1, Math.ceil((ahead * averageMs) / encoders / 1000));
  };

  const state = (): EncodingState => ({ admitted, encoding, waiting: line.length });

  /** The waiting photo of the account served least recently; the first to arrive among equals. */
  const takeNext = (): Waiting | undefined => {
    let next = -1;
    for (let index = 0; index < line.length; index += 1) {
      const turn = lastTurn.get(line[index]!.account) ?? 0;
      if (next === -1 || turn < (lastTurn.get(line[next]!.account) ?? 0)) next = index;
    }
    return next === -1 ? undefined : line.splice(next, 1)[0];
  };

  const startNext = () => {
    const next = takeNext();
    if (next) next.start();
    else encoding -= 1;
  };

  return {
    /** A release function when there is room (call it once the request is over), else why not. */
    admit(account: number): { release: () => void } | { refused: Refusal } {
      if (admitted >= capacity) return { refused: 'queue' };
      if ((admittedBy.get(account) ?? 0) >= UPLOADS_PER_ACCOUNT) return { refused: 'account' };
      admitted += 1;
      add(admittedBy, account, 1);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          admitted -= 1;
          add(admittedBy, account, -1);
        },
      };
    },

    /** Encodes one photo of the account when its turn comes. */
    async run<T>(account: number, work: () => Promise<T>): Promise<T> {
      if (encoding >= encoders && line.length >= waiting) {
        throw new EncodingQueueFullError(retryAfterSeconds());
      }
      add(queued, account, 1);
      if (encoding < encoders) {
        encoding += 1;
      } else {
        const turn = new Promise<void>((start) => line.push({ account, start }));
        onWait(state());
        await turn;
      }
      // Here this photo holds an encoder: a finishing one hands its place over without freeing it.
      turns += 1;
      lastTurn.set(account, turns);
      const started = performance.now();
      try {
        return await work();
      } finally {
        averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
        add(queued, account, -1);
        if (!queued.has(account)) lastTurn.delete(account);
        startNext();
      }
    },

    retryAfterSeconds,
    state,
  };
}

export type EncodingQueue = ReturnType<typeof createEncodingQueue>;
