import { findNginx } from './cluster';

/**
 * Tests through Debian's nginx: skipped, saying why, on a machine without it, except in CI (CI=true,
 * where .ci/run installs it), where a missing nginx fails them rather than hiding them.
 */
export function describeWithNginx(name: string, fn: () => void) {
  if (findNginx() || process.env.CI === 'true') return describe(name, fn);
  const why = 'needs nginx (apt-get install nginx; .ci/run installs it)';
  process.stderr.write(`skipped "${name}": ${why}\n`);
  describe.skip(`${name} [skipped: ${why}]`, fn);
}
