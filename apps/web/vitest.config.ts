import { packageConfig } from '@bridge-laws/config/vitest';

export default packageConfig(import.meta.dirname, {
  include: ['test/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'],
  environment: 'happy-dom',
  testTimeout: 60_000,
  hookTimeout: 120_000,
});
