import { createEntityAdapter, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { noticeReceived, shipmentChanged } from '../../app/state/events';
import { injectConfig, rootReducer, type RootState } from '../../app/state/rootReducer';
import type { ApiError } from '../../lib/api';
import type { Case, Status } from '../../lib/types';
import { escalateCase, loadCase, resolveCase, sendCaseMessage } from './casesApi';

/**
 * The cases opened here, each as its last answer. A case changes while its page is open (the other side
 * writes, an admin decides): the live events say so, through its shipment or a notice linking to it, and
 * `changes` counts those news per case, so its page reads it again.
 */
const adapter = createEntityAdapter<Case>();

interface LoadState {
  status: Status;
  error: ApiError | null;
}

const idle: LoadState = { status: 'idle', error: null };

const initialState = adapter.getInitialState({
  loads: {} as Record<number, LoadState>,
  changes: {} as Record<number, number>,
});
type CasesState = typeof initialState;

declare module '../../app/state/rootReducer' {
  interface LazyLoadedSlices {
    cases: CasesState;
  }
}

const CASE_LINK = /^\/cases\/(\d+)$/;

/** Messages and events are only ever added: the copy with more of them is the newer one. */
const size = (kase: Case) => kase.messages.length + kase.events.length;

function takeNewer(state: CasesState, incoming: Case) {
  const known = state.entities[incoming.id];
  if (!known || size(incoming) >= size(known)) adapter.setOne(state, incoming);
}

function changed(state: CasesState, caseId: number) {
  state.changes[caseId] = (state.changes[caseId] ?? 0) + 1;
}

const slice = createSlice({
  name: 'cases',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadCase.pending, (state, action) => {
        state.loads[action.meta.arg] = { status: 'pending', error: null };
      })
      .addCase(loadCase.fulfilled, (state, action) => {
        takeNewer(state, action.payload);
        state.loads[action.meta.arg] = { status: 'succeeded', error: null };
      })
      .addCase(loadCase.rejected, (state, action) => {
        state.loads[action.meta.arg] = { status: 'failed', error: action.payload ?? null };
      })
      .addCase(shipmentChanged, (state, action) => {
        const shipment = action.payload;
        for (const kase of Object.values(state.entities))
          if (kase.shipment_id === shipment.id || kase.id === shipment.case?.id) changed(state, kase.id);
      })
      .addCase(noticeReceived, (state, action) => {
        const match = CASE_LINK.exec(action.payload.notification.link ?? '');
        if (match) changed(state, Number(match[1]));
      })
      // What this page did: the answer is the whole case as it is now.
      .addMatcher(
        isAnyOf(sendCaseMessage.fulfilled, escalateCase.fulfilled, resolveCase.fulfilled),
        (state, action) => takeNewer(state, action.payload),
      );
  },
});

slice.injectInto(rootReducer, injectConfig);

const stateOf = (state: RootState): CasesState => state.cases ?? initialState;

export const selectCase = (state: RootState, caseId: number): Case | undefined =>
  stateOf(state).entities[caseId];

export const selectCaseLoad = (state: RootState, caseId: number): LoadState =>
  stateOf(state).loads[caseId] ?? idle;

/** How many times the live events said this case changed: its page reads it again each time. */
export const selectCaseChanges = (state: RootState, caseId: number): number =>
  stateOf(state).changes[caseId] ?? 0;
