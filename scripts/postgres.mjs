/**
 * A private PostgreSQL for the reference API's tests and for trying it locally: `node scripts/postgres.mjs start`
 * creates a cluster (once) in a folder under the temp dir (`PG_DIR` to choose it), starts it on 127.0.0.1 at a port
 * of its own (`PG_PORT`, default 55432) with its socket in that folder, and prints the `DATABASE_URL` to use;
 * `stop` stops it, `url` prints the URL again; `test [files…]` runs the reference server's Node tests
 * (`test/server/` unless files are named) against it, starting it first and stopping it after when it was not
 * running. Debian's server binaries are looked for in
 * /usr/lib/postgresql/<version>/bin (`PG_BIN` to name another folder). PostgreSQL refuses to run as root, so a root
 * shell runs it as the `postgres` system user, which owns the folder.
 *
 * `startPostgres()`, `stopPostgres()` and `testOnPostgres(files)` do the same for scripts (scripts/test.mjs, the bench's
 * `nodes` section), `postgresRunning()` says whether it runs; `postgresBin()` returns the binaries' folder, or undefined
 * when PostgreSQL is not installed.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROLE = 'sqs';

/** Returns the folder of PostgreSQL's server binaries (initdb, pg_ctl), or undefined when none is installed. */
export function postgresBin() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'pg_ctl')) ? process.env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : undefined;
}

const settingsOf = ({ dir = process.env.PG_DIR, port = process.env.PG_PORT } = {}) => ({
  dir: dir ?? join(tmpdir(), 'sqs-postgres'),
  port: Number(port ?? 55432),
});

/** Returns the `DATABASE_URL` of the private cluster at `port` (its superuser, database `postgres`). */
export const postgresUrl = ({ port } = settingsOf()) => `postgres://${ROLE}@127.0.0.1:${port}/postgres`;

/** Runs the PostgreSQL program `name` of `bin` with `args`, as the `postgres` user when this is root. */
function runAs(bin, name, args) {
  const program = join(bin, name);
  const asRoot = process.getuid?.() === 0;
  const { status, stdout, stderr } = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', program, ...args], { encoding: 'utf8' })
    : spawnSync(program, args, { encoding: 'utf8' });
  return { ok: status === 0, output: `${stdout ?? ''}${stderr ?? ''}` };
}

/**
 * Creates (once) and starts the private cluster; returns its `{ url, dir, port }`. Throws, with PostgreSQL's words,
 * when it cannot.
 */
export function startPostgres(options) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql).');
  const { dir, port } = settingsOf(options);
  const data = join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  if (!existsSync(join(data, 'PG_VERSION'))) {
    // Only this machine's own connections, without passwords: the cluster is a throwaway for tests.
    const init = runAs(bin, 'initdb', ['-D', data, '-U', ROLE, '--auth=trust', '-E', 'UTF8', '--no-sync']);
    if (!init.ok) throw new Error(`initdb failed:\n${init.output}`);
  }
  if (!runAs(bin, 'pg_ctl', ['status', '-D', data]).ok) {
    // fsync off: a test cluster trades durability for speed; the socket lives in the cluster's folder.
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`;
    const start = runAs(bin, 'pg_ctl', ['start', '-D', data, '-w', '-l', join(dir, 'server.log'), '-o', options]);
    if (!start.ok) throw new Error(`PostgreSQL did not start:\n${start.output}`);
  }
  return { url: postgresUrl({ port }), dir, port };
}

/** Returns whether the private cluster runs. */
export function postgresRunning(options) {
  const bin = postgresBin();
  return Boolean(bin) && runAs(bin, 'pg_ctl', ['status', '-D', join(settingsOf(options).dir, 'data')]).ok;
}

/** Stops the private cluster (if it runs); its data stays for the next start. */
export function stopPostgres(options) {
  const bin = postgresBin();
  const { dir } = settingsOf(options);
  if (bin && existsSync(join(dir, 'data', 'PG_VERSION')))
    runAs(bin, 'pg_ctl', ['stop', '-D', join(dir, 'data'), '-m', 'fast']);
}

/**
 * Runs the Node test `files` with `DATABASE_URL` naming the private cluster, which it starts first and stops after,
 * even when they fail, unless it was running already; returns node's exit status.
 */
export function testOnPostgres(files, options) {
  const running = postgresRunning(options);
  const { url } = startPostgres(options);
  try {
    const { status } = spawnSync(process.execPath, ['--test', ...files], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url },
    });
    return status ?? 1;
  } finally {
    if (!running) stopPostgres(options);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  const files = process.argv.slice(3);
  if (command === 'start') console.log(`DATABASE_URL=${startPostgres().url}`);
  else if (command === 'stop') stopPostgres();
  else if (command === 'url') console.log(postgresUrl());
  else if (command === 'test') process.exit(testOnPostgres(files.length ? files : ['test/server/']));
  else {
    console.error('Usage: node scripts/postgres.mjs start|stop|url|test [files…]');
    process.exit(1);
  }
}
