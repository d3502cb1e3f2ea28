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

/** Every encoder is busy and the waiting line is full: the caller answers 503 and asks to retry later. */
export class EncodingQueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Photo processing is busy.');
    this.name = 'EncodingQueueFullError';
  }
}

/** A first guess at one photo's encoding time, until one has been measured. */
const FIRST_ESTIMATE_MS = 1000;

/**
 * Bounds photo encoding. `admit` lets an upload in before its body is read (so refused bodies are never
 * buffered, and memory holds at most `encoders + waiting` of them); `run` encodes one photo when an encoder
 * is free. `run` keeps its own bound too: an upload whose client went away gives its admission back at once,
 * but its photo may still be waiting, and such photos must not pile up either.
 */
export function createEncodingQueue(
  { encoders, waiting }: EncodingLimits,
  onWait: (state: EncodingState) => void = () => {},
) {
  const capacity = encoders + waiting;
  const line: (() => void)[] = [];
  let admitted = 0;
  let encoding = 0;
  let averageMs = FIRST_ESTIMATE_MS;

  /** Seconds until a place is likely free: the photos ahead (still uploading or waiting), shared out. */
  const retryAfterSeconds = () => {
    const ahead = Math.max(line.length, admitted - encoders) + 1;
    return Math.max(1, Math.ceil((ahead * averageMs) / encoders / 1000));
  };

  const state = (): EncodingState => ({ admitted, encoding, waiting: line.length });

  const startNext = () => {
    const next = line.shift();
    if (next) next();
    else encoding -= 1;
  };

  return {
    /** A release function when there is room (call it once the request is over), undefined when full. */
    admit(): (() => void) | undefined {
      if (admitted >= capacity) return undefined;
      admitted += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        admitted -= 1;
      };
    },

    async run<T>(work: () => Promise<T>): Promise<T> {
      if (encoding < encoders) {
        encoding += 1;
      } else if (line.length < waiting) {
        const turn = new Promise<void>((resolve) => line.push(resolve));
        onWait(state());
        await turn;
      } else {
        throw new EncodingQueueFullError(retryAfterSeconds());
      }
      // Here this photo holds an encoder: a finishing one hands its place over without freeing it.
      const started = performance.now();
      try {
        return await work();
      } finally {
        averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
        startNext();
      }
    },

    retryAfterSeconds,
    state,
  };
}

export type EncodingQueue = ReturnType<typeof createEncodingQueue>;
