import { FORMER_MEMBER } from '@handmade/common';

/** SQL for the username of the `users` row aliased `alias`, or "former member" once that account is closed. */
export const shownUsername = (alias: string): string =>
  `CASE WHEN ${alias}.closed_at IS NULL THEN ${alias}.username ELSE '${FORMER_MEMBER.replace(/'/g, "''")}' END`;
