import { useEffect, useState } from 'react';

/** The longest wait `setTimeout` takes (about 24.8 days); a longer one is waited in steps. */
const LONGEST_TIMEOUT = 2_147_483_647;

/** Whether the instant `iso` has come; turns true by itself when it comes while the page is open. */
export function useReached(iso: string): boolean {
  const at = Date.parse(iso);
  const [now, setNow] = useState(() => Date.now());
  const reached = now >= at;
  useEffect(() => {
    if (reached) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - now, LONGEST_TIMEOUT));
    return () => clearTimeout(timer);
  }, [at, now, reached]);
  return reached;
}
