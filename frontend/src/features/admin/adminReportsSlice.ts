import { REPORT_STATUSES } from '@handmade/common';
import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { createAppSelector } from '../../app/state/hooks';
import { injectConfig, rootReducer, type RootState } from '../../app/state/rootReducer';
import type { ApiError } from '../../lib/api';
import type { AdminReport, Status } from '../../lib/types';
import { decideReport, loadAdminReports, type ReportStatus } from './adminApi';

/**
 * The operator's queue of reports. Each list keeps the ids the server last answered, in its order; a report
 * decided here stays on the list it was decided from, showing the decision, until the list is read again
 * (each time it is chosen).
 */
const adapter = createEntityAdapter<AdminReport>();

interface ListState {
  status: Status;
  ids: number[];
  error: ApiError | null;
}

const idle: ListState = { status: 'idle', ids: [], error: null };

const initialState = {
  reports: adapter.getInitialState(),
  lists: Object.fromEntries(REPORT_STATUSES.map((status) => [status, idle])) as Record<
    ReportStatus,
    ListState
  >,
};
type AdminReportsState = typeof initialState;

declare module '../../app/state/rootReducer' {
  interface LazyLoadedSlices {
    adminReports: AdminReportsState;
  }
}

const sameTarget = (a: AdminReport, b: AdminReport) =>
  a.target_type === b.target_type && a.target_id === b.target_id;

const slice = createSlice({
  name: 'adminReports',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadAdminReports.pending, (state, action) => {
        const list = state.lists[action.meta.arg];
        list.status = 'pending';
        list.error = null;
      })
      .addCase(loadAdminReports.fulfilled, (state, action) => {
        adapter.setMany(state.reports, action.payload);
        state.lists[action.meta.arg] = {
          status: 'succeeded',
          ids: action.payload.map((report) => report.id),
          error: null,
        };
      })
      .addCase(loadAdminReports.rejected, (state, action) => {
        const list = state.lists[action.meta.arg];
        list.status = 'failed';
        list.error = action.payload ?? null;
      })
      .addCase(decideReport.fulfilled, (state, action) => {
        const decided = action.payload;
        const owner = decided.target.owner;
        // The server decides every open report on the same target with it, and a suspension covers all
        // the owner's things: the other cards say so too, without a reload.
        for (const report of Object.values(state.reports.entities)) {
          if (sameTarget(report, decided)) {
            report.target = decided.target;
            report.open_reports = decided.open_reports;
            if (report.status === 'open') {
              report.status = decided.status;
              report.decision_note = decided.decision_note;
              report.decided_at = decided.decided_at;
            }
          } else if (owner && report.target.owner?.id === owner.id) {
            report.target.owner.suspended = owner.suspended;
          }
        }
        adapter.setOne(state.reports, decided);
      });
  },
});

slice.injectInto(rootReducer, injectConfig);

const stateOf = (state: RootState): AdminReportsState => state.adminReports ?? initialState;

export const selectReportList = (state: RootState, status: ReportStatus): ListState =>
  stateOf(state).lists[status];

/** One list's reports, in the order the server gave them. */
export const selectReports = createAppSelector(
  [(state: RootState) => stateOf(state).reports.entities, selectReportList],
  (entities, list) => list.ids.map((id) => entities[id]).filter((report) => report !== undefined),
);
