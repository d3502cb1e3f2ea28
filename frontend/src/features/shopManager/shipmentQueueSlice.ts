import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { shipmentChanged } from '../../app/state/events';
import { createAppSelector } from '../../app/state/hooks';
import { injectConfig, rootReducer, type RootState } from '../../app/state/rootReducer';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import type { ApiError } from '../../lib/api';
import { isNewerShipment } from '../../lib/shipments';
import type { Shipment, Status } from '../../lib/types';
import { loadShopShipments, QUEUE_STATUSES, type QueueStatus } from './shipmentsApi';

/**
 * The seller's shipments, by status. Each list only knows how far it has loaded (its next link); which
 * shipment shows in which list is read from the shipment itself, so a shipment that moves (shipped here,
 * or in another tab, as the live events say) leaves one list and joins the next without a reload.
 */
const adapter = createEntityAdapter<Shipment>();

interface ListState {
  status: Status;
  next: string | null;
  error: ApiError | null;
}

const idle: ListState = { status: 'idle', next: null, error: null };

const initialState = {
  shipments: adapter.getInitialState(),
  lists: Object.fromEntries(QUEUE_STATUSES.map((status) => [status, idle])) as Record<QueueStatus, ListState>,
};
type ShipmentQueueState = typeof initialState;

declare module '../../app/state/rootReducer' {
  interface LazyLoadedSlices {
    shipmentQueue: ShipmentQueueState;
  }
}

function upsertNewer(state: ShipmentQueueState, shipments: Shipment[]) {
  for (const shipment of shipments)
    if (isNewerShipment(shipment, state.shipments.entities[shipment.id]))
      adapter.setOne(state.shipments, shipment);
}

const slice = createSlice({
  name: 'shipmentQueue',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadShopShipments.pending, (state, action) => {
        const list = state.lists[action.meta.arg.status];
        list.status = 'pending';
        list.error = null;
      })
      .addCase(loadShopShipments.fulfilled, (state, action) => {
        const { status, url } = action.meta.arg;
        // A first page replaces what the list showed: anything gone from it since moved on elsewhere.
        if (url === undefined) {
          const stale = state.shipments.ids.filter((id) => state.shipments.entities[id]?.status === status);
          adapter.removeMany(state.shipments, stale);
          adapter.setMany(state.shipments, action.payload.items);
        } else upsertNewer(state, action.payload.items);
        state.lists[status] = { status: 'succeeded', next: action.payload.next, error: null };
      })
      .addCase(loadShopShipments.rejected, (state, action) => {
        const list = state.lists[action.meta.arg.status];
        list.status = 'failed';
        list.error = action.payload ?? null;
      })
      // Shipped or cancelled here, or any change the live events bring (a new order, the buyer's "received").
      .addCase(shipmentChanged, (state, action) => {
        upsertNewer(state, [action.payload]);
      });
  },
});

slice.injectInto(rootReducer, injectConfig);

const stateOf = (state: RootState): ShipmentQueueState => state.shipmentQueue ?? initialState;
const selectors = adapter.getSelectors((state: RootState) => stateOf(state).shipments);

export const selectQueueList = (state: RootState, status: QueueStatus): ListState =>
  stateOf(state).lists[status];

/** The queue by ship-by day, the day's oldest order first; the other lists newest first, as the server pages them. */
const compare = (status: QueueStatus) => (a: Shipment, b: Shipment) =>
  status === 'paid' ? a.ship_by.localeCompare(b.ship_by) || a.id - b.id : b.id - a.id;

/**
 * One list's shipments: those with its status that this user sells. The live events also tell a seller
 * about what they bought from others, and those stay out of their queue.
 */
export const selectQueue = createAppSelector(
  [selectors.selectAll, selectCurrentUser, (_state: RootState, status: QueueStatus) => status],
  (shipments, user, status) =>
    shipments
      .filter((shipment) => shipment.status === status && shipment.seller.id === user?.id)
      .sort(compare(status)),
);
