/**
 * `npm run build` (and the first step of `npm start`): builds each front end whose inputs changed
 * since its last successful build into <app>/dist, with its workspace's own build script (webpack),
 * and keeps the others' dist as it is. `--force` or BUILD_FORCE=1 builds all three.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_ENV, FRONT_ENDS, STAMP, inputHash, isBuilt } from './buildInputs';

const ROOT = path.resolve(__dirname, '..');

/** Exits the process when a build fails, with its status. */
export function buildChanged(): void {
  // That option moves one remote's output elsewhere, for a webpack run of its own (e2e/remote-swap.spec.ts):
  // here it would put both remotes in one folder and leave the stamps beside neither.
  if (process.env.REMOTE_OUTPUT_DIR) {
    console.error('REMOTE_OUTPUT_DIR is for building one remote: npx webpack --mode production -c <remote>/webpack.config.js');
    process.exit(1);
  }
  const force = process.argv.includes('--force') || process.env.BUILD_FORCE === '1';
  const env = Object.fromEntries(BUILD_ENV.map((name) => [name, process.env[name]]));

  for (const { name, inputs } of FRONT_ENDS) {
    const dist = path.join(ROOT, name, 'dist');
    const hash = inputHash(ROOT, inputs, env);
    if (!force && isBuilt(dist, hash)) {
      console.log(`${name}: unchanged since its last build, keeping ${name}/dist (--force or BUILD_FORCE=1 rebuilds)`);
      continue;
    }
    console.log(`${name}: building`);
    // A build that fails half way must not leave the previous stamp beside a changed dist.
    fs.rmSync(path.join(dist, STAMP), { force: true });
    const { status } = spawnSync('npm', ['run', 'build', '-w', name], { cwd: ROOT, stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
    fs.writeFileSync(path.join(dist, STAMP), `${hash}\n`);
  }
}

if (require.main === module) buildChanged();
