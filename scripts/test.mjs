/**
 * `npm test`: finds Chromium, Firefox and WebKit (installing Debian's `chromium`, `firefox-esr`, and
 * `webkit2gtk-driver` with `xvfb`, when missing and this is a root shell with apt-get, else saying how), builds dist/
 * (some tests load the built files), runs the Node tests (`test/server/*.test.mjs`: the reference server's fuzz, ReDoS
 * and API tests; `test/build/*.test.mjs`: the build's steps finding a new element folder; each element folder's
 * `*.server.test.mjs`: its server render), then the reference server's tests once more with the store on PostgreSQL
 * (scripts/postgres.mjs `testOnPostgres`: a private cluster started for them and stopped after; skipped, saying so,
 * when PostgreSQL is not installed, but required when `CI` or `SQS_REQUIRE_POSTGRES` is set, as .ci/run sets it), then
 * runs every browser test file in each engine, and once more in Chromium against the lite build (`LITE=1`,
 * docs/lite.md): a runner per engine, two at a time, each line of their output marked with its engine (the files a
 * runner left when it ended early, with none failed, run once more). `BROWSERS=webkit` (comma-separated) runs a subset,
 * `BROWSERS=none` the build and the Node tests alone. Extra arguments go to web-test-runner (e.g.
 * `npm test -- --files elements/x/x.test.ts`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { elementFolders } from './element-folders.mjs';
import { freePort } from './free-port.mjs';
import { postgresBin, testOnPostgres } from './postgres.mjs';

const onPath = (command) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
const fileOf = (env, paths) => (process.env[env] && existsSync(process.env[env])) || paths.some((p) => existsSync(p));

const BROWSERS = [
  {
    id: 'chromium',
    name: 'Chromium',
    pkgs: ['chromium'],
    env: 'CHROMIUM_PATH',
    found: () => fileOf('CHROMIUM_PATH', ['/usr/lib/chromium/chromium', '/usr/bin/chromium']),
  },
  {
    id: 'firefox',
    name: 'Firefox',
    pkgs: ['firefox-esr'],
    env: 'FIREFOX_PATH',
    found: () => fileOf('FIREFOX_PATH', ['/usr/bin/firefox-esr', '/usr/bin/firefox']),
  },
  {
    // MiniBrowser comes with the driver's dependency libwebkit2gtk-4.1-0; it has no headless mode, hence Xvfb.
    id: 'webkit',
    name: 'WebKit',
    pkgs: ['webkit2gtk-driver', 'xvfb'],
    env: 'WEBKIT_PATH',
    found: () =>
      fileOf('WEBKIT_PATH', ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser']) &&
      onPath('WebKitWebDriver') &&
      onPath('Xvfb'),
  },
];

const run = (cmd, args, env = process.env) => {
  const { status, signal } = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (signal) console.error(`\n${cmd} ${args[0] ?? ''} was stopped by ${signal}.`);
  return status ?? 1;
};

const wanted = (process.env.BROWSERS ?? BROWSERS.map((b) => b.id).join(',')).split(',').map((b) => b.trim());
const missing = BROWSERS.filter((b) => wanted.includes(b.id) && !b.found());
if (missing.length) {
  const pkgs = missing.flatMap((b) => b.pkgs);
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log(`Installing ${pkgs.join(', ')} from Debian…`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...pkgs], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
  }
  const still = missing.filter((b) => !b.found());
  if (still.length) {
    const others = BROWSERS.filter((b) => !still.includes(b)).map((b) => b.id);
    console.error(
      `The tests need ${still.map((b) => b.name).join(' and ')}. Install ${still.length > 1 ? 'them' : 'it'} with\n` +
        `  sudo apt-get install -y ${still.flatMap((b) => b.pkgs).join(' ')}\n` +
        `or point ${still.map((b) => b.env).join(' / ')} at the browser (for WebKit, MiniBrowser; WebKitWebDriver and Xvfb ` +
        `must be on the PATH)${others.length ? `, or run the others alone: BROWSERS=${others.join(',')} npm test` : ''}.`,
    );
    process.exit(1);
  }
}

// The reference server's tests run once more with the store on PostgreSQL; CI requires it, elsewhere it may be absent.
const postgresRequired = Boolean(process.env.CI || process.env.SQS_REQUIRE_POSTGRES);
if (postgresRequired && !postgresBin()) {
  console.error('The tests need PostgreSQL here (CI). Install it with\n  sudo apt-get install -y postgresql');
  process.exit(1);
}

if (run('npm', ['run', '--silent', 'build']) !== 0) process.exit(1);
/** Returns the `*.test.mjs` files of `dir`. */
const testsOf = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => join(dir, f));
// The Node tests: the server's and the build's, and each element folder's server-render tests (`*.server.test.mjs`).
const serverTests = testsOf('test/server');
const nodeTests = [
  ...serverTests,
  ...testsOf('test/build'),
  ...elementFolders().flatMap((name) =>
    readdirSync(join('elements', name))
      .filter((f) => f.endsWith('.server.test.mjs'))
      .map((f) => join('elements', name, f)),
  ),
];
if (run(process.execPath, ['--test', ...nodeTests]) !== 0) process.exit(1);
if (postgresBin()) {
  const started = Date.now();
  const status = testOnPostgres(serverTests);
  console.log(`\nThe reference server's tests on PostgreSQL took ${Math.round((Date.now() - started) / 1000)} s.`);
  if (status !== 0) process.exit(1);
} else {
  const rule = '='.repeat(78);
  console.warn(
    `\n${rule}\nPostgreSQL is not installed: the reference server's tests were NOT run on PostgreSQL (CI runs them).\n` +
      `Install it to run them here: sudo apt-get install -y postgresql\n${rule}\n`,
  );
}
if (!BROWSERS.some((b) => wanted.includes(b.id))) process.exit(0);
// Each browser run's summary reporter appends its failed tests here; they are repeated at the very end.
const failures = join(mkdtempSync(join(tmpdir(), 'sqs-test-')), 'failures.txt');
process.env.SQS_TEST_FAILURES = failures;
/** Returns web-test-runner arguments without the files they name (leading ones, and those after `--files`). */
function withoutFiles(args) {
  const kept = [];
  let files = true;
  for (const arg of args) {
    if (arg.startsWith('-')) files = arg === '--files';
    if (!files) kept.push(arg);
  }
  return kept;
}

/**
 * Runs `cmd` with `env` and resolves with its exit status; each line it writes goes to this process's output with
 * `label` before it, so two runners writing at once stay readable.
 */
function runLabelled(label, cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`[${label}] ${line}\n`));
    child.once('error', () => resolve(1));
    child.once('close', (status, signal) => {
      if (signal) console.error(`\n[${label}] web-test-runner was stopped by ${signal}.`);
      resolve(status ?? 1);
    });
  });
}

/** Returns a run's name: its engine's id, and `lite` for the lite build. */
const labelOf = ({ id, lite }) => (lite ? `${id} lite` : id);

/**
 * Runs every test file in one engine (`id`, `LITE=1` for the lite build) with a runner of its own, on a port of its
 * own, and resolves with its exit status. The files a runner that ended early left, or whose browser went away under
 * them, when no test had failed, run once more: an engine's driver or a runner that went away is not a test's
 * failure, but the run is only green once every file has passed.
 */
async function runEngine({ id, lite }) {
  const label = labelOf({ id, lite });
  const unfinishedFile = join(dirname(failures), `unfinished-${label.replace(' ', '-')}.json`);
  const env = { ...process.env, BROWSERS: id, ...(lite ? { LITE: '1' } : {}), SQS_TEST_UNFINISHED: unfinishedFile };
  const started = Date.now();
  const runner = async (args) =>
    runLabelled(label, 'npx', ['web-test-runner', '--port', String(await freePort()), ...args], env);
  let status = await runner(process.argv.slice(2));
  if (status && existsSync(unfinishedFile)) {
    const { failed, unfinished } = JSON.parse(readFileSync(unfinishedFile, 'utf8'));
    rmSync(unfinishedFile);
    const files = unfinished[id] ?? [];
    if (failed === 0 && files.length) {
      console.log(`\n[${label}] Running the ${files.length} files it did not finish again.`);
      env.SQS_TEST_UNFINISHED = '';
      status = await runner([...withoutFiles(process.argv.slice(2)), '--files', ...files]);
    }
  }
  console.log(`\n[${label}] ${status ? 'failed' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s.`);
  return status;
}

// Two runners at a time, each in one engine: on two cores, a third browser at once makes tests that wait on frames and
// timers late. Chromium then WebKit in one lane, Firefox (the slowest) then the lite build in the other: the lanes end
// close together. The lite build (docs/lite.md) runs the same tests in Chromium, with preact/compat answering for
// React and the built files served from dist/lite/ (`NO_LITE=1`, which also skips building it, skips them).
const withLite = !process.env.NO_LITE && wanted.includes('chromium');
const lanes = [
  [{ id: 'chromium' }, { id: 'webkit' }],
  [{ id: 'firefox' }, ...(withLite ? [{ id: 'chromium', lite: true }] : [])],
].map((lane) => lane.filter((run) => run.lite || wanted.includes(run.id)));
const statuses = await Promise.all(
  lanes.map(async (lane) => {
    const out = [];
    for (const run of lane) out.push({ ...run, status: await runEngine(run) });
    return out;
  }),
);
const runs = statuses.flat();
const names = (list) => list.map(labelOf).join(', ');
const failedRuns = runs.filter((r) => r.status);
const failed = existsSync(failures) ? readFileSync(failures, 'utf8') : '';
if (failedRuns.length) {
  console.log(`\nnpm test failed: ${names(failedRuns)} failed; ${runs.length - failedRuns.length} passed.`);
  if (failed) console.log(`Failed tests:\n${failed}`);
} else console.log(`\nnpm test passed: the Node tests, and the browser tests in ${names(runs)}.`);
process.exit(failedRuns.length ? 1 : 0);
