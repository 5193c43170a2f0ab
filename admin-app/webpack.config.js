const { createConfig } = require('../webpack.shared');

module.exports = createConfig({
  dir: __dirname,
  name: 'admin',
  kind: 'remote',
  exposes: { './Pages': './src/pages.ts' },
  port: 8082,
});
