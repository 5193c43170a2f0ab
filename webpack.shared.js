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

const {
  SINGLETONS, PARTIAL_ALIASES, LODASH_ALIASES, sharedConfig, PartialSharedCheckPlugin, isLibrary, isWorkspace, onlyForWholeSharedApi,
} = require('./webpack.sharing');

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
        // Eight hex digits: every first page carries the chunk maps, a hash per chunk (issue 26
        // found them a few dozen bytes over budget); 32 bits still tell one build of a file from another.
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
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
