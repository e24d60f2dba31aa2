/** Unit tests sit next to the code; integration tests go through the whole HTTP app against real services. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  // The path aliases of tsconfig.json (server) and tsconfig.frontend.json (`@/`).
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/frontend/$1',
    '^@shared/(.*)$': '<rootDir>/shared/$1',
    '^@modules/(.*)$': '<rootDir>/src/modules/$1',
    '^@(common|inertia|config|jobs|database)/(.*)$': '<rootDir>/src/$1/$2',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  testTimeout: 30000,
  // Two workers even on a 2-core machine (Jest's own default there is one): the integration suites
  // wait on Postgres, Redis and sockets more than they compute. Measured on the CI machine class
  // (2 cores, 26 Nov 2026): the whole Jest stage 615 s with one worker, 372 s with two. Each test
  // file has its own database (a copy of the run's migrated one) and Redis key prefix
  // (test/support/suite-isolation.ts), so files running at once never share state.
  maxWorkers: 2,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/src/**/*.spec.ts',
        '<rootDir>/frontend/**/*.spec.ts',
        '<rootDir>/shared/**/*.spec.ts',
      ],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.spec.ts', '<rootDir>/test/robustness/**/*.spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/suite-isolation.ts'],
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
