import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SummaryReporter } from '@bridge-laws/config/summary-reporter';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'apps/web/vitest.e2e.config.ts', 'tools/scripts'],
    // Vitest's default leaves a core to its main process (one worker on two cores), which idles while a file runs: on a
    // small machine two workers keep both cores busy; on a larger one this is the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: [new SummaryReporter()],
  },
});
