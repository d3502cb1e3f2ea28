import { serve } from './serve';
import { exitOnStartFailure, loadEnvironment } from './startup';

// One API process, whatever WEB_CONCURRENCY says: `npm run dev`, the tests, and each worker of `start.ts`.
serve(loadEnvironment()).catch(exitOnStartFailure);
