/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, run by the peer from its own folder */
// Vendure's worker process for `npm run bench:peers`: runs the job queue (idle once the catalogue is indexed).
process.env.VENDURE_DISABLE_TELEMETRY = 'true';
const { bootstrapWorker, DefaultLogger, LogLevel } = require('@vendure/core');
const { config } = require('./vendure-config');

bootstrapWorker({ ...config, logger: new DefaultLogger({ level: LogLevel.Warn }) })
  .then((worker) => worker.startJobQueue())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
