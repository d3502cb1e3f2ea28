export { toShipment, type Shipment } from './shipments.mapper';
export {
  createShipmentsRepository,
  type ShipmentParts,
  type ShipmentsRepository,
} from './shipments.repository';
export { createShipmentsRouter, createShopShipmentsRouter } from './shipments.routes';
export {
  createShipmentsService,
  SHIPMENT_MESSAGES,
  shipmentsOf,
  type ShipmentsService,
} from './shipments.service';
export { DELIVERY_SWEEP, DELIVERY_SWEEP_CRONTAB, deliverySweep } from './deliverySweep';
export { shopShipmentsQuerySchema } from './shipments.schemas';
