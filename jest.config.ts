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

const config: Config = {
  projects: [
    web('shared-ui'),
    web('shared-api'),
    web('host'),
    web('participant-app'),
    web('admin-app'),
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
  ],
};

export default config;
