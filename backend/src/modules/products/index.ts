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
export { createProductsRepository } from './products.repository';
export { createPrivateListingGate } from './privateListing';
export { createProductsRouter } from './products.routes';
export { productIdField, PRODUCT_ID_MESSAGE, productListQuerySchema } from './products.schemas';
export { createProductsService, SEARCHES_BUSY, type ProductsService } from './products.service';
export { createShopRouter } from './shop.routes';
