import type { ProductInput } from '@handmade/common';
import { createAppAsyncThunk } from '../../app/hooks';
import { toApiError, type UploadProgress } from '../../lib/api';
import type { Product, ProductImage } from '../../lib/types';
import { productDeleted } from './productEvents';
import { currentProductsLoaded, productSaved } from './productsSlice';

/**
 * A seller's calls: listings, saving, deleting and photos. Loaded with the pages that use them; the
 * cache changes go through the products slice's events, which the cart and favorites answer too.
 */

export const loadCurrentProducts = createAppAsyncThunk(
  'products/loadCurrent',
  async (_: void, { extra: api, dispatch, rejectWithValue }) => {
    try {
      const { products } = await api.get<{ products: Product[] }>('/api/products/current');
      dispatch(currentProductsLoaded(products));
      return products;
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

/** Creates the product when there is no id yet, else updates it. */
export const saveProduct = createAppAsyncThunk(
  'products/save',
  async (
    { id, fields }: { id: number | null; fields: ProductInput },
    { extra: api, dispatch, getState, rejectWithValue },
  ) => {
    // The server takes the seller from the session; the id is sent as the call table describes it.
    const body = { ...fields, seller_id: getState().session.user?.id ?? null };
    try {
      const product =
        id === null
          ? await api.post<Product>('/api/products/new', body)
          : await api.put<Product>(`/api/products/${id}/edit`, { ...body, id });
      dispatch(productSaved(product));
      return product;
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

export const deleteProduct = createAppAsyncThunk(
  'products/delete',
  async (productId: number, { extra: api, dispatch, rejectWithValue }) => {
    try {
      await api.delete(`/api/products/${productId}`);
      dispatch(productDeleted(productId));
      return productId;
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

interface NewImage {
  productId: number;
  file: File;
  preview: boolean;
  onProgress?: UploadProgress;
}

export const addImage = createAppAsyncThunk(
  'products/addImage',
  async ({ productId, file, preview, onProgress }: NewImage, { extra: api, rejectWithValue }) => {
    const form = new FormData();
    form.append('product_id', String(productId));
    form.append('image', file);
    form.append('preview', String(preview));
    try {
      return await api.upload<ProductImage>('/api/products/images/new', form, onProgress);
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

export const replaceImage = createAppAsyncThunk(
  'products/replaceImage',
  async (
    { imageId, file, onProgress }: { imageId: number; file: File; onProgress?: UploadProgress },
    { extra: api, rejectWithValue },
  ) => {
    const form = new FormData();
    form.append('image', file);
    try {
      return await api.upload<ProductImage>(`/api/products/images/${imageId}`, form, onProgress, 'PUT');
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

export const deleteImage = createAppAsyncThunk(
  'products/deleteImage',
  async (imageId: number, { extra: api, rejectWithValue }) => {
    try {
      await api.delete(`/api/products/images/${imageId}`);
      return imageId;
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);
