import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Written into a front end's output folder after its build succeeded: the hash of what it was built from. */
export const STAMP = '.build-hash';

/** The environment options webpack.shared.js reads that change what a build produces. */
export const BUILD_ENV = ['REMOTE_PUBLIC_PATH', 'REMOTE_BUILD_LABEL'];

/** What every front-end build reads besides its own folder (webpack.shared.js, webpack.sharing.js and the packages they bundle). */
const COMMON = [
  'shared-api/src',
  'shared-api/package.json',
  'shared-ui/src',
  'shared-ui/package.json',
  'webpack.shared.js',
  'webpack.sharing.js',
  'tsconfig.base.json',
  // What formik's lodash-es functions are replaced with in every build (webpack.sharing.js).
  'host/src/federation/lodash',
  // The libraries as locked and as installed: a pull that changes the lock rebuilds, and so does
  // the `npm install` that follows it.
  'package-lock.json',
  'node_modules/.package-lock.json',
];

const ownFiles = (dir: string) => [`${dir}/src`, `${dir}/webpack.config.js`, `${dir}/package.json`];

/**
 * Each front end and the files and folders its dist is built from, relative to the repository.
 * The host's page template and copied files are in host/public; a remote's fallback for the
 * libraries shared in part (and of shared-api, for the participant) is the host's partial modules
 * (webpack.sharing.js, PARTIAL).
 */
export const FRONT_ENDS = [
  { name: 'host', inputs: [...ownFiles('host'), 'host/public', ...COMMON] },
  { name: 'participant-app', inputs: [...ownFiles('participant-app'), 'host/src/federation/shared', ...COMMON] },
  { name: 'admin-app', inputs: [...ownFiles('admin-app'), 'host/src/federation/shared', ...COMMON] },
];

/** The files under `inputs` (files or folders; missing ones are skipped), relative to root with '/', sorted. */
export function inputFiles(root: string, inputs: string[]): string[] {
  const files = inputs.flatMap((input) => {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) return [];
    if (!fs.statSync(full).isDirectory()) return [input];
    return fs
      .readdirSync(full, { recursive: true, encoding: 'utf8' })
      .map((name) => `${input}/${name.split(path.sep).join('/')}`)
      .filter((file) => fs.statSync(path.join(root, file)).isFile());
  });
  return [...new Set(files)].sort();
}

/**
 * One hash of every input file's name and content and of the build's environment options
 * (webpack.shared.js reads them; unset and empty build the same).
 */
export function inputHash(root: string, inputs: string[], env: Record<string, string | undefined>): string {
  const hash = createHash('sha256');
  for (const [name, value] of Object.entries(env).sort(([a], [b]) => a.localeCompare(b))) hash.update(`env ${name}=${value ?? ''}\0`);
  for (const file of inputFiles(root, inputs)) {
    hash.update(`file ${file}\0`);
    hash.update(createHash('sha256').update(fs.readFileSync(path.join(root, file))).digest('hex'));
  }
  return hash.digest('hex');
}

/** Whether outputDir holds a build of exactly these inputs; a missing folder or stamp is not. */
export function isBuilt(outputDir: string, hash: string): boolean {
  const stamp = path.join(outputDir, STAMP);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === hash;
}
