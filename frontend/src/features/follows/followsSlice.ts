import type { FeedUnseen, FollowState } from '@handmade/common';
import { createSlice } from '@reduxjs/toolkit';
import { createApiThunk } from '../../app/state/createApiThunk';
import { injectConfig, rootReducer, type RootState } from '../../app/state/rootReducer';
import type { Shop } from '../../lib/types';

const initialState = {
  /** Where the signed-in user stands with each shop they looked at or (un)followed, by shop id. */
  shops: {} as Record<number, FollowState>,
  /** Listings that reached the feed since it was last opened. */
  unseen: 0,
};
type FollowsState = typeof initialState;

// Loaded with the follow button and the header's feed link.
declare module '../../app/state/rootReducer' {
  interface LazyLoadedSlices {
    follows: FollowsState;
  }
}

const stateOf = (state: RootState): FollowsState => state.follows ?? initialState;

export const followShop = createApiThunk('follows/follow', (shopId: number, api) =>
  api.put<FollowState>(`/api/shops/${shopId}/follow`),
);

export const unfollowShop = createApiThunk('follows/unfollow', (shopId: number, api) =>
  api.delete<FollowState>(`/api/shops/${shopId}/follow`),
);

/** The shop as the signed-in user sees it: for a page loaded before they signed in. */
export const loadFollowState = createApiThunk('follows/load', (shopId: number, api) =>
  api.get<Shop>(`/api/users/${shopId}`),
);

export const fetchFeedUnseen = createApiThunk('follows/fetchUnseen', (_: void, api) =>
  api.get<FeedUnseen>('/api/feed/unseen'),
);

const slice = createSlice({
  name: 'follows',
  initialState,
  reducers: {
    /** The feed's first page was shown: what it held is seen (the server marked it so). */
    feedOpened(state) {
      state.unseen = 0;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(followShop.fulfilled, (state, action) => {
        state.shops[action.meta.arg] = action.payload;
      })
      .addCase(unfollowShop.fulfilled, (state, action) => {
        state.shops[action.meta.arg] = action.payload;
      })
      .addCase(loadFollowState.fulfilled, (state, { payload }) => {
        state.shops[payload.id] = { following: payload.following ?? false, followers: payload.followers };
      })
      .addCase(fetchFeedUnseen.fulfilled, (state, action) => {
        state.unseen = action.payload.unseen;
      });
  },
});

export const followsSlice = slice.injectInto(rootReducer, injectConfig);
export const { feedOpened } = followsSlice.actions;

/** Where the user stands with a shop after following or unfollowing it here; undefined before. */
export const selectFollowStateOf = (state: RootState, shopId: number): FollowState | undefined =>
  stateOf(state).shops[shopId];

export const selectFeedUnseen = (state: RootState) => stateOf(state).unseen;
