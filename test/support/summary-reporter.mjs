/**
 * Closes the whole run, over every engine, with `tests: N passed, N failed` (and skipped) and then one line per failed
 * test (engine, file, suite path, first line of its error), so the end of a long log, which is all a CI page may keep,
 * names what failed. With `SQS_TEST_FAILURES` set (scripts/test.mjs), the failure lines are appended to that file too.
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';

function count(suite, totals, where, path = []) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else {
      totals.failed++;
      const error = String(test.error?.message ?? '').split('\n')[0];
      totals.lines.push(`  ✖ ${where} › ${[...path, test.name].join(' › ')}${error ? ` — ${error}` : ''}`);
    }
  }
  for (const child of suite.suites ?? []) count(child, totals, where, [...path, child.name]);
}

export function summaryReporter() {
  let totals;
  return {
    onTestRunStarted() {
      totals = undefined;
    },
    onTestRunFinished({ sessions }) {
      totals = { passed: 0, failed: 0, skipped: 0, lines: [] };
      for (const session of sessions) {
        const where = `${session.browser?.name ?? 'browser'} ${relative(process.cwd(), session.testFile)}`;
        if (session.testResults) count(session.testResults, totals, where);
        // A file that failed to load has no test results but errors: count it as a failure.
        if (!session.passed && (!session.testResults || session.errors?.length) && session.errors?.length) {
          totals.failed++;
          totals.lines.push(`  ✖ ${where} — ${String(session.errors[0]?.message ?? '').split('\n')[0]}`);
        }
      }
    },
    stop() {
      if (!totals) return;
      const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
      const failures = totals.lines.length ? `${totals.lines.join('\n')}\n` : '';
      const line = `\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}\n${failures}`;
      // `npm test` runs the engines and then the lite build: it names the file where each run's failures go, and
      // repeats them all at the very end of its output.
      if (failures && process.env.SQS_TEST_FAILURES) appendFileSync(process.env.SQS_TEST_FAILURES, failures);
      // The runner prints its own summary after the reporters stop; this line closes the output.
      process.once('exit', () => process.stdout.write(line));
    },
  };
}
