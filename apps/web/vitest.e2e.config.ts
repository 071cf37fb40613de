import { packageConfig } from '@bridge-laws/config/vitest';

// The browser tests: the global setup builds the app once, then every file serves that build to Debian's chromium.
export default packageConfig(import.meta.dirname, {
  name: 'web-e2e',
  include: ['e2e/**/*.test.ts'],
  globalSetup: ['e2e/build-once.ts'],
  environment: 'happy-dom',
  testTimeout: 60_000,
  hookTimeout: 120_000,
});
