import { defineConfig } from 'vitest/config';
import { SummaryReporter } from '@bridge-laws/config/summary-reporter';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'tools/scripts'],
    reporters: [new SummaryReporter()],
  },
});
