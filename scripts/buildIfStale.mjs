// Runs a build when its output is missing or older than any of its sources: what `npm start` and the
// browser suite do before they run the bundled app.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

/**
 * @param {{ name: string, built: string, sources: string[], command: string, env?: NodeJS.ProcessEnv }} build
 *   paths relative to the repository's root
 */
export function buildIfStale({ name, built, sources, command, env }) {
  const output = path.join(root, built);
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (builtAt >= changedAt) {
    console.log(`${name}: up to date.`);
    return;
  }
  console.log(`${name}: building...`);
  execSync(command, { cwd: root, stdio: 'inherit', env: env ?? process.env });
}
