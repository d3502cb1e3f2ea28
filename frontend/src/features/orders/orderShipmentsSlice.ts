import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { shipmentChanged } from '../../app/state/events';
import { createAppSelector } from '../../app/state/hooks';
import { injectConfig, rootReducer, type RootState } from '../../app/state/rootReducer';
import { isNewerShipment } from '../../lib/shipments';
import type { Shipment } from '../../lib/types';
import { loadOrder, loadOrders } from './ordersApi';

/**
 * The shipments of the buyer's orders, as the orders pages show them. The orders themselves stay in their
 * pages; the shipments live here because they change while the page is open (the seller ships, the live
 * events say so), and both the list and the order page follow them.
 */
const adapter = createEntityAdapter<Shipment>({ sortComparer: (a, b) => a.id - b.id });
const initialState = adapter.getInitialState();
type OrderShipmentsState = typeof initialState;

declare module '../../app/state/rootReducer' {
  interface LazyLoadedSlices {
    orderShipments: OrderShipmentsState;
  }
}

const slice = createSlice({
  name: 'orderShipments',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadOrders.fulfilled, (state, action) => {
        adapter.setAll(
          state,
          action.payload.flatMap((order) => order.shipments),
        );
      })
      .addCase(loadOrder.fulfilled, (state, action) => {
        adapter.upsertMany(state, action.payload.shipments);
      })
      .addCase(shipmentChanged, (state, action) => {
        // Only the buyer's own, already shown: the same stream also tells a seller about their sales.
        const known = state.entities[action.payload.id];
        if (known && isNewerShipment(action.payload, known)) adapter.setOne(state, action.payload);
      });
  },
});

slice.injectInto(rootReducer, injectConfig);

const selectors = adapter.getSelectors((state: RootState) => state.orderShipments ?? initialState);

/** An order's shipments, one per shop, in the order they were made. */
export const selectOrderShipments = createAppSelector(
  [selectors.selectAll, (_state: RootState, orderId: number) => orderId],
  (shipments, orderId) => shipments.filter((shipment) => shipment.order_id === orderId),
);
