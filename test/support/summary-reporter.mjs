/**
 * Closes the whole run, over every engine, with `tests: N passed, N failed` (and skipped) and then one line per failed
 * test (engine, file, suite path, first line of its error), so the end of a long log, which is all a CI page may keep,
 * names what failed. With `SQS_TEST_FAILURES` set (scripts/test.mjs), the failure lines are appended to that file too.
 * A runner that ends before its run finishes (a signal, a crash) says so on its way out, with the failures of the
 * files finished so far and the files still running.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';

// The runner buffers what it writes to the console and exits before it flushes it when it stops early, so the error it
// stopped on (a throw in its own code, an uncaught exception) is lost: keep it here, to print with the early end.
const { TestRunner } = createRequire(import.meta.url)('@web/test-runner-core');
let stoppedOn = '';
const stop = TestRunner.prototype.stop;
TestRunner.prototype.stop = function (error) {
  if (error instanceof Error && !stoppedOn) stoppedOn = `the runner stopped on an error:\n${error.stack}\n`;
  return stop.call(this, error);
};
process.on('uncaughtExceptionMonitor', (error, origin) => {
  if (!stoppedOn) stoppedOn = `the runner stopped on an ${origin}:\n${error?.stack ?? error}\n`;
});

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

const where = (session) => `${session.browser?.name ?? 'browser'} ${relative(process.cwd(), session.testFile)}`;

/** The engine ids (`BROWSERS=`) by the names the launchers report. */
const ENGINE_IDS = { Chrome: 'chromium', Chromium: 'chromium', Firefox: 'firefox', WebKit: 'webkit' };

/** The errors of a file whose engine went away under it (a crashed or disconnected browser), not of its tests. */
const DISCONNECTED = /browser disconnected|detached Frame|Target closed|Session closed/i;

function record(failures) {
  if (failures && process.env.SQS_TEST_FAILURES) appendFileSync(process.env.SQS_TEST_FAILURES, failures);
}

export function summaryReporter() {
  let totals;
  let sessions;
  // By engine, the files whose browser went away under them when nothing else failed.
  let interrupted = {};
  let closed = false;
  // Who ended the process early, when something did call process.exit: its stack is printed with the early end.
  let exitStack = '';
  let signalled = '';
  function onEarlyExit(code) {
    if (closed) return;
    const all = [...(sessions?.all() ?? [])];
    const early = { passed: 0, failed: 0, skipped: 0, lines: [] };
    for (const s of all) if (s.status === 'FINISHED' && s.testResults) count(s.testResults, early, where(s));
    const running = all.filter((s) => s.status !== 'FINISHED' && s.status !== 'SCHEDULED');
    const failures = early.lines.length ? `${early.lines.join('\n')}\n` : '';
    const lines = running.map((s) => `  … ${where(s)} (${s.status.toLowerCase()})`).join('\n');
    record(`${failures}  ✖ the runner ended (exit code ${code}) before the run finished\n`);
    // The files that did not finish, by engine: `npm test` runs them again once (scripts/test.mjs).
    if (process.env.SQS_TEST_UNFINISHED) {
      const unfinished = {};
      for (const s of all.filter((s) => s.status !== 'FINISHED')) {
        const id = ENGINE_IDS[s.browser?.name] ?? String(s.browser?.name).toLowerCase();
        (unfinished[id] ??= []).push(relative(process.cwd(), s.testFile));
      }
      writeFileSync(process.env.SQS_TEST_UNFINISHED, JSON.stringify({ failed: early.failed, unfinished }));
    }
    process.stdout.write(
      `\nweb-test-runner ended (exit code ${code}) before the run finished; failed so far: ${early.failed}\n` +
        `${failures}${lines ? `running then:\n${lines}\n` : ''}` +
        signalled +
        stoppedOn +
        `${exitStack ? `process.exit was called from:\n${exitStack}\n` : 'nothing called process.exit\n'}`,
    );
  }
  return {
    start(args) {
      sessions = args.sessions;
      process.once('exit', onEarlyExit);
      // SIGINT makes the runner stop (and exit 1) without a word: say so. (The runner handles SIGINT already, so a
      // listener here changes nothing; one for another signal would keep it from ending the process.)
      process.once('SIGINT', () => (signalled = 'the process received SIGINT\n'));
      const exit = process.exit;
      process.exit = function (code) {
        if (!closed) exitStack = new Error(`process.exit(${code ?? ''})`).stack ?? '';
        return exit.call(process, code);
      };
    },
    onTestRunStarted() {
      totals = undefined;
    },
    onTestRunFinished({ sessions }) {
      totals = { passed: 0, failed: 0, skipped: 0, lines: [] };
      interrupted = {};
      let failedElsewhere = 0;
      for (const session of sessions) {
        const before = totals.failed;
        if (session.testResults) count(session.testResults, totals, where(session));
        // A file that failed to load has no test results but errors: count it as a failure.
        if (!session.passed && (!session.testResults || session.errors?.length) && session.errors?.length) {
          totals.failed++;
          totals.lines.push(`  ✖ ${where(session)} — ${String(session.errors[0]?.message ?? '').split('\n')[0]}`);
        }
        // A file the engine went away under, with no test of it failed: not a test's failure, run again by `npm test`.
        const lost = session.errors?.some((error) => DISCONNECTED.test(String(error?.message)));
        if (lost && totals.failed - before === 1) {
          const id = ENGINE_IDS[session.browser?.name] ?? String(session.browser?.name).toLowerCase();
          (interrupted[id] ??= []).push(relative(process.cwd(), session.testFile));
        } else failedElsewhere += totals.failed - before;
      }
      if (failedElsewhere > 0) interrupted = {};
    },
    stop() {
      if (!totals) return;
      closed = true;
      const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
      const failures = totals.lines.length ? `${totals.lines.join('\n')}\n` : '';
      const line = `\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}\n${failures}`;
      // `npm test` runs the engines and then the lite build: it names the file where each run's failures go, and
      // repeats them all at the very end of its output.
      record(failures);
      if (process.env.SQS_TEST_UNFINISHED && Object.keys(interrupted).length > 0)
        writeFileSync(process.env.SQS_TEST_UNFINISHED, JSON.stringify({ failed: 0, unfinished: interrupted }));
      // The runner prints its own summary after the reporters stop; this line closes the output.
      process.once('exit', () => process.stdout.write(line));
    },
  };
}
