import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The fingerprint of each content version folder under `root` (v1, v2, ...): the SHA-256 of its
 * files' names and bytes. Decision 006: a version is immutable once responses may exist for it,
 * that is once it has landed, so a test holds each version's fingerprint as it landed.
 */
export function versionFingerprints(root: string): Record<string, string> {
  const versions = fs.readdirSync(root).filter((name) => /^v\d+$/.test(name));
  return Object.fromEntries(
    versions.map((version) => {
      const hash = createHash('sha256');
      for (const file of fs.readdirSync(path.join(root, version)).sort()) {
        hash.update(`${file}\0`).update(fs.readFileSync(path.join(root, version, file))).update('\0');
      }
      return [version, hash.digest('hex').slice(0, 16)];
    }),
  );
}
