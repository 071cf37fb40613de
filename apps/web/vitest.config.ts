import { packageConfig } from '@bridge-laws/config/vitest';

// The unit tests; the browser tests are their own project (vitest.e2e.config.ts), built once per run.
export default packageConfig(import.meta.dirname, {
  include: ['test/**/*.test.{ts,tsx}'],
  environment: 'happy-dom',
  testTimeout: 60_000,
  hookTimeout: 120_000,
});
