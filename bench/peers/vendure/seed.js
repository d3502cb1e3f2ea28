/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, run by the peer from its own folder */
// Seeds Vendure for `npm run bench:peers` (plain CommonJS, run by node from this folder): the store's
// initial data (a zone, a country, a tax rate, shipping and payment), then every product of the benchmark's
// catalogue (PEER_CATALOGUE, written by bench/peers/run.ts) missing from the database, through Vendure's own
// CSV importer in batches of PEER_BATCH, then one search reindex. A second run imports only what is missing.
process.env.VENDURE_DISABLE_TELEMETRY = 'true';
const fs = require('node:fs');
const path = require('node:path');
const {
  bootstrap,
  DefaultLogger,
  JobQueueService,
  LanguageCode,
  LogLevel,
  RequestContextService,
  SearchService,
  TransactionalConnection,
} = require('@vendure/core');
const { importProductsFromCsv, populateInitialData } = require('@vendure/core/cli');
const { config } = require('./vendure-config');

const catalogue = JSON.parse(fs.readFileSync(process.env.PEER_CATALOGUE, 'utf8'));
const dataDir = process.env.PEER_DATA_DIR;
const batch = Number(process.env.PEER_BATCH || 500);

const initialData = {
  defaultLanguage: LanguageCode.en,
  defaultZone: 'Americas',
  countries: [{ name: 'United States of America', code: 'US', zone: 'Americas' }],
  taxRates: [{ name: 'Standard Tax', percentage: 0 }],
  shippingMethods: [{ name: 'Standard Shipping', price: 500 }],
  paymentMethods: [
    {
      name: 'Standard Payment',
      handler: { code: 'dummy-payment-handler', arguments: [{ name: 'automaticSettle', value: 'false' }] },
    },
  ],
  collections: [],
};

const HEADER = [
  'name',
  'slug',
  'description',
  'assets',
  'facets',
  'optionGroups',
  'optionValues',
  'sku',
  'price',
  'taxCategory',
  'stockOnHand',
  'trackInventory',
  'variantAssets',
  'variantFacets',
];

const cell = (value) => `"${String(value).replace(/"/g, '""')}"`;

function csvOf(products) {
  const rows = products.map((product) =>
    [
      product.title,
      product.handle,
      product.description,
      product.photoFile,
      `category:${product.categoryName}`,
      '',
      '',
      product.handle,
      product.price.toFixed(2),
      'standard',
      100,
      'false',
      '',
      '',
    ]
      .map(cell)
      .join(','),
  );
  return `${HEADER.join(',')}\n${rows.join('\n')}\n`;
}

async function main() {
  const started = Date.now();
  const app = await bootstrap({ ...config, logger: new DefaultLogger({ level: LogLevel.Warn }) });
  const connection = app.get(TransactionalConnection).rawConnection;
  const zones = await connection.query('SELECT count(*)::int AS n FROM zone');
  if (zones[0].n === 0) {
    await populateInitialData(app, initialData);
    console.log('vendure: initial data populated');
  }
  const present = new Set(
    (await connection.query('SELECT slug FROM product_translation')).map((row) => row.slug),
  );
  const missing = catalogue.filter((product) => !present.has(product.handle));
  console.log(`vendure: ${present.size} products present, ${missing.length} to import`);
  const csvDir = path.join(dataDir, 'csv');
  fs.mkdirSync(csvDir, { recursive: true });
  for (let start = 0; start < missing.length; start += batch) {
    const part = missing.slice(start, start + batch);
    const file = path.join(csvDir, `batch-${start}.csv`);
    fs.writeFileSync(file, csvOf(part));
    const batchStarted = Date.now();
    const result = await importProductsFromCsv(app, file, LanguageCode.en);
    if (result.errors && result.errors.length) throw new Error(result.errors.join('\n'));
    console.log(
      `vendure: imported ${start + part.length}/${missing.length} (${part.length} in ` +
        `${((Date.now() - batchStarted) / 1000).toFixed(1)} s)`,
    );
  }
  // The importer queues one index job per product; one reindex at the end does their work at once.
  await connection.query(
    `DELETE FROM job_record WHERE "queueName" = 'update-search-index' AND state = 'PENDING'`,
  );
  await connection.query('DELETE FROM job_record_buffer').catch(() => undefined);
  const indexed = await connection.query(
    'SELECT count(DISTINCT "productId")::int AS n FROM search_index_item',
  );
  const products = await connection.query('SELECT count(*)::int AS n FROM product WHERE "deletedAt" IS NULL');
  if (indexed[0].n !== products[0].n || missing.length > 0) {
    const reindexStarted = Date.now();
    await app.get(JobQueueService).start();
    const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
    const job = await app.get(SearchService).reindex(ctx);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const rows = await connection.query('SELECT state FROM job_record WHERE id = $1', [job.id]);
      const state = rows[0] && rows[0].state;
      if (state === 'COMPLETED') break;
      if (state === 'FAILED' || state === 'CANCELLED') throw new Error(`the reindex job ended ${state}`);
    }
    console.log(`vendure: reindexed in ${((Date.now() - reindexStarted) / 1000).toFixed(1)} s`);
  }
  await app.close();
  console.log(`vendure: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
