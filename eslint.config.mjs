// The boundaries between the parts (DESIGN.md), enforced in `npm test`:
// - a remote never imports the other remote, the host or the server; the host never imports a
//   remote (it loads them at run time from /remotes.json);
// - the server never imports shared-ui or a front end;
// - shared-api's contract and texts stay React-free, so the server can import them;
// - the browser loads texts one language at a time (shared-api/texts/lazy), never all four;
// - a feature reaches another feature, or an engine, only through that one's index.ts (what it exports);
// - no import cycle, within a part or across parts, type imports included.
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FRONT_ENDS = ['host', 'participant-app', 'admin-app'];

/** Import paths naming a package, as a bare import or relatively by folder. */
const pkg = (name) => [name, `${name}/*`, `**/${name}/*`, `**/${name}`];

const forbid = (packages, message) => ({ group: packages.flatMap(pkg), message });

/**
 * From a file `depth` folders below features/, a path into another feature's files: `../x/y` at
 * depth 1, `../../x/y` at depth 2... The feature itself (`../x`, its index.ts) stays allowed;
 * so do paths inside the same feature, which climb fewer levels.
 */
const deepFeatureImport = (depth) => ({
  regex: `^(\\.\\./){${depth}}[^./][^/]*/.+`,
  message: "Use the other feature's index.ts: a feature reaches another only through what it exports.",
});

/** The participant remote's engines (engine/<name>/) are reached through their index.ts, as features are. */
const deepEngineImport = {
  regex: '(^|/)engine/[^/]+/.+',
  message: "Use the engine's index.ts: the features build on what it exports.",
};

const REACT = ['react', 'react-dom', 'react-redux', 'styled-components', 'formik', '@reduxjs/toolkit/query/react'];
const REMOTE = 'A remote uses shared-ui and shared-api only.';
const SHARED = 'Shared packages never import an app.';

/** Each part: its files and what they may not import. A later block replaces the rule, so each repeats its part's bans. */
const PARTS = [
  { root: 'participant-app', bans: [forbid(['admin-app', 'host', 'server'], REMOTE)] },
  { root: 'admin-app', bans: [forbid(['participant-app', 'host', 'server'], REMOTE)] },
  { root: 'host', bans: [forbid(['participant-app', 'admin-app', 'server'], 'The host loads the remotes at run time.')] },
  { root: 'server', bans: [forbid(['shared-ui', ...FRONT_ENDS], 'The server imports shared-api only.')] },
  { root: 'shared-ui', bans: [forbid([...FRONT_ENDS, 'server'], SHARED)] },
  { root: 'shared-api', bans: [forbid([...FRONT_ENDS, 'server'], SHARED)] },
];
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing.{ts,tsx}', '**/testData.ts', '**/*TestKit.tsx'];
/** shared-api's React and RTK modules; everything else in it stays React-free (the server imports it). */
const SHARED_API_REACT = ['shared-api/src/*/api.ts', 'shared-api/src/store.ts', 'shared-api/src/index.ts'];
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const bansOf = (root) => PARTS.find((part) => part.root === root).bans;

const featureRules = (root) =>
  [1, 2, 3].map((depth) => ({
    files: [`${root}/src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: TEST_FILES,
    rules: restrict([...bansOf(root), deepFeatureImport(depth), deepEngineImport]),
  }));

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', 'e2e/**', 'bench/**', '**/*.js', '**/*.mjs'] },
  { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
  {
    // A cycle ties its modules together: none of them can move, split or load without the others.
    // The workspaces resolve as TypeScript does, so a cycle through another part counts too.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  ...PARTS.map(({ root, bans }) => ({ files: [`${root}/**/*.{ts,tsx}`], rules: restrict(bans) })),
  {
    // Everything in shared-api except its React/RTK modules: each domain's api.ts (RTK Query
    // endpoints), the store and index.ts, the entry that adds them to the contract.
    files: ['shared-api/src/**/*.ts'],
    ignores: [...TEST_FILES, ...SHARED_API_REACT],
    rules: restrict([
      ...bansOf('shared-api'),
      forbid([...REACT, 'shared-ui'], 'The contract and the texts are React-free: the server imports them.'),
      { regex: '(^|/)(api|store)$', message: 'The contract and the texts are React-free: they never import the RTK Query endpoints or the store.' },
    ]),
  },
  {
    files: [...FRONT_ENDS, 'shared-ui'].map((root) => `${root}/src/**/*.{ts,tsx}`),
    ignores: TEST_FILES,
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'shared-api/texts',
              allowTypeImports: true,
              message: 'It holds all four languages (for the server); the browser uses shared-api/texts/lazy.',
            },
          ],
        },
      ],
    },
  },
  {
    // Hooks called conditionally or reading stale values fail only at run time, and rarely in a test.
    files: [...FRONT_ENDS, 'shared-ui'].map((root) => `${root}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Read at collection time, it broke npm test on a machine without PostgreSQL (issue 35):
    // describeOnPostgres hands it to a body it never runs where there is none.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/test/testDb.ts', 'server/src/test/engine-*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression:matches([property.name='TEST_DATABASE_URL'], [property.value='TEST_DATABASE_URL'])",
          message: "Take PostgreSQL's URL from describeOnPostgres((server) => ...) (server/src/test/testDb.ts).",
        },
      ],
    },
  },
  ...featureRules('server'),
  ...featureRules('participant-app'),
  ...featureRules('admin-app'),
  {
    // An engine is what features build on: it never reaches into one.
    files: ['participant-app/src/engine/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: restrict([...bansOf('participant-app'), { group: ['**/features', '**/features/*'], message: 'An engine knows no feature: features import the engine.' }]),
  },
];
