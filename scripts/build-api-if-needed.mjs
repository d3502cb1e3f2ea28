// Bundles the API (backend/dist/server.js) when it is missing or older than its sources.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'backend/dist/server.js');
const sources = ['backend/src', 'backend/scripts', 'backend/package.json', 'common/src', 'package-lock.json'];

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
if (builtAt >= changedAt) {
  console.log('API build is up to date.');
} else {
  console.log('Building the API...');
  execSync('npm run build --workspace backend', { cwd: root, stdio: 'inherit' });
}
