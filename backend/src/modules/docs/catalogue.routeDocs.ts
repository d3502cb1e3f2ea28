import { productSchema } from '@handmade/common';
import { z } from 'zod';
import { MAX_PAGE_SIZE, pageQuery, pageQuerySchema } from '../../http/pagination';
import { imageChangeSchema, newImageSchema } from '../images';
import { productListQuerySchema } from '../products';
import * as shapes from './openapi.schemas';
import { MESSAGE_ANSWER, PHOTO_QUEUE, PHOTO_TOO_LARGE, type RouteDoc } from './routeDoc';

const NEXT_LINK = { Link: '`<...&cursor=...>; rel="next"` while another page exists; follow it unchanged.' };
const PRODUCT_PAGE_HEADERS = {
  ...NEXT_LINK,
  'X-Search-Corrected':
    'Only when `q` matched nothing and misspelt words were corrected: the search run instead, ' +
    'percent-encoded (e.g. `ceramic%20mug` for `q=ceramc mug`).',
};
const PAGE_ABOUT = {
  limit: 'Page size, 1 to 200.',
  cursor: 'The cursor from the previous page’s Link header; opaque.',
};
const LIST_ABOUT = {
  ...PAGE_ABOUT,
  category: 'Category id: 1 Home & Living, 2 Accessories, 3 Crafting, 4 Jewelry, 5 Clothing.',
  q:
    'Full-text search over title and description (`"exact phrase"`, `-word` and `or` work); the last word ' +
    'also matches as a prefix, and when nothing matches, misspelt words are replaced by the closest ' +
    'catalogue words.',
  sort:
    'Order of the list; newest is the highest id first; rating ranks by the product’s own reviews; ' +
    'relevance (the default with `q`) puts products whose title matches first, newest first within ' +
    'each; without `q`, relevance lists newest first.',
  min_price: 'Lowest price in dollars, e.g. `10` or `12.50`.',
  max_price: 'Highest price in dollars; not below `min_price`.',
  min_rating:
    'Lowest average of the product’s own reviews, 1 to 5 (one decimal); unreviewed products are left out.',
};
const productList = { schema: productListQuerySchema, about: LIST_ABOUT };

const NOT_OWNER = 'The product is not the signed-in user’s.';
const productId = { id: 'The product id.' };
const imageId = { id: 'The image id.' };

export const catalogueRouteDocs: RouteDoc[] = [
  {
    id: 'listProducts',
    method: 'get',
    path: '/api/products',
    tag: 'Products',
    summary: 'List and search listed products, newest first',
    description: 'Keyset pages: default 60, at most 200. Sold-out products are never listed.',
    query: productList,
    answers: [
      {
        status: 200,
        description: 'A page of products.',
        schema: z.array(shapes.ProductSchema),
        headers: PRODUCT_PAGE_HEADERS,
      },
    ],
  },
  {
    id: 'randomProduct',
    method: 'get',
    path: '/api/products/random',
    tag: 'Products',
    summary: 'A random listed product',
    description: 'Its `seller.seller_rating` is rounded to a whole number of stars.',
    answers: [{ status: 200, description: 'A product.', schema: shapes.ProductSchema }],
    errors: { 404: 'Nothing is listed.' },
  },
  {
    id: 'listPreviewImages',
    method: 'get',
    path: '/api/products/preview-images',
    tag: 'Products',
    summary: 'The preview image of each listed product, newest product first',
    query: { schema: pageQuerySchema, about: PAGE_ABOUT },
    answers: [
      {
        status: 200,
        description: 'A page of preview images.',
        schema: z.array(shapes.PreviewImageSchema),
        headers: NEXT_LINK,
      },
    ],
  },
  {
    id: 'myProducts',
    method: 'get',
    path: '/api/products/current',
    tag: 'Products',
    summary: 'The signed-in user’s listings, sold-out ones included',
    signedIn: true,
    answers: [
      {
        status: 200,
        description: 'The products, newest first, and the user id.',
        schema: z.object({ products: z.array(shapes.ProductSchema), user_id: z.number().int() }),
      },
    ],
  },
  {
    id: 'createProduct',
    method: 'post',
    path: '/api/products/new',
    tag: 'Products',
    summary: 'List a new product',
    description:
      'The seller is the signed-in user; a `seller_id` in the body is ignored. Errors are keyed `title`, `description`, `inventory`, `price`, `categoryId`.',
    signedIn: true,
    body: productSchema,
    answers: [{ status: 201, description: 'The created product.', schema: shapes.ProductSchema }],
  },
  {
    id: 'getProduct',
    method: 'get',
    path: '/api/products/{id}',
    tag: 'Products',
    summary: 'A product with its images',
    pathParams: productId,
    answers: [{ status: 200, description: 'The product.', schema: shapes.ProductDetailSchema }],
    errors: { 404: 'No such product.' },
  },
  {
    id: 'editProduct',
    method: 'put',
    path: '/api/products/{id}/edit',
    tag: 'Products',
    summary: 'Edit one of the signed-in user’s products',
    description: 'Same body as creating. Editing a sold-out product restocks and lists it again.',
    signedIn: true,
    pathParams: productId,
    body: productSchema,
    answers: [{ status: 200, description: 'The product.', schema: shapes.ProductSchema }],
    errors: { 403: NOT_OWNER, 404: 'No such product.' },
  },
  {
    id: 'deleteProduct',
    method: 'delete',
    path: '/api/products/{id}',
    tag: 'Products',
    summary: 'Delete a listing for good, with its images, cart lines, favorites and reviews',
    signedIn: true,
    pathParams: productId,
    answers: [{ status: 200, description: MESSAGE_ANSWER, schema: shapes.MessageSchema }],
    errors: { 403: NOT_OWNER, 404: 'No such product.' },
  },
  {
    id: 'listProductImages',
    method: 'get',
    path: '/api/products/{id}/images',
    tag: 'Images',
    summary: 'A product’s images, the preview first',
    pathParams: productId,
    answers: [{ status: 200, description: 'The images.', schema: z.array(shapes.ImageSchema) }],
    errors: { 404: 'No such product.' },
  },
  {
    id: 'addImage',
    method: 'post',
    path: '/api/products/images/new',
    tag: 'Images',
    summary: 'Upload a photo of one of the signed-in user’s products',
    description:
      'PNG, JPEG, GIF or WebP (checked by its bytes), at most 5 MB, 6 per product. A product’s first image is always its preview; `preview=true` moves the flag to the new image. ' +
      PHOTO_QUEUE,
    signedIn: true,
    multipart: { schema: newImageSchema, fileRequired: true },
    answers: [{ status: 201, description: 'The stored image.', schema: shapes.ImageSchema }],
    errors: {
      400: 'No file, a seventh image, or a form that cannot be read; `errors.image` says which.',
      403: NOT_OWNER,
      404: 'No such product.',
      413: PHOTO_TOO_LARGE,
      415: 'Not a PNG, JPEG, GIF or WebP image (a pdf, say), or an image that cannot be read.',
    },
  },
  {
    id: 'changeImage',
    method: 'put',
    path: '/api/products/images/{id}',
    tag: 'Images',
    summary: 'Replace a photo, or make it the preview',
    description:
      'Multipart `image?` and `preview?`, or a JSON body `{preview}`. `preview=false` changes nothing: set `preview=true` on another image instead.',
    signedIn: true,
    pathParams: imageId,
    multipart: { schema: imageChangeSchema, fileRequired: false },
    body: imageChangeSchema,
    answers: [{ status: 200, description: 'The image.', schema: shapes.ImageSchema }],
    errors: {
      403: NOT_OWNER,
      404: 'No such image.',
      413: PHOTO_TOO_LARGE,
      415: 'Not a PNG, JPEG, GIF or WebP image, or an image that cannot be read.',
    },
  },
  {
    id: 'deleteImage',
    method: 'delete',
    path: '/api/products/images/{id}',
    tag: 'Images',
    summary: 'Delete a photo; the lowest remaining slot becomes the preview',
    signedIn: true,
    pathParams: imageId,
    answers: [{ status: 200, description: MESSAGE_ANSWER, schema: shapes.MessageSchema }],
    errors: { 403: NOT_OWNER, 404: 'No such image.' },
  },
  {
    id: 'listSellers',
    method: 'get',
    path: '/api/users',
    tag: 'Users',
    summary: 'Sellers (users with at least one listed product), by id',
    query: { schema: pageQuery(MAX_PAGE_SIZE), about: PAGE_ABOUT },
    answers: [
      {
        status: 200,
        description: 'A page of sellers.',
        schema: z.array(shapes.PublicUserSchema),
        headers: NEXT_LINK,
      },
    ],
  },
  {
    id: 'sellerShop',
    method: 'get',
    path: '/api/users/{id}/products',
    tag: 'Users',
    summary: 'A seller’s listed products (their shop)',
    pathParams: { id: 'The user id.' },
    query: productList,
    answers: [
      {
        status: 200,
        description: 'A page of products.',
        schema: z.array(shapes.ProductSchema),
        headers: PRODUCT_PAGE_HEADERS,
      },
    ],
    errors: { 404: 'No such user.' },
  },
];
