// The default reporter, then the closing line `N passed, N failed` (and skipped) that CI reads.
import { DefaultReporter } from 'vitest/reporters';

export class SummaryReporter extends DefaultReporter {
  async onTestRunEnd(testModules, unhandledErrors = [], reason) {
    await super.onTestRunEnd?.(testModules, unhandledErrors, reason);
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      const tests = [...mod.children.allTests()];
      for (const test of tests) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      // A file that fails to load has no tests; count it so the run cannot look green.
      if (tests.length === 0 && mod.state() === 'failed') failed++;
    }
    failed += unhandledErrors.length;
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    this.ctx.logger.log(`\n${passed} passed, ${failed} failed${tail}`);
  }
}
