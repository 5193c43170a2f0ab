const { createConfig } = require('../webpack.shared');

/** The shell: no remotes baked in; it reads /remotes.json at run time (src/remotes.ts). */
module.exports = createConfig({ dir: __dirname, name: 'host', kind: 'host', port: 8080 });
