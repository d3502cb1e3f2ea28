import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Reaching into a dependency's private members, or changing what Node, Express or V8 built. */
const PRIVATE_MEMBERS = [
  {
    // multer's storage engine interface is `_handleFile` and `_removeFile`, documented as such.
    selector: 'MemberExpression[property.name=/^_(?!_|handleFile$|removeFile$)/]',
    message: "A leading underscore marks a library's private member: use its public API.",
  },
  {
    selector: 'MemberExpression[property.name=/^(acquireConnection|releaseConnection|setFlagsFromString)$/]',
    message: "Not a public API: use knex's or pg's documented interfaces, and V8 flags on the command line.",
  },
  {
    selector: "MemberExpression[object.property.name='client'][property.name=/^(pool|connection)$/]",
    message: "knex's client internals are private: use knex's or pg's documented interfaces.",
  },
  {
    selector: "MemberExpression[object.property.name='connection'][property.name='stream']",
    message: "node-postgres' connection internals are private: use its documented interface.",
  },
  {
    selector: "AssignmentExpression > MemberExpression.left[object.property.name='prototype']",
    message: 'Never change a prototype you did not define.',
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(defineProperty|defineProperties|setPrototypeOf)$/] > MemberExpression.arguments[property.name='prototype']",
    message: 'Never change a prototype you did not define.',
  },
  {
    selector:
      "AssignmentExpression > MemberExpression.left[property.name=/^(request|response)$/][object.name='app']",
    message: "Express's request and response prototypes are its own.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'backups/**',
      'coverage/**',
      'frontend/e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Dependencies are used through their public, documented APIs only (docs/architecture.md).
    files: ['backend/**/*.ts', 'common/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...PRIVATE_MEMBERS] },
  },
  {
    // The package's schemas are made with the `z` of common/src/zod.ts, which sets Zod up for a browser first.
    files: ['common/src/**/*.ts'],
    ignores: ['common/src/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from this package's zod.ts." }] },
      ],
    },
  },
  {
    // Scripts print; so does the topology suite: which machine answered, what was lost.
    files: ['scripts/**', 'backend/scripts/**', '.ci/**', 'bench/**', 'backend/test/topology/**'],
    rules: { 'no-console': 'off' },
  },
);
