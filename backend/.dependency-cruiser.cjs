/**
 * The backend's folder boundaries, checked by `npm run lint:deps -w backend`.
 * A module (src/modules/<name>) offers what others may use in its index.ts; http/, db/ and storage/ sit
 * below the modules and never reach up into them; nothing imports in a loop.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const TESTS = '\\.(test|testing)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import loop: a module or file that needs itself, through others, to load.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'module-through-index',
      severity: 'error',
      comment: 'Another module is used only through what its index.ts exports (tests may reach in).',
      from: { path: '^src/modules/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^src/modules/[^/]+/',
        pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'infrastructure-below-modules',
      severity: 'error',
      comment: 'http/, db/ and storage/ serve the modules; they never import one.',
      from: { path: '^src/(http|db|storage)/', pathNot: TESTS },
      to: { path: '^src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
