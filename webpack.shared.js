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
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const ROOT = __dirname;

/**
 * Singletons shared by the host and both remotes. The workspace packages are shared too, so the
 * RTK Query slice (shared-api) and the i18n context (shared-ui) exist once on the page. A key
 * ending in '/' shares every sub-path (react/jsx-runtime, @reduxjs/toolkit/query/react...).
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

function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: false };
    shared[`${name}/`] = { singleton: true, requiredVersion: false };
  }
  return shared;
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
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
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
          shared: sharedConfig(),
          dts: false,
          manifest: false,
        }),
        new webpack.DefinePlugin({
          'process.env.REMOTE_BUILD_LABEL': JSON.stringify(process.env.REMOTE_BUILD_LABEL ?? ''),
        }),
        // The host is a page; a remote only gets an HTML page in development (to run it alone).
        ...(!remote || !production
          ? [new HtmlWebpackPlugin({ template: path.join(ROOT, 'host/public/index.html') })]
          : []),
        ...(remote ? [] : [new CopyPublicPlugin(path.join(app.dir, 'public'), ['index.html'])]),
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
