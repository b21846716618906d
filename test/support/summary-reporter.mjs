/**
 * Prints one closing line for the whole run, over every engine: `tests: N passed, N failed` (and skipped), so a
 * reader or CI sees the total at a glance.
 */
function count(suite, totals) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
  }
  for (const child of suite.suites ?? []) count(child, totals);
}

export function summaryReporter() {
  let totals;
  return {
    onTestRunStarted() {
      totals = undefined;
    },
    onTestRunFinished({ sessions }) {
      totals = { passed: 0, failed: 0, skipped: 0, files: 0 };
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, totals);
        // A file that failed to load has no test results but errors: count it as a failure.
        if (!session.passed && (!session.testResults || session.errors?.length))
          totals.failed += session.errors?.length ? 1 : 0;
      }
    },
    stop() {
      if (!totals) return;
      const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
      const line = `\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}\n`;
      // The runner prints its own summary after the reporters stop; this line closes the output.
      process.once('exit', () => process.stdout.write(line));
    },
  };
}
