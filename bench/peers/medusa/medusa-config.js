/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, run by the peer from its own folder */
// Medusa's configuration for `npm run bench:peers` (plain CommonJS, loaded by the medusa CLI from this
// folder; see bench/peers/run.ts). The database comes from the environment the benchmark sets.
const { defineConfig } = require('@medusajs/framework/utils');

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.PEER_DATABASE_URL,
    databaseLogging: false,
    // Medusa's default worker mode: the one server process also runs the (idle) background jobs.
    workerMode: 'shared',
    http: {
      storeCors: 'http://127.0.0.1',
      adminCors: 'http://127.0.0.1',
      authCors: 'http://127.0.0.1',
      jwtSecret: 'bench-peers-jwt-secret',
      cookieSecret: 'bench-peers-cookie-secret',
    },
  },
  admin: { disable: true },
});
