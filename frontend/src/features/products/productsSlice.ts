import { checkoutCompleted, listingModerated, productDeleted } from '../../app/state/events';
import { createEntityAdapter, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectConfig, rootReducer, type RootState } from '../../app/state/rootReducer';
import { createApiThunk } from '../../app/state/createApiThunk';
import { toApiError, type ApiError } from '../../lib/api';
import type { Product, Status } from '../../lib/types';

const productsAdapter = createEntityAdapter<Product>();

/** The grid on screen: one query (all, a category, a search, a shop) and the pages loaded so far. */
interface ProductList {
  key: string | null;
  ids: number[];
  next: string | null;
  /** The search the server ran instead of the typed one, which matched nothing; null when none. */
  corrected: string | null;
  status: Status;
  moreStatus: Status;
  error: ApiError | null;
}

interface DetailState {
  status: Status;
  error: ApiError | null;
}

const emptyList: ProductList = {
  key: null,
  ids: [],
  next: null,
  corrected: null,
  status: 'idle',
  moreStatus: 'idle',
  error: null,
};

const initialState = productsAdapter.getInitialState({
  list: emptyList,
  details: {} as Record<number, DetailState>,
  /** The signed-in user's listings, newest first; null until loaded. */
  current: null as number[] | null,
});

type ProductsState = typeof initialState;

// Loaded with the pages that show products, and added to the store then. The state is named rather than
// taken from `typeof slice`: the thunks below read RootState, which would make that type circular.
declare module '../../app/state/rootReducer' {
  interface LazyLoadedSlices {
    products: ProductsState;
  }
}

/** For the thunks below: the slice may be injected but not yet reached by an action. */
const listOf = (state: RootState) => (state.products ?? initialState).list;

export interface ListQuery {
  /** Identifies the grid, so a late answer for a grid no longer shown is dropped. */
  key: string;
  url: string;
}

export const fetchProducts = createApiThunk('products/fetchList', async ({ url }: ListQuery, api) => {
  return await api.getPage<Product>(url);
});

export const fetchMoreProducts = createApiThunk(
  'products/fetchMore',
  async (_: void, api, { getState }) => {
    const { next, key } = listOf(getState());
    return { key, page: await api.getPage<Product>(next ?? '') };
  },
  {
    condition: (_, { getState }) => {
      const { next, moreStatus } = listOf(getState());
      return Boolean(next) && moreStatus !== 'pending';
    },
  },
);

export const fetchProduct = createApiThunk('products/fetchOne', async (productId: number, api) => {
  return await api.get<Product>(`/api/products/${productId}`);
});

const entitySelectors = productsAdapter.getSelectors();
const idleDetail: DetailState = { status: 'idle', error: null };

const slice = createSlice({
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
  },
  extraReducers: (builder) => {
    builder
      .addCase(productDeleted, (state, action) => {
        const id = action.payload;
        productsAdapter.removeOne(state, id);
        state.list.ids = state.list.ids.filter((listed) => listed !== id);
        if (state.current) state.current = state.current.filter((own) => own !== id);
        delete state.details[id];
      })
      // Hidden or shown again by an admin: the page shows why; the grids load it afresh anyway.
      .addCase(listingModerated, (state, action) => {
        productsAdapter.upsertOne(state, action.payload);
      })
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
        state.list.corrected = action.payload.corrected ?? null;
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
      });
  },
  selectors: {
    selectProductById: entitySelectors.selectById,
    selectProductEntities: entitySelectors.selectEntities,
    selectProductList: (state) => state.list,
    selectListProducts: createSelector(
      [entitySelectors.selectEntities, (state: ProductsState) => state.list.ids],
      (entities, ids) =>
        ids.map((id) => entities[id]).filter((product): product is Product => Boolean(product)),
    ),
    selectProductDetail: (state, productId: number): DetailState => state.details[productId] ?? idleDetail,
    /** The signed-in user's listings, newest first; null until loaded. */
    selectCurrentProductIds: (state) => state.current,
  },
});

export const productsSlice = slice.injectInto(rootReducer, injectConfig);

export const { currentProductsLoaded, productSaved } = productsSlice.actions;

export const {
  selectProductById,
  selectProductEntities,
  selectProductList,
  selectListProducts,
  selectProductDetail,
  selectCurrentProductIds,
} = productsSlice.selectors;
