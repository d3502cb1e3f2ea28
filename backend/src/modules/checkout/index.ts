/** What other modules and the composition root may use of checkout. */
export { createCheckoutRepository } from './checkout.repository';
export { createCheckoutRouter } from './checkout.routes';
export { createCheckoutService, type CheckoutAnswer, type CheckoutService } from './checkout.service';
