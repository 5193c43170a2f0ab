/**
 * What the three front-end builds share at run time (Module Federation's share scope) and how the
 * host's shared chunks are cut: the singletons, the packages offered in part and the admin's whole
 * ones, and the check that no code uses an export a partial module does not offer.
 * webpack.shared.js builds each app's configuration with these.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = __dirname;

/**
 * Singletons shared by the host and both remotes. The workspace packages are shared too, so the
 * RTK Query slice (shared-api) and the i18n context (shared-ui) exist once on the page. A key
 * ending in '/' shares every sub-path (react/jsx-runtime, react-dom/client, shared-api/texts/lazy...).
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'styled-components',
  // shared-ui's form fields read formik's React context: one formik, or the remotes' <Formik>
  // and shared-ui's useField see different contexts. yup: one copy of the shared schemas' engine.
  'formik',
  'yup',
  'shared-api',
  'shared-ui',
];

/**
 * Not singletons, shared only so each of @reduxjs/toolkit's entry points (each a shared module
 * in a chunk of its own) stops carrying its own copy.
 */
const DEDUPED = ['reselect'];

/**
 * Singletons offered in part. A shared module is bundled whole, since any consumer may use any
 * export; for these, every build (the host's and, as its fallback, each remote's) provides
 * host/src/federation/shared/<name>.ts instead, which re-exports only what the apps and the other
 * shared libraries use, and webpack leaves the rest of the package out. PartialSharedCheckPlugin
 * fails a build that uses more. Each re-exports from the package's ES module `file` (aliased: the
 * bare name would consume the shared module, that is, itself, and export maps hide dist files);
 * `subpaths` are the package's other entry points in use, shared whole.
 */
const PARTIAL = {
  'react-router-dom': { file: 'dist/index.js' },
  '@reduxjs/toolkit': { file: 'dist/redux-toolkit.modern.mjs', subpaths: ['query', 'query/react'] },
  'react-redux': { file: 'dist/react-redux.mjs' },
  'styled-components': { file: 'dist/styled-components.browser.esm.js' },
  formik: { file: 'dist/formik.esm.js' },
  yup: { file: 'index.esm.js' },
  // The workspace's own contract, for the shell and the participant (WHOLE_FOR_ADMIN): its partial
  // modules re-export shared-api's files by path; its other subpaths (texts/lazy...) stay shared
  // whole under `shared-api/`.
  'shared-api': { withSubpaths: true },
  'shared-api/contract': {},
  'shared-ui': { withSubpaths: true },
};

/**
 * shared-api, its contract and shared-ui are offered in part (PARTIAL) to the shell and the
 * participant remote: the domains and components their pages use. The admin remote asks for all of each under a share key of
 * its own; the host provides those from shared-api's own files, in chunks that only the admin's
 * pages load. One build, the host's, provides both, so the files they have in common (the API
 * slice, the session, the common fields) are one module on the page.
 */
const WHOLE_FOR_ADMIN = {
  'shared-api': require.resolve('shared-api'),
  'shared-api/contract': require.resolve('shared-api/contract'),
  'shared-ui': require.resolve('shared-ui'),
};
const wholeKey = (name) => `${name} (whole)`;
/** How the participant remote names the whole shared-api (sharedConfig). */
const WHOLE_SHARED_API = 'shared-api/whole';
const WHOLE_MODULES = new Set(Object.values(WHOLE_FOR_ADMIN));
/** A workspace package's version (its package.json is not among its exports). */
const workspaceVersion = (name) => JSON.parse(fs.readFileSync(path.join(ROOT, name.split('/')[0], 'package.json'), 'utf8')).version;

const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));
const partialModule = (name) => path.join(ROOT, 'host/src/federation/shared', `${name}.ts`);
const PARTIAL_ALIASES = Object.fromEntries(
  Object.entries(PARTIAL)
    .filter(([, { file }]) => file)
    .map(([name, { file }]) => [`${name}/${file}$`, path.join(packageDir(name), file)]),
);

/**
 * formik is the only library that uses lodash-es, and only these four functions, which pulled in
 * lodash's whole clone machinery (about 100 modules, 4 KB brotli on every first page): each is
 * replaced by host/src/federation/lodash/<name>.ts (lodash.test.ts holds them to lodash's results).
 */
const LODASH_ALIASES = Object.fromEntries(
  ['clone', 'cloneDeep', 'isPlainObject', 'toPath'].map((name) => [`lodash-es/${name}$`, path.join(ROOT, 'host/src/federation/lodash', `${name}.ts`)]),
);

function sharedConfig(app) {
  const shared = Object.fromEntries(DEDUPED.map((name) => [name, { requiredVersion: false }]));
  for (const [name, file] of Object.entries(WHOLE_FOR_ADMIN)) {
    if (app.name === 'admin') shared[name] = { singleton: true, requiredVersion: false, shareKey: wholeKey(name) };
    else shared[name] = { singleton: true, requiredVersion: false, import: partialModule(name), version: workspaceVersion(name) };
    // Provided, never consumed by the host itself: an import by absolute path is always provided.
    if (app.kind === 'host') shared[wholeKey(name)] = { singleton: true, requiredVersion: false, import: file, shareKey: wholeKey(name), version: workspaceVersion(name) };
  }
  // The participant's screens few people open (the account page, the login's second step) take
  // their calls from the whole shared-api, which the host provides in chunks of its own: those
  // calls stay off every first page (scripts/budgets.json). No fallback: a copy of the API slice
  // in the remote would be a second store on the page.
  if (app.name === 'participant') shared[WHOLE_SHARED_API] = { singleton: true, requiredVersion: false, shareKey: wholeKey('shared-api'), import: false };
  for (const name of SINGLETONS) {
    const partial = PARTIAL[name];
    if (WHOLE_FOR_ADMIN[name]) {
      // Above.
    } else if (partial) {
      const { version } = require(`${name}/package.json`);
      shared[name] = { singleton: true, requiredVersion: false, import: partialModule(name), version };
      // Named, not `${name}/`: that key would also match the partial module's own import.
      for (const subpath of partial.subpaths ?? []) shared[`${name}/${subpath}`] = { singleton: true, requiredVersion: false };
      if (!partial.withSubpaths) continue;
    } else {
      shared[name] = { singleton: true, requiredVersion: false };
    }
    shared[`${name}/`] = { singleton: true, requiredVersion: false };
  }
  return shared;
}

/**
 * Fails the build when any code, the apps' or a library's, uses an export of a partially shared
 * package that its partial module does not offer: on the page it would be undefined.
 */
class PartialSharedCheckPlugin {
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap('PartialSharedCheckPlugin', (compilation) => {
      compilation.hooks.optimizeDependencies.tap('PartialSharedCheckPlugin', (modules) => {
        const { moduleGraph } = compilation;
        for (const module of modules) {
          const shareKey = module.type === 'consume-shared-module' ? module.options.shareKey : undefined;
          if (!PARTIAL[shareKey]) continue;
          const fallback = moduleGraph.getModule(module.blocks[0]?.dependencies[0] ?? module.dependencies[0]);
          const provided = fallback && moduleGraph.getExportsInfo(fallback).getProvidedExports();
          const offered = new Set(Array.isArray(provided) ? provided : []);
          for (const { dependency, originModule } of moduleGraph.getIncomingConnections(module)) {
            if (!dependency) continue;
            for (const reference of dependency.getReferencedExports(moduleGraph, undefined)) {
              const [name] = Array.isArray(reference) ? reference : reference.name;
              if (name !== undefined && offered.has(name)) continue;
              const what = name === undefined ? 'the whole module' : `"${name}"`;
              const error = new WebpackError(
                `${shareKey} is shared in part and does not offer ${what}: add it to ${path.relative(ROOT, partialModule(shareKey))} (and deploy that host before a remote relying on it).`,
              );
              error.module = originModule;
              compilation.errors.push(error);
            }
          }
        }
      });
    });
  }
}

const PARTIAL_MODULES = new Set(Object.keys(PARTIAL).map(partialModule));

/** A module of the host's libraries chunk. */
function isLibrary(module) {
  const resource = module.nameForCondition?.() ?? '';
  return /[\\/]node_modules[\\/]/.test(resource) || PARTIAL_MODULES.has(resource);
}

/** A module of the host's shell chunk. */
function isWorkspace(module) {
  return !isLibrary(module) && /[\\/](host|shared-api|shared-ui)[\\/]src[\\/]/.test(module.nameForCondition?.() ?? '');
}

/**
 * A module only the whole shared-api reaches (WHOLE_FOR_ADMIN: the admin's domains, teams, users,
 * audit...): it stays in those chunks, which only the admin remote loads, instead of joining the shell.
 */
function onlyForWholeSharedApi(module, chunkGraph) {
  const holdsWhole = (chunk) => [...chunkGraph.getChunkModulesIterable(chunk)].some((m) => WHOLE_MODULES.has(m.nameForCondition?.()));
  return [...chunkGraph.getModuleChunksIterable(module)].every(holdsWhole);
}

module.exports = { SINGLETONS, PARTIAL, PARTIAL_ALIASES, LODASH_ALIASES, sharedConfig, PartialSharedCheckPlugin, isLibrary, isWorkspace, onlyForWholeSharedApi };
