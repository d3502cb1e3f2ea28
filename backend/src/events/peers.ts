import { performance } from 'node:perf_hooks';

/** A question put to the other processes: "have you heard everything committed before I asked?" */
export interface Question {
  /**
   * Resolves once every process that synced less than a lease ago has answered, or its lease ran out:
   * a process that did not answer can no longer trust what it heard without a round trip of its own.
   */
  answered(): Promise<void>;
  close(): void;
}

/**
 * The other processes on the database as this one hears them: when each last synced (its syncs are
 * notifications, see eventBus.ts), and their answers to this process's questions.
 */
export function createPeers(leaseMs: number) {
  const lastSynced = new Map<string, number>();
  const questions = new Map<string, { answeredBy: Set<string>; wake: () => void }>();

  return {
    synced(peerId: string) {
      const now = performance.now();
      lastSynced.set(peerId, now);
      for (const [id, at] of lastSynced) if (now - at > 4 * leaseMs) lastSynced.delete(id);
    },

    answered(token: string, peerId: string) {
      const question = questions.get(token);
      if (!question) return;
      question.answeredBy.add(peerId);
      question.wake();
    },

    /** Collects answers from now on: ask before publishing the question, so no answer comes too soon. */
    ask(token: string): Question {
      const question = { answeredBy: new Set<string>(), wake: () => {} };
      questions.set(token, question);
      return {
        async answered() {
          const asked = performance.now();
          const trusting = [...lastSynced].filter(([, at]) => asked - at < leaseMs);
          for (;;) {
            const now = performance.now();
            const deadlines = trusting
              .filter(([id, at]) => !question.answeredBy.has(id) && now < at + leaseMs)
              .map(([, at]) => at + leaseMs);
            if (deadlines.length === 0) return;
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, Math.min(...deadlines) - now);
              question.wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
          }
        },
        close() {
          questions.delete(token);
        },
      };
    },
  };
}
