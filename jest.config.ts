import type { Config } from 'jest';

/** One jest project per workspace (DESIGN.md): jsdom for the front end, node for the server. */
const transform: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.base.json' }],
};

const web = (name: string): Config => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform,
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

/** The server's tests, on one database engine (read by server/src/test/testDb.ts). */
const server = (engine: 'pglite' | 'postgres'): Config => ({
  displayName: engine === 'pglite' ? 'server' : 'server-postgres',
  rootDir: '<rootDir>/server',
  testEnvironment: 'node',
  transform,
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  setupFiles: [`<rootDir>/src/test/engine-${engine}.ts`],
});

/** The repository's own Node scripts (scripts/: the build). */
const scripts: Config = {
  displayName: 'scripts',
  rootDir: '<rootDir>/scripts',
  testEnvironment: 'node',
  transform,
  testMatch: ['<rootDir>/**/*.test.ts'],
};

const config: Config = {
  // Jest's default on a 2-core machine is one worker, so files ran one at a time while the
  // database waited on I/O: two workers took the suite from 18 to 12.5 minutes on PostgreSQL.
  maxWorkers: 2,
  // A worker keeps what its test files leave behind, the PGlite databases' WebAssembly memory above
  // all: measured at the end of a whole run, 9 GB resident (7.3 GB of it outside the JS heap), and
  // ending such a process took longer than the half second Jest waits, so it was force-exited
  // ("A worker process has failed to exit gracefully"), with no handle left open. A worker whose
  // heap grows past this is replaced between files, which frees both.
  workerIdleMemoryLimit: '512MB',
  // Jest reads a test's time limit from here only (a project's own is ignored): a screen's whole
  // journey or a real database beside another worker on a loaded 2-core machine. A wait, not a measure.
  testTimeout: 30_000,
  projects: [
    web('shared-ui'),
    web('shared-api'),
    web('host'),
    web('participant-app'),
    web('admin-app'),
    scripts,
    server('pglite'),
    // API tests also run on PostgreSQL when CI (or a developer) provides one.
    ...(process.env.TEST_DATABASE_URL ? [server('postgres')] : []),
  ],
};

export default config;
