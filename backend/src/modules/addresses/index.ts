export { createAddressesRepository, type AddressesRepository } from './addresses.repository';
export { createAddressesRouter } from './addresses.routes';
export { ADDRESS_NOT_FOUND, createAddressesService, type AddressesService } from './addresses.service';
