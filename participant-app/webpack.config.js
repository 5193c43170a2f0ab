const { createConfig } = require('../webpack.shared');

module.exports = createConfig({
  dir: __dirname,
  name: 'participant',
  kind: 'remote',
  exposes: { './Pages': './src/pages.ts' },
  port: 8081,
});
