/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, run by the peer from its own folder */
// Vendure's configuration for `npm run bench:peers` (plain CommonJS, run by node from this folder; see
// bench/peers/run.ts). Everything comes from the environment the benchmark sets.
const path = require('node:path');
const {
  DefaultJobQueuePlugin,
  DefaultSchedulerPlugin,
  DefaultSearchPlugin,
  dummyPaymentHandler,
} = require('@vendure/core');
const { AssetServerPlugin } = require('@vendure/asset-server-plugin');

const database = new URL(process.env.PEER_DATABASE_URL);
const dataDir = process.env.PEER_DATA_DIR;

/** @type {import('@vendure/core').VendureConfig} */
const config = {
  apiOptions: {
    hostname: '127.0.0.1',
    port: Number(process.env.PEER_PORT || 3000),
    adminApiPath: 'admin-api',
    shopApiPath: 'shop-api',
    adminApiPlayground: false,
    adminApiDebug: false,
    shopApiPlayground: false,
    shopApiDebug: false,
  },
  authOptions: {
    tokenMethod: ['bearer', 'cookie'],
    // Vendure refuses its default superadmin password outside development.
    superadminCredentials: { identifier: 'superadmin', password: 'bench-peers-superadmin' },
    cookieOptions: { secret: 'bench-peers-cookie-secret' },
  },
  dbConnectionOptions: {
    type: 'postgres',
    // The schema is made by TypeORM from the entities on first start, as Vendure's own quick start does.
    synchronize: true,
    logging: false,
    host: database.hostname,
    port: Number(database.port),
    username: decodeURIComponent(database.username),
    password: decodeURIComponent(database.password),
    database: database.pathname.slice(1),
    schema: 'public',
  },
  paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
  importExportOptions: { importAssetsDir: path.join(dataDir, 'import-assets') },
  logger: undefined,
  plugins: [
    AssetServerPlugin.init({
      route: 'assets',
      assetUploadDir: path.join(dataDir, 'assets'),
      assetUrlPrefix: `http://127.0.0.1:${process.env.PEER_PORT || 3000}/assets/`,
    }),
    DefaultSchedulerPlugin.init(),
    DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true }),
    DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: false }),
  ],
};

module.exports = { config };
