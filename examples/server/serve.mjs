/**
 * `npm start`: serves the docs site, the examples, the built `dist/` and the reference API on http://localhost:8000
 * (`PORT` to change it; `DATABASE_URL`, a `postgres://` connection string, to keep the store in PostgreSQL rather than
 * SQLite; `DATA_DIR` for the SQLite file, the image cache and uploaded files, default `.data/`; `OWNER_EMAIL` and
 * `OWNER_PASSWORD`, both or neither, for the owner seeded for sign-in: without them the store is demo data with the
 * example owner of docs/reference-api.md, whose credentials are printed when it is created; `TRUSTED_PROXIES`, a
 * comma-separated list of reverse-proxy addresses whose `X-Forwarded-For` names the client and whose
 * `X-Forwarded-Proto` says whether it came over https; `SSR=0` to send the example pages as they are rather than with
 * their elements rendered on the server, which `?ssr=0` or `?ssr=1` on a page's address also decides for one request).
 * Several servers on one store (docs/production.md): `SERVER_SECRET`, the same on each, signs crumbs and page-load ids
 * (without it the store keeps a secret of its own); `UPLOAD_DIR`, a folder all of them share, holds uploaded files
 * (default `DATA_DIR/uploads`); `API_NODES`, how many there are, divides the per-server write limit among them;
 * `RETENTION_DAYS` (default 30) is how long the logs of visitors' pages are kept, `LOG_MAX_ROWS` (default 10,000) the
 * most rows each keeps; `LIMITS`, `name=value` pairs separated by commas, overrides any limit of app.mjs
 * `DEFAULT_LIMITS` (e.g. `LIMITS=writesPerMinute=6000`; a load test raises them so).
 */
import { join } from 'node:path';
import { createSite, createSiteServer, DEFAULT_LIMITS, parseLimits } from './app.mjs';
import { dataDir } from './lib/data-dir.mjs';
import { EXAMPLE_OWNER } from './lib/owners.mjs';
import { DEFAULT_RETENTION_DAYS } from './lib/retention.mjs';

const port = Number(process.env.PORT ?? 8000);
const { OWNER_EMAIL: ownerEmail, OWNER_PASSWORD: ownerPassword } = process.env;
if (Boolean(ownerEmail) !== Boolean(ownerPassword)) {
  console.error(
    `${ownerEmail ? 'OWNER_PASSWORD' : 'OWNER_EMAIL'} is not set: set both OWNER_EMAIL and OWNER_PASSWORD for your ` +
      'own owner, or neither for the example owner of demo mode.',
  );
  process.exit(1);
}

/** Returns the whole number of at least `min` the environment variable `name` holds, `fallback` when it is unset. */
function wholeNumber(name, fallback, min) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (Number.isInteger(value) && value >= min) return value;
  console.error(`${name} must be a whole number of at least ${min}.`);
  process.exit(1);
}
const nodes = wholeNumber('API_NODES', 1, 1);
const retentionDays = wholeNumber('RETENTION_DAYS', DEFAULT_RETENTION_DAYS, 1);
const maxRows = wholeNumber('LOG_MAX_ROWS', DEFAULT_LIMITS.maxRows, 1);
let limits;
try {
  limits = parseLimits(process.env.LIMITS);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// A bug must be logged, not end the server for every visitor.
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason));

// examples/form-submissions.html reads back stored submissions through /api/_inspect/, so the examples keep
// inspection on (answered only to a localhost Host); set INSPECTION=0 to turn it off.
const site = await createSite({
  database: process.env.DATABASE_URL || join(dataDir(), 'reference-api.sqlite'),
  inspection: process.env.INSPECTION !== '0',
  owner: ownerEmail ? { email: ownerEmail, password: ownerPassword } : EXAMPLE_OWNER,
  // Behind a reverse proxy every visitor comes from the proxy's address: naming it lets the limits count each visitor.
  trustedProxies: (process.env.TRUSTED_PROXIES ?? '').split(',').filter((a) => a.trim()),
  // The example pages come with their elements rendered on the server (dist/ssr.js) unless SSR=0.
  serverRender: process.env.SSR !== '0',
  secret: process.env.SERVER_SECRET || undefined,
  ...(process.env.UPLOAD_DIR ? { uploadsDir: process.env.UPLOAD_DIR } : {}),
  retentionDays,
  // Each server counts the writes it receives: behind a balancer, each takes its share of the site's limit. `LIMITS`
  // overrides any of them.
  limits: { writesPerMinute: Math.ceil(DEFAULT_LIMITS.writesPerMinute / nodes), maxRows, ...limits },
});
const { demo, created } = site.api.owner;
if (demo && created)
  console.log(
    `Demo data: sign in as the example owner, ${EXAMPLE_OWNER.email} with the password '${EXAMPLE_OWNER.password}'. ` +
      'Set OWNER_EMAIL and OWNER_PASSWORD for your own owner; that removes this one.',
  );
else if (demo)
  console.log('Demo data: the example owner can sign in. Set OWNER_EMAIL and OWNER_PASSWORD to remove it.');

// Slow clients: the headers within 10 s, the whole request within 30 s (the defaults).
const server = createSiteServer(site);
server.listen(port, 'localhost', () => {
  // The port listened on: PORT=0 takes a free one.
  console.log(`sqs-elements examples: http://localhost:${server.address().port}/`);
});
/** How long a stopping server waits for the requests under way before it cuts their connections. */
const DRAIN_MS = 10_000;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    // The requests under way are answered before the store closes, so stopping one server behind a load balancer
    // (a restart, a deploy) fails none of them: no new connection is taken, each kept-alive one is closed as soon as
    // it is idle (Node keeps one that answered open for its keep-alive time otherwise), and after DRAIN_MS the rest.
    const drained = new Promise((resolve) => server.close(resolve));
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const late = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    await drained;
    clearInterval(idle);
    clearTimeout(late);
    await site.close();
    process.exit(0);
  });
}
