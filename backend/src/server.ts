import { exitOnStartFailure, loadEnvironment, serve } from './serve';

// One API process, whatever WEB_CONCURRENCY says: `npm run dev`, the tests, and each worker of `start.ts`.
serve(loadEnvironment()).catch(exitOnStartFailure);
