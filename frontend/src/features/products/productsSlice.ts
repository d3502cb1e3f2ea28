import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { createAppAsyncThunk, createAppSelector } from '../../app/hooks';
import { toApiError, type ApiError } from '../../lib/api';
import type { Product, Status } from '../../lib/types';
import { checkoutCompleted } from '../checkout/checkoutEvents';

const productsAdapter = createEntityAdapter<Product>();

/** The grid on screen: one query (all, a category, a search, a shop) and the pages loaded so far. */
interface ProductList {
  key: string | null;
  ids: number[];
  next: string | null;
  status: Status;
  moreStatus: Status;
  error: ApiError | null;
}

interface DetailState {
  status: Status;
  error: ApiError | null;
}

interface RandomState {
  product: Product | null;
  status: Status;
}

const emptyList: ProductList = {
  key: null,
  ids: [],
  next: null,
  status: 'idle',
  moreStatus: 'idle',
  error: null,
};

const initialState = productsAdapter.getInitialState({
  list: emptyList,
  details: {} as Record<number, DetailState>,
  random: { product: null, status: 'idle' } as RandomState,
  /** The signed-in user's listings, newest first; null until loaded. */
  current: null as number[] | null,
});

export interface ListQuery {
  /** Identifies the grid, so a late answer for a grid no longer shown is dropped. */
  key: string;
  url: string;
}

export const fetchProducts = createAppAsyncThunk(
  'products/fetchList',
  async ({ url }: ListQuery, { extra: api, rejectWithValue }) => {
    try {
      return await api.getPage<Product>(url);
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

export const fetchMoreProducts = createAppAsyncThunk(
  'products/fetchMore',
  async (_: void, { extra: api, getState, rejectWithValue }) => {
    const { next, key } = getState().products.list;
    try {
      return { key, page: await api.getPage<Product>(next ?? '') };
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
  {
    condition: (_, { getState }) => {
      const { next, moreStatus } = getState().products.list;
      return Boolean(next) && moreStatus !== 'pending';
    },
  },
);

export const fetchProduct = createAppAsyncThunk(
  'products/fetchOne',
  async (productId: number, { extra: api, rejectWithValue }) => {
    try {
      return await api.get<Product>(`/api/products/${productId}`);
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

export const fetchRandomProduct = createAppAsyncThunk(
  'products/fetchRandom',
  async (_: void, { extra: api, rejectWithValue }) => {
    try {
      return await api.get<Product>('/api/products/random');
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

const productsSlice = createSlice({
  name: 'products',
  initialState,
  // Events dispatched by the listing and checkout code, which loads with its pages.
  reducers: {
    currentProductsLoaded(state, action: PayloadAction<Product[]>) {
      productsAdapter.upsertMany(state, action.payload);
      state.current = action.payload.map((product) => product.id);
    },
    productSaved(state, action: PayloadAction<Product>) {
      productsAdapter.upsertOne(state, action.payload);
      if (state.current && !state.current.includes(action.payload.id))
        state.current.unshift(action.payload.id);
    },
    productDeleted(state, action: PayloadAction<number>) {
      const id = action.payload;
      productsAdapter.removeOne(state, id);
      state.list.ids = state.list.ids.filter((listed) => listed !== id);
      if (state.current) state.current = state.current.filter((own) => own !== id);
      delete state.details[id];
      if (state.random.product?.id === id) state.random = { product: null, status: 'idle' };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkoutCompleted, (state, action) => {
        const { products, deleted_products: soldOut } = action.payload;
        productsAdapter.upsertMany(state, [...products, ...soldOut]);
        // Sold out is unlisted: gone from the grids, still kept for its page and the seller's listings.
        const gone = new Set(soldOut.map((product) => product.id));
        state.list.ids = state.list.ids.filter((id) => !gone.has(id));
      })
      .addCase(fetchProducts.pending, (state, action) => {
        const { key } = action.meta.arg;
        // Revisiting the same grid keeps its cards on screen while they refresh.
        if (state.list.key !== key) state.list = { ...emptyList, key };
        state.list.status = 'pending';
        state.list.error = null;
      })
      .addCase(fetchProducts.fulfilled, (state, action) => {
        if (state.list.key !== action.meta.arg.key) return;
        productsAdapter.upsertMany(state, action.payload.items);
        state.list.ids = action.payload.items.map((product) => product.id);
        state.list.next = action.payload.next;
        state.list.status = 'succeeded';
        state.list.moreStatus = 'idle';
      })
      .addCase(fetchProducts.rejected, (state, action) => {
        if (state.list.key !== action.meta.arg.key) return;
        state.list.status = 'failed';
        state.list.error = action.payload ?? toApiError(action.error);
      })
      .addCase(fetchMoreProducts.pending, (state) => {
        state.list.moreStatus = 'pending';
      })
      .addCase(fetchMoreProducts.fulfilled, (state, action) => {
        if (state.list.key !== action.payload.key) return;
        const { items, next } = action.payload.page;
        productsAdapter.upsertMany(state, items);
        const seen = new Set(state.list.ids);
        state.list.ids.push(...items.map((product) => product.id).filter((id) => !seen.has(id)));
        state.list.next = next;
        state.list.moreStatus = 'succeeded';
      })
      .addCase(fetchMoreProducts.rejected, (state) => {
        state.list.moreStatus = 'failed';
      })
      .addCase(fetchProduct.pending, (state, action) => {
        state.details[action.meta.arg] = { status: 'pending', error: null };
      })
      .addCase(fetchProduct.fulfilled, (state, action) => {
        productsAdapter.upsertOne(state, action.payload);
        state.details[action.meta.arg] = { status: 'succeeded', error: null };
      })
      .addCase(fetchProduct.rejected, (state, action) => {
        state.details[action.meta.arg] = {
          status: 'failed',
          error: action.payload ?? toApiError(action.error),
        };
      })
      .addCase(fetchRandomProduct.pending, (state) => {
        state.random.status = 'pending';
      })
      .addCase(fetchRandomProduct.fulfilled, (state, action) => {
        // Kept apart from the cache: this answer rounds the seller rating differently.
        state.random = { product: action.payload, status: 'succeeded' };
      })
      .addCase(fetchRandomProduct.rejected, (state) => {
        state.random.status = 'failed';
      });
  },
});

export const productsReducer = productsSlice.reducer;
export const { currentProductsLoaded, productSaved, productDeleted } = productsSlice.actions;

export const { selectById: selectProductById, selectEntities: selectProductEntities } =
  productsAdapter.getSelectors((state: RootState) => state.products);

export const selectProductList = (state: RootState) => state.products.list;

export const selectListProducts = createAppSelector(
  [selectProductEntities, (state: RootState) => state.products.list.ids],
  (entities, ids) => ids.map((id) => entities[id]).filter((product): product is Product => Boolean(product)),
);

const idleDetail: DetailState = { status: 'idle', error: null };

export const selectProductDetail = (state: RootState, productId: number): DetailState =>
  state.products.details[productId] ?? idleDetail;

export const selectRandomProduct = (state: RootState) => state.products.random;
