/** What other modules and the composition root may use of auth: the session check and the signed-in user. */
export { createAuthRouter } from './auth.routes';
export { createAuthService, type AuthService } from './auth.service';
export { createEmailConfirmationsRepository } from './emailConfirmations.repository';
export { createEmailConfirmationsRouter } from './emailConfirmations.routes';
export {
  createEmailConfirmationsService,
  type EmailConfirmationsService,
} from './emailConfirmations.service';
export { createPasswordResetsRepository, PASSWORD_RESET_REQUEST } from './passwordResets.repository';
export { createPasswordResetsRouter } from './passwordResets.routes';
export { createPasswordResetsService, type PasswordResetsService } from './passwordResets.service';
export {
  createRequireAuth,
  createSessionUserOf,
  currentSession,
  currentUser,
  type RequireAuth,
} from './requireAuth';
export { createSessionCache, SESSIONS_CHANNEL, type SessionCache } from './sessionCache';
export { createSessionEnds, type SessionEnds } from './sessionEnds';
export { SESSION_COOKIE, sessionCookieOptions, type SessionClaims } from './sessionToken';
