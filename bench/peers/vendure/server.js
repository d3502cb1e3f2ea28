/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, run by the peer from its own folder */
// Vendure's server process for `npm run bench:peers`: the shop API on PEER_PORT.
process.env.VENDURE_DISABLE_TELEMETRY = 'true';
const { bootstrap, DefaultLogger, LogLevel } = require('@vendure/core');
const { config } = require('./vendure-config');

bootstrap({ ...config, logger: new DefaultLogger({ level: LogLevel.Warn }) }).catch((error) => {
  console.error(error);
  process.exit(1);
});
