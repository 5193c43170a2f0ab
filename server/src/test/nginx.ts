import { findNginx } from './cluster';
import { describeWhere } from './testDb';

/**
 * Tests through Debian's nginx: skipped, saying why, on a machine without it, except in CI (CI=true,
 * where .ci/run installs it), where a missing nginx fails them rather than hiding them.
 */
export const describeWithNginx = (name: string, fn: () => void) =>
  describeWhere(Boolean(findNginx()) || process.env.CI === 'true', 'needs nginx (apt-get install nginx; .ci/run installs it)', name, fn);
