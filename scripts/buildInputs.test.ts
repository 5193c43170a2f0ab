import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FRONT_ENDS, STAMP, inputFiles, inputHash, isBuilt } from './buildInputs';

const ROOT = path.resolve(__dirname, '..');
const inputsOf = (name: string) => FRONT_ENDS.find((app) => app.name === name)!.inputs;
const REMOTES = ['participant-app', 'admin-app'];

describe('the inputs of each front end, in this repository', () => {
  it('cover every file webpack.shared.js reads for a host build', () => {
    const named = [...fs.readFileSync(path.join(ROOT, 'webpack.shared.js'), 'utf8').matchAll(/path\.join\(ROOT, '([^']+)'/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    const files = inputFiles(ROOT, inputsOf('host'));
    for (const name of named) expect(files.some((file) => file === name || file.startsWith(`${name}/`))).toBe(true);
  });

  it.each(FRONT_ENDS.map((app) => app.name))('%s: its own code and configuration, the shared packages, the lock', (name) => {
    const files = inputFiles(ROOT, inputsOf(name));
    for (const file of [
      `${name}/src/index.ts`,
      `${name}/webpack.config.js`,
      `${name}/package.json`,
      'webpack.shared.js',
      'tsconfig.base.json',
      'package-lock.json',
      'shared-ui/src/index.ts',
      'shared-ui/package.json',
      'shared-api/src/index.ts',
      'shared-api/package.json',
    ]) {
      expect(files).toContain(file);
    }
    expect(files.filter((file) => file.startsWith('server/') || file.startsWith('e2e/'))).toEqual([]);
  });

  it.each(REMOTES)('%s: the host partial modules (its fallback for the libraries shared in part) and formik\'s lodash functions, not the rest of the host nor the other remote', (name) => {
    const files = inputFiles(ROOT, inputsOf(name));
    const partial = inputFiles(ROOT, ['host/src/federation/shared', 'host/src/federation/lodash']);
    expect(partial.length).toBeGreaterThan(0);
    expect(files).toEqual(expect.arrayContaining(partial));
    expect(files.filter((file) => file.startsWith('host/') && !partial.includes(file))).toEqual([]);
    const other = REMOTES.find((remote) => remote !== name)!;
    expect(files.filter((file) => file.startsWith(`${other}/`))).toEqual([]);
  });
});

describe('the input hash', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const hostHash = (env: Record<string, string | undefined> = {}) => inputHash(root, inputsOf('host'), env);

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-build-'));
    write('host/src/index.ts', "import('./bootstrap');");
    write('host/src/bootstrap.tsx', 'export {};');
    write('host/webpack.config.js', 'module.exports = {};');
    write('shared-ui/src/index.ts', 'export const a = 1;');
    write('package-lock.json', '{}');
    write('server/src/main.ts', 'main();');
  });

  it('is the same when nothing changed, whatever the files’ times', () => {
    const before = hostHash();
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'host/src/bootstrap.tsx'), later, later);
    expect(hostHash()).toBe(before);
  });

  it.each([
    ['a source file of the app', 'host/src/bootstrap.tsx'],
    ['a file of a shared package', 'shared-ui/src/index.ts'],
    ['the lock', 'package-lock.json'],
    ['the app’s webpack configuration', 'host/webpack.config.js'],
  ])('changes when %s changes', (_what, file) => {
    const before = hostHash();
    write(file, `${fs.readFileSync(path.join(root, file), 'utf8')}\n// edited`);
    expect(hostHash()).not.toBe(before);
  });

  it('changes when a source file is added or renamed', () => {
    const before = hostHash();
    write('host/src/chrome/Footer.tsx', 'export {};');
    const added = hostHash();
    expect(added).not.toBe(before);
    fs.renameSync(path.join(root, 'host/src/chrome/Footer.tsx'), path.join(root, 'host/src/chrome/Header.tsx'));
    expect(hostHash()).not.toBe(added);
  });

  it('changes with a build option from the environment, not with a file the app does not build from', () => {
    const before = hostHash({ REMOTE_BUILD_LABEL: undefined });
    expect(hostHash({ REMOTE_BUILD_LABEL: '' })).toBe(before);
    expect(hostHash({ REMOTE_BUILD_LABEL: 'B' })).not.toBe(before);
    write('server/src/main.ts', 'main(); // edited');
    expect(hostHash({ REMOTE_BUILD_LABEL: undefined })).toBe(before);
  });

  it('says built only for an output folder stamped with the same hash', () => {
    const hash = hostHash();
    const dist = path.join(root, 'host/dist');
    expect(isBuilt(dist, hash)).toBe(false);
    write('host/dist/index.html', '<html></html>');
    expect(isBuilt(dist, hash)).toBe(false);
    write(`host/dist/${STAMP}`, `${hash}\n`);
    expect(isBuilt(dist, hash)).toBe(true);
    write('host/src/bootstrap.tsx', 'export const changed = true;');
    expect(isBuilt(dist, hostHash())).toBe(false);
  });
});
