import type { ProductInput } from '@handmade/common';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { createApiThunk } from '../../app/state/createApiThunk';
import { type UploadProgress } from '../../lib/api';
import type { Product, ProductImage, ShippingProfile } from '../../lib/types';
import { productDeleted } from '../../app/state/events';
import { currentProductsLoaded, productSaved } from './productsSlice';

/**
 * A seller's calls: listings, saving, deleting and photos. Loaded with the pages that use them; the
 * cache changes go through the products slice's events, which the cart and favorites answer too.
 */

export const loadCurrentProducts = createApiThunk(
  'products/loadCurrent',
  async (_: void, api, { dispatch }) => {
    const { products } = await api.get<{ products: Product[] }>('/api/products/current');
    dispatch(currentProductsLoaded(products));
    return products;
  },
);

/** The seller's shipping profiles, for the listing form to offer. */
export const loadShippingProfiles = createApiThunk('products/loadShippingProfiles', (_: void, api) =>
  api.get<ShippingProfile[]>('/api/shop/shipping-profiles'),
);

/** Creates the product when there is no id yet, else updates it. */
export const saveProduct = createApiThunk(
  'products/save',
  async ({ id, fields }: { id: number | null; fields: ProductInput }, api, { dispatch, getState }) => {
    // The server takes the seller from the session; the id is sent as the call table describes it.
    const body = { ...fields, seller_id: selectCurrentUser(getState())?.id ?? null };
    const product =
      id === null
        ? await api.post<Product>('/api/products/new', body)
        : await api.put<Product>(`/api/products/${id}/edit`, { ...body, id });
    dispatch(productSaved(product));
    return product;
  },
);

export const deleteProduct = createApiThunk(
  'products/delete',
  async (productId: number, api, { dispatch }) => {
    await api.delete(`/api/products/${productId}`);
    dispatch(productDeleted(productId));
    return productId;
  },
);

interface NewImage {
  productId: number;
  file: File;
  preview: boolean;
  onProgress?: UploadProgress;
}

export const addImage = createApiThunk(
  'products/addImage',
  async ({ productId, file, preview, onProgress }: NewImage, api) => {
    const form = new FormData();
    form.append('product_id', String(productId));
    form.append('image', file);
    form.append('preview', String(preview));
    return await api.upload<ProductImage>('/api/products/images/new', form, onProgress);
  },
);

export const replaceImage = createApiThunk(
  'products/replaceImage',
  async (
    { imageId, file, onProgress }: { imageId: number; file: File; onProgress?: UploadProgress },
    api,
  ) => {
    const form = new FormData();
    form.append('image', file);
    return await api.upload<ProductImage>(`/api/products/images/${imageId}`, form, onProgress, 'PUT');
  },
);

export const deleteImage = createApiThunk('products/deleteImage', async (imageId: number, api) => {
  await api.delete(`/api/products/images/${imageId}`);
  return imageId;
});
