/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, run by the peer from its own folder */
// Seeds Medusa for `npm run bench:peers` (plain CommonJS, run by `medusa exec ./seed.js` from this folder):
// a sales channel, the store's currency, a region, a publishable API key, the five categories, then every
// product of the benchmark's catalogue (PEER_CATALOGUE, written by bench/peers/run.ts) missing from the
// database, with Medusa's own createProductsWorkflow in batches of PEER_BATCH. It writes what the benchmark
// needs to send (the key, the region, each handle's product id) to PEER_OUT. A second run adds only what is missing.
const fs = require('node:fs');
const { ContainerRegistrationKeys, Modules, ProductStatus } = require('@medusajs/framework/utils');
const {
  createApiKeysWorkflow,
  createProductCategoriesWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  updateStoresWorkflow,
} = require('@medusajs/medusa/core-flows');

const NAME = 'Bench';

async function seed({ container }) {
  const started = Date.now();
  const catalogue = JSON.parse(fs.readFileSync(process.env.PEER_CATALOGUE, 'utf8'));
  const batch = Number(process.env.PEER_BATCH || 100);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const salesChannels = container.resolve(Modules.SALES_CHANNEL);
  const regions = container.resolve(Modules.REGION);
  const apiKeys = container.resolve(Modules.API_KEY);
  const products = container.resolve(Modules.PRODUCT);
  const stores = container.resolve(Modules.STORE);

  let [channel] = await salesChannels.listSalesChannels({ name: NAME });
  if (!channel) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: NAME }] },
    });
    channel = result[0];
  }
  const [store] = await stores.listStores();
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        supported_currencies: [{ currency_code: 'usd', is_default: true }],
        default_sales_channel_id: channel.id,
      },
    },
  });
  let [region] = await regions.listRegions({ name: NAME });
  if (!region) {
    const { result } = await createRegionsWorkflow(container).run({
      input: { regions: [{ name: NAME, currency_code: 'usd', countries: ['us'] }] },
    });
    region = result[0];
  }
  let [key] = await apiKeys.listApiKeys({ title: NAME, type: 'publishable' });
  if (!key) {
    const { result } = await createApiKeysWorkflow(container).run({
      input: { api_keys: [{ title: NAME, type: 'publishable', created_by: '' }] },
    });
    key = result[0];
    await linkSalesChannelsToApiKeyWorkflow(container).run({
      input: { id: key.id, add: [channel.id] },
    });
  }

  const names = [...new Set(catalogue.map((product) => product.categoryName))];
  const existingCategories = await products.listProductCategories({ name: names });
  const categoryIds = new Map(existingCategories.map((category) => [category.name, category.id]));
  const newNames = names.filter((name) => !categoryIds.has(name));
  if (newNames.length > 0) {
    const { result } = await createProductCategoriesWorkflow(container).run({
      input: { product_categories: newNames.map((name) => ({ name, is_active: true })) },
    });
    for (const category of result) categoryIds.set(category.name, category.id);
  }

  const handles = async () => {
    const { data } = await query.graph({ entity: 'product', fields: ['id', 'handle'] });
    return new Map(data.map((product) => [product.handle, product.id]));
  };
  const present = await handles();
  const missing = catalogue.filter((product) => !present.has(product.handle));
  console.log(`medusa: ${present.size} products present, ${missing.length} to create`);
  for (let start = 0; start < missing.length; start += batch) {
    const part = missing.slice(start, start + batch);
    await createProductsWorkflow(container).run({
      input: {
        products: part.map((product) => ({
          title: product.title,
          handle: product.handle,
          description: product.description,
          status: ProductStatus.PUBLISHED,
          thumbnail: product.photoUrl,
          images: [{ url: product.photoUrl }],
          category_ids: [categoryIds.get(product.categoryName)],
          sales_channels: [{ id: channel.id }],
          options: [{ title: 'Default', values: ['Default'] }],
          variants: [
            {
              title: 'Default',
              sku: product.handle,
              options: { Default: 'Default' },
              manage_inventory: false,
              prices: [{ amount: product.price, currency_code: 'usd' }],
            },
          ],
        })),
      },
    });
    if ((start + part.length) % 1000 === 0 || start + part.length === missing.length)
      console.log(
        `medusa: created ${start + part.length}/${missing.length} ` +
          `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
  }
  const ids = Object.fromEntries(await handles());
  fs.writeFileSync(
    process.env.PEER_OUT,
    JSON.stringify({ publishableKey: key.token, regionId: region.id, ids }),
  );
  console.log(`medusa: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

module.exports = { default: seed };
