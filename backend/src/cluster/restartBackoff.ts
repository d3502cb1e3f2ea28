const RESTART_MIN_MS = 100;
const RESTART_MAX_MS = 10_000;
/** A process that ran this long before it died was healthy: the next restart waits the least again. */
const STEADY_MS = 30_000;

/** How long to wait before restarting a process that died: longer after each death in quick succession. */
export function createRestartBackoff() {
  let restartMs = RESTART_MIN_MS;
  return (livedMs: number): number => {
    if (livedMs >= STEADY_MS) restartMs = RESTART_MIN_MS;
    const wait = restartMs;
    restartMs = Math.min(restartMs * 2, RESTART_MAX_MS);
    return wait;
  };
}
