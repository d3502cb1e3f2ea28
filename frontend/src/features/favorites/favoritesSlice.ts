import { createEntityAdapter, createSelector, createSlice } from '@reduxjs/toolkit';
import { injectConfig, rootReducer } from '../../app/state/rootReducer';
import { createApiThunk } from '../../app/state/createApiThunk';
import type { Favorite, Status } from '../../lib/types';
import { productDeleted } from '../../app/state/events';

/** Newest favorite first, as the server lists them. */
const favoritesAdapter = createEntityAdapter<Favorite>({ sortComparer: (a, b) => b.id - a.id });

const initialState = favoritesAdapter.getInitialState({ status: 'idle' as Status });

// Loaded with the signed-in header and the pages that show a heart, and added to the store then.
declare module '../../app/state/rootReducer' {
  interface LazyLoadedSlices {
    favorites: typeof initialState;
  }
}

export const fetchFavorites = createApiThunk('favorites/fetch', async (_: void, api) => {
  return await api.get<Favorite[]>('/api/favorites/current');
});

export const addFavorite = createApiThunk('favorites/add', async (productId: number, api) => {
  return await api.post<Favorite>('/api/favorites/', { product_id: productId });
});

export const removeFavorite = createApiThunk('favorites/remove', async (productId: number, api) => {
  await api.delete(`/api/favorites/${productId}`);
  return productId;
});

const { selectAll } = favoritesAdapter.getSelectors();

const slice = createSlice({
  name: 'favorites',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchFavorites.pending, (state) => {
        state.status = 'pending';
      })
      .addCase(fetchFavorites.fulfilled, (state, action) => {
        favoritesAdapter.setAll(state, action.payload);
        state.status = 'succeeded';
      })
      .addCase(fetchFavorites.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(addFavorite.fulfilled, (state, action) => {
        favoritesAdapter.upsertOne(state, action.payload);
      })
      .addMatcher(
        (action) => removeFavorite.fulfilled.match(action) || productDeleted.match(action),
        (state, action: { payload: number }) => {
          const gone = Object.values(state.entities)
            .filter((favorite) => favorite.product_id === action.payload)
            .map((favorite) => favorite.id);
          favoritesAdapter.removeMany(state, gone);
        },
      );
  },
  selectors: {
    selectFavoritesStatus: (state) => state.status,
    selectFavorites: selectAll,
    selectFavoriteProductIds: createSelector(
      [selectAll],
      (favorites) => new Set(favorites.map((favorite) => favorite.product_id)),
    ),
  },
});

export const favoritesSlice = slice.injectInto(rootReducer, injectConfig);

export const { selectFavoritesStatus, selectFavorites, selectFavoriteProductIds } = favoritesSlice.selectors;
