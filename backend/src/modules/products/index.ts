/** What other modules and the composition root may use of products. */
export {
  NOT_LISTED,
  toProduct,
  toShoppersProduct,
  type Product,
  type ProductRow,
  type Seller,
} from './products.mapper';
export { selectProducts } from './products.query';
export { currentOrComingSale, pricedDuring, runningSale, type SaleColumns } from './products.sale';
export { createProductsRepository, type ListedRow } from './products.repository';
export { createPrivateListingGate, PRIVATE_CACHE_CONTROL } from './privateListing';
export { createProductsRouter } from './products.routes';
export { productIdField, PRODUCT_ID_MESSAGE, productListQuerySchema } from './products.schemas';
export {
  createProductsService,
  PRODUCT_NOT_FOUND,
  SEARCHES_BUSY,
  type ProductsService,
} from './products.service';
export { searchWords } from './products.tsquery';
export { createShopRouter } from './shop.routes';
export { CURSOR_KEYS, pageOf, productsOf } from './products.sorts';
