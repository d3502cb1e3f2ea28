import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/**
 * A secret made once from the CSPRNG and kept in `file`, readable by this user alone (mode 0600); every
 * later call reads the same one back.
 */
export function keptSecret(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The configured JWT secret, or one generated once and kept under the data folder. */
export function resolveJwtSecret(config: Config): string {
  return config.jwtSecret ?? keptSecret(path.join(config.dataDir, 'jwt-secret'));
}
