/** What the composition root may use of the signed-in user's own account settings. */
export { createAccountRepository } from './account.repository';
export { createAccountRouter } from './account.routes';
export { createAccountService, type AccountService } from './account.service';
