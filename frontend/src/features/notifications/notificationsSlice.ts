import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { createApiThunk } from '../../app/state/createApiThunk';
import { liveEventsOpened, noticeReceived } from '../../app/state/events';
import { injectConfig, rootReducer, type RootState } from '../../app/state/rootReducer';
import type { Notice, NoticesAnswer, Status, Unread } from '../../lib/types';

/** Newest first, as the bell lists them: ids grow with time. */
const noticesAdapter = createEntityAdapter<Notice>({ sortComparer: (a, b) => b.id - a.id });

const initialState = noticesAdapter.getInitialState({
  /** The newest page, read when the bell appears. */
  status: 'idle' as Status,
  /** An older page, read when asked for. */
  olderStatus: 'idle' as Status,
  /** The `before` of the next older page; null once the oldest is here. */
  nextBefore: null as number | null,
  unread: 0,
  /** How many times the live stream has opened: the newest page is read again after each. */
  streamOpenings: 0,
  /** The newest page's read under way or last begun, and the stream opening it began after. */
  newestRead: { requestId: '', afterOpening: -1 },
});
type NotificationsState = typeof initialState;

// Loaded with the signed-in header's bell.
declare module '../../app/state/rootReducer' {
  interface LazyLoadedSlices {
    notifications: NotificationsState;
  }
}

const stateOf = (state: RootState): NotificationsState => state.notifications ?? initialState;

/** The newest page of the signed-in user's notices, or the one before the `before` id. */
export const loadNotices = createApiThunk(
  'notifications/load',
  (before: number | undefined, api) =>
    api.get<NoticesAnswer>(
      before === undefined ? '/api/notifications' : `/api/notifications?before=${before}`,
    ),
  {
    // A read of the newest page under way is enough, unless the stream has opened since it began.
    condition: (before, { getState }) => {
      const state = stateOf(getState());
      if (before !== undefined) return state.olderStatus !== 'pending';
      return state.status !== 'pending' || state.newestRead.afterOpening !== state.streamOpenings;
    },
  },
);

/** Marks every notice read; the answer's count is 0. The badge goes at once. */
export const markNoticesRead = createApiThunk(
  'notifications/markRead',
  (_: void, api) => api.put<Unread>('/api/notifications/read'),
  { condition: (_, { getState }) => stateOf(getState()).unread > 0 },
);

const slice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadNotices.pending, (state, action) => {
        if (action.meta.arg !== undefined) {
          state.olderStatus = 'pending';
          return;
        }
        state.status = 'pending';
        state.newestRead = { requestId: action.meta.requestId, afterOpening: state.streamOpenings };
      })
      .addCase(loadNotices.fulfilled, (state, action) => {
        // Merged, not replaced: a notice heard live while the page was on its way stays.
        noticesAdapter.upsertMany(state, action.payload.notifications);
        if (action.meta.arg !== undefined) {
          state.nextBefore = action.payload.next_before;
          state.olderStatus = 'succeeded';
          return;
        }
        // An earlier read that answers last does not undo a later one's count.
        if (action.meta.requestId !== state.newestRead.requestId) return;
        state.unread = action.payload.unread;
        state.nextBefore = action.payload.next_before;
        state.status = 'succeeded';
      })
      .addCase(loadNotices.rejected, (state, action) => {
        if (action.meta.arg !== undefined) state.olderStatus = 'failed';
        else if (action.meta.requestId === state.newestRead.requestId) state.status = 'failed';
      })
      .addCase(liveEventsOpened, (state) => {
        state.streamOpenings += 1;
      })
      .addCase(markNoticesRead.pending, (state) => {
        state.unread = 0;
      })
      .addCase(markNoticesRead.fulfilled, (state, action) => {
        for (const notice of Object.values(state.entities)) notice.read = true;
        state.unread = action.payload.unread;
      })
      .addCase(noticeReceived, (state, action) => {
        noticesAdapter.upsertOne(state, action.payload.notification);
        state.unread = action.payload.unread;
      });
  },
});

export const notificationsSlice = slice.injectInto(rootReducer, injectConfig);

const noticeSelectors = noticesAdapter.getSelectors((state: RootState) => stateOf(state));

export const selectNotices = noticeSelectors.selectAll;
export const selectNoticesUnread = (state: RootState) => stateOf(state).unread;
export const selectStreamOpenings = (state: RootState) => stateOf(state).streamOpenings;
export const selectNoticesStatus = (state: RootState) => stateOf(state).status;
export const selectOlderNoticesStatus = (state: RootState) => stateOf(state).olderStatus;
export const selectNextBefore = (state: RootState) => stateOf(state).nextBefore;
