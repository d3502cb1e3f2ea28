/** What other modules and the composition root may use of users: accounts, sessions, public profiles. */
export {
  createPublicUsersRepository,
  PUBLIC_USER_COLUMNS,
  type PublicUserRow,
} from './publicUsers.repository';
export { liveSessionBindings, liveSessionCondition, type SessionClaimsSql } from './liveSession';
export { toPublicUser, type PublicUser } from './publicUsers.mapper';
export { createUsersRepository, type UserRow, type UsersRepository } from './users.repository';
export { toUser, type User } from './users.mapper';
export { createUsersRouter } from './users.routes';
export { createUsersService, type UsersService } from './users.service';
