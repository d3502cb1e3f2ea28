/**
 * Folder boundaries and import cycles, checked by `npm run lint` (depcruise). The frontend rules are explained
 * in frontend/README.md ("Folder boundaries"). Type-only imports count: a cycle through types is still a cycle.
 */

// The app/ files a feature may import: the store's shape, the typed hooks, the shared events and the shell's
// session and ui slices. They import no feature and no other app/ file, so importing them closes no cycle.
const APP_FOR_FEATURES = '^frontend/src/app/state/';

const TEST_FILE = '\\.test\\.tsx?$';

const SHARED = '^frontend/src/(components|config|lib|styles|testing)/';

const common = [
  {
    name: 'no-circular',
    severity: 'error',
    comment: 'No import cycles, type-only imports included.',
    from: { path: '^(frontend|backend|common)/src/' },
    to: { circular: true },
  },
];

const frontend = [
  {
    name: 'frontend-shared-not-to-features-or-app',
    severity: 'error',
    comment:
      'components/, config/, lib/, styles/ and testing/ are shared: they import no feature and nothing from app/.',
    from: { path: SHARED },
    to: { path: '^frontend/src/(features|app)/' },
  },
  {
    name: 'frontend-no-feature-to-feature',
    severity: 'error',
    comment: 'A feature imports no other feature. Compose them in app/ or meet through app/state/events.ts.',
    from: { path: '^frontend/src/features/([^/]+)/' },
    to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
  },
  {
    name: 'frontend-features-only-app-state',
    severity: 'error',
    comment:
      'A feature imports from app/ only app/state/ (store shape, typed hooks, events, session and ui slices).',
    from: { path: '^frontend/src/features/', pathNot: TEST_FILE },
    to: { path: '^frontend/src/app/', pathNot: APP_FOR_FEATURES },
  },
  {
    name: 'frontend-feature-tests-only-app-state-or-testing',
    severity: 'error',
    comment:
      "A feature's tests render the whole app: besides app/state/ they may import app/testing/, nothing else in app/.",
    from: { path: `^frontend/src/features/.+${TEST_FILE}` },
    to: { path: '^frontend/src/app/', pathNot: [APP_FOR_FEATURES, '^frontend/src/app/testing/'] },
  },
  {
    name: 'frontend-app-state-stands-alone',
    severity: 'error',
    comment:
      'app/state/ is what features may import, so it imports no feature and no other app/ file (its tests may: nothing imports a test).',
    from: { path: APP_FOR_FEATURES, pathNot: TEST_FILE },
    to: { path: '^frontend/src/(features|app)/', pathNot: APP_FOR_FEATURES },
  },
];

const BACKEND_TESTS = '\\.(test|testing|mailCases)\\.ts$';

// A backend module (src/modules/<name>) offers what others may use in its index.ts; http/, db/ and storage/
// sit below the modules and never reach up into them.
const backend = [
  {
    name: 'backend-module-through-index',
    severity: 'error',
    comment: 'Another module is used only through what its index.ts exports (tests may reach in).',
    from: { path: '^backend/src/modules/([^/]+)/', pathNot: BACKEND_TESTS },
    to: {
      path: '^backend/src/modules/[^/]+/',
      pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/index\\.ts$'],
    },
  },
  {
    name: 'backend-infrastructure-below-modules',
    severity: 'error',
    comment: 'http/, db/ and storage/ serve the modules; they never import one.',
    from: { path: '^backend/src/(http|db|storage)/', pathNot: BACKEND_TESTS },
    to: { path: '^backend/src/modules/' },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...common, ...frontend, ...backend],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
