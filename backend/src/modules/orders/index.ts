/** What other modules and the composition root may use of orders. */
export { toOrder, type Order, type OrderItemRow, type OrderRow } from './orders.mapper';
export { createOrdersRepository } from './orders.repository';
export { createOrdersRouter } from './orders.routes';
export { createOrdersService, type OrdersService } from './orders.service';
