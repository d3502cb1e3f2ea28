export { createShippingProfilesRepository } from './profiles.repository';
export { createShippingProfilesRouter } from './profiles.routes';
export {
  createShippingProfilesService,
  PROFILE_NOT_FOUND,
  type ShippingProfilesService,
} from './profiles.service';
export { SELLING_MESSAGES, isPaused, whyNotSelling, type ShopLoad } from './selling';
