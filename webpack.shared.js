/**
 * One webpack configuration for the three front-end apps (DESIGN.md: host shell + two federated
 * remotes). Each app's webpack.config.js only states what differs: its name, its public path and
 * what it exposes. Nothing here may need `eval` or inline scripts: the site runs under a CSP of
 * `script-src 'self'`.
 *
 * Options read from the environment (all optional):
 * - REMOTE_PUBLIC_PATH  public path of a remote build (default: /remotes/<name>/); lets a second
 *                       build of the same remote live beside the first (see e2e/remote-swap.spec.ts)
 * - REMOTE_OUTPUT_DIR   output folder of a remote build (default: <app>/dist)
 * - REMOTE_BUILD_LABEL  text baked into a remote (process.env.REMOTE_BUILD_LABEL), shown by its pages
 * A new option, or a new file read here, goes into scripts/buildInputs.ts too: `npm run build`
 * rebuilds an app only when what it is built from has changed.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

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

/**
 * What the server sends precompressed (server/src/features/static/routes.ts picks the .br or .gz
 * sibling by Accept-Encoding). Source maps are left out: only developer tools fetch them.
 */
const COMPRESSIBLE = /\.(js|css|json|html|svg|ico)$/;

/** Brotli at its best and gzip at its best, once at build time instead of on every request. */
function compressionPlugins() {
  const common = { test: COMPRESSIBLE, threshold: 0, minRatio: 1 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/**
 * The shell's page asks for the libraries' and the shell's chunks at once, beside main.js, instead
 * of when main.js has run and asked for them: one round trip less before the first page shows
 * (Lighthouse's LCP on a phone link). Both are needed by every page, in every language.
 */
class PreloadChunksPlugin {
  constructor(names) {
    this.names = names;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        for (const name of this.names) {
          const chunk = compilation.namedChunks.get(name);
          for (const file of chunk?.files ?? []) {
            if (!file.endsWith('.js')) continue;
            data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
          }
        }
        return data;
      });
    });
  }
}

/** Copies every file of <app>/public except the HTML template into the output folder. */
class CopyPublicPlugin {
  constructor(dir, skip) {
    this.dir = dir;
    this.skip = new Set(skip);
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of fs.readdirSync(this.dir)) {
            if (this.skip.has(file)) continue;
            const full = path.join(this.dir, file);
            if (!fs.statSync(full).isFile()) continue;
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

/**
 * @param {object} app
 * @param {string} app.dir        the app's folder (its webpack.config.js's __dirname)
 * @param {string} app.name       federation container name: host | participant | admin
 * @param {'host'|'remote'} app.kind
 * @param {Record<string,string>} [app.exposes]  remotes only
 * @param {number} app.port       dev-server port
 */
function createConfig(app) {
  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const remote = app.kind === 'remote';
    const publicPath = remote ? process.env.REMOTE_PUBLIC_PATH || `/remotes/${app.name}/` : '/';
    const outputDir = remote && process.env.REMOTE_OUTPUT_DIR ? path.resolve(process.env.REMOTE_OUTPUT_DIR) : path.join(app.dir, 'dist');
    const apiTarget = process.env.API_URL || 'http://localhost:3000';

    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      // No eval-based source maps: the CSP forbids eval in development too.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: outputDir,
        publicPath,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: app.name,
        clean: true,
      },
      // The code is ES2022 already (tsconfig.base.json): webpack's own runtime may be as well.
      target: ['web', 'es2022'],
      // The shell needs every shared library before its first page can show: in one file they
      // compress better than in fifteen and cost one request. Only node_modules (a library the
      // shell imported lazily would land here too) and the partial modules standing for them.
      // The workspace code the shell needs (its own, shared-api's, shared-ui's) goes in a second
      // file, so that a change to it leaves the libraries' file cached; the chunks the code names
      // (each language's texts) stay apart, to be fetched only when that language is used.
      optimization: remote
        ? undefined
        : {
            splitChunks: {
              cacheGroups: {
                libraries: { test: isLibrary, chunks: 'async', name: 'libraries', enforce: true },
                // The admin's part of shared-api and shared-ui, in one file the whole packages
                // (WHOLE_FOR_ADMIN) all use, instead of a copy in each.
                adminContract: {
                  test: (module, { chunkGraph }) => isWorkspace(module) && onlyForWholeSharedApi(module, chunkGraph),
                  chunks: 'async',
                  name: 'admin-shared',
                  enforce: true,
                },
                shell: {
                  test: (module, { chunkGraph }) => isWorkspace(module) && !onlyForWholeSharedApi(module, chunkGraph),
                  chunks: (chunk) => !chunk.name,
                  name: 'shell',
                  enforce: true,
                },
              },
            },
          },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: { ...PARTIAL_ALIASES, ...LODASH_ALIASES } },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              configFile: path.join(ROOT, 'tsconfig.base.json'),
              compilerOptions: { noEmit: false, module: 'esnext', sourceMap: true },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(remote ? { filename: 'remoteEntry.js', exposes: app.exposes } : { remotes: {} }),
          shared: sharedConfig(app),
          dts: false,
          manifest: false,
          experiments: {
            // Remotes are loaded from a remoteEntry.js URL (no manifest snapshots), only in browsers,
            // and load no remotes themselves: drop that code from the runtime.
            optimization: { disableSnapshot: true, target: 'web', ...(remote ? { disableRemote: true } : {}) },
            // One federation runtime on the page: the host's. A production remote uses it instead of
            // carrying a second copy in its remoteEntry.js; in development a remote also runs alone.
            ...(remote && production ? { externalRuntime: true } : {}),
          },
          ...(remote ? {} : { runtimePlugins: [path.join(ROOT, 'host/src/federation/provideRuntimeCore.ts')] }),
        }),
        new PartialSharedCheckPlugin(),
        new webpack.DefinePlugin({
          'process.env.REMOTE_BUILD_LABEL': JSON.stringify(process.env.REMOTE_BUILD_LABEL ?? ''),
        }),
        // The host is a page; a remote only gets an HTML page in development (to run it alone).
        ...(!remote || !production
          ? [
              // The page as it is, not compiled as a template: a template's child compilation would
              // also build (and emit) every module the share scope provides by path (PARTIAL).
              new HtmlWebpackPlugin({ templateContent: fs.readFileSync(path.join(ROOT, 'host/public/index.html'), 'utf8') }),
              ...(remote ? [] : [new PreloadChunksPlugin(['libraries', 'shell'])]),
            ]
          : []),
        ...(remote ? [] : [new CopyPublicPlugin(path.join(app.dir, 'public'), ['index.html'])]),
        ...(production ? compressionPlugins() : []),
      ],
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: app.port,
        historyApiFallback: true,
        headers: remote ? { 'Access-Control-Allow-Origin': '*' } : {},
        // The host dev server forwards the API, the manifest and the built remotes to the server.
        proxy: remote ? [] : [{ context: ['/api', '/remotes.json', '/remotes'], target: apiTarget }],
      },
    };
  };
}

module.exports = { createConfig, SINGLETONS };
