/**
 * Real-browser tests: every test file runs in Chromium, Firefox and WebKit (Debian's builds: Chromium and Firefox driven
 * by puppeteer-core, Firefox over WebDriver BiDi; WebKitGTK's MiniBrowser through WebKitWebDriver under a private Xvfb).
 * `BROWSERS=webkit` (or a comma-separated list such as `BROWSERS=chromium,firefox`) runs a subset. `LITE=1` runs the
 * same tests against the lite build (docs/lite.md): `react` and `react-dom` resolve to preact/compat, and the built
 * files under /dist/ are served from dist/lite/.
 */
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { existsSync, readdirSync } from 'node:fs';
import { answersPath, createApi } from './examples/server/app.mjs';
import { handleImage } from './examples/server/images.mjs';
import { EXAMPLE_OWNER, seedOwner } from './examples/server/lib/owners.mjs';
import { addDraft } from './examples/server/routes/blog.mjs';
import { handleTile } from './examples/server/tiles.mjs';
import { compiledCataloguesDevServer } from './scripts/catalogues.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';
import { leafletDevServer } from './scripts/leaflet.mjs';
import { pageEntriesDevServer } from './scripts/page-entries.mjs';
import { platformBlocks } from './scripts/platform-blocks.mjs';
import { drainedBrowserContext } from './test/support/browser-output.mjs';
import { reactPrebundle } from './test/support/react-prebundle.mjs';
import { heldImage } from './test/support/held-image.mjs';
import { requestRecorder } from './test/support/request-recorder.mjs';
import { shownStrings } from './test/support/shown-strings.mjs';
import { ssrSamples } from './test/support/ssr-samples.mjs';
import { summaryReporter } from './test/support/summary-reporter.mjs';
import { webkitLauncher } from './test/support/webkit-launcher.mjs';

// The server render the test server runs (dist/ssr.js, the example pages) loads React in this process. React's
// development build keeps `console.createTask` as it finds it when it loads; once the runner has started, the console
// is the runner's, whose stand-in for `createTask` fails, and the first render stops the run. Loaded now, React keeps
// the real one.
await Promise.all(
  ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-dom/server'].map((name) => import(name)),
);

const find = (...paths) => paths.find((p) => existsSync(p));
const LITE = process.env.LITE === '1';

const engines = {
  chromium: () =>
    chromeLauncher({
      launchOptions: {
        executablePath: chromiumPath(),
        headless: true,
        args: CHROMIUM_ARGS,
      },
      // Whatever the browser writes on its standard error is read, so a full pipe never stops a page.
      createBrowserContext: drainedBrowserContext,
    }),
  firefox: () =>
    chromeLauncher({
      puppeteer: puppeteerCore,
      launchOptions: {
        browser: 'firefox',
        executablePath: process.env.FIREFOX_PATH ?? find('/usr/bin/firefox-esr', '/usr/bin/firefox'),
        headless: true,
      },
      // Firefox writes a line on its standard error for many frames a test removes: it must be read all along.
      createBrowserContext: drainedBrowserContext,
    }),
  webkit: () => webkitLauncher({ binary: process.env.WEBKIT_PATH }),
};

const wanted = (process.env.BROWSERS ?? 'chromium,firefox,webkit')
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean);
for (const name of wanted)
  if (!engines[name]) throw new Error(`Unknown browser "${name}"; use ${Object.keys(engines).join(', ')}`);

/** The strictest policy a host page may set: no inline script or style, Trusted Types enforced for the two policies. */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types sqs-elements-script dompurify',
].join('; ');

// The reference API, on an in-memory store, answers the tests' /api/ requests. Every engine's page writes from the
// same address, about a thousand writes a minute each, so the per-address write limit is raised above the three, and
// so are the limits on new carts, kept carts, form keys and uploads (every cart, product and form test starts its
// own) and on sign-ups (every member test signs a fresh account up).
const api = await createApi({
  database: ':memory:',
  inspection: true,
  limits: {
    writesPerMinute: 20_000,
    cartsPer10Minutes: 10_000,
    cartsPerClient: 10_000,
    formKeysPerClient: 10_000,
    uploadsPerClient: 10_000,
    signUpsPer10Minutes: 10_000,
  },
});
// The three engines run at once, and what an owner keeps (the file store, its quota) is the owner's: each engine's
// tests sign in as an owner of its own (test/runtime/fakes.ts `signInOwner`), the example owner in Chromium.
for (const engine of ['firefox', 'webkit'])
  await seedOwner(api.sql, { email: `owner+${engine}@example.com`, password: EXAMPLE_OWNER.password });
// So do the journal's drafts whose tags and categories the tests edit: ten per engine, from 9001, 9011 and 9021
// (test/runtime/fakes.ts `draftPost`); no visitor sees a draft, so no other test's list changes.
for (const first of [9001, 9011, 9021])
  for (let n = 0; n < 10; n++) await addDraft(api.sql, first + n, `Test draft ${n}`);

// Each element's tests sit beside it (elements/<name>/<name>.test.ts); the runtime's, the loader's and the manifest's
// are under test/.
const FILES = ['elements/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];

// Which spec strings the test pages show (test/support/shown-strings.ts, recorded in test-results/shown-strings.json):
// a run of every file fails on one never shown; `SHOWN_STRINGS=1` holds a run of some files to the same.
const shown = await shownStrings({ files: FILES });

/** Path fragments of the modules each browser (by user agent) is refused, for the chunk loader's tests. */
const failingModules = new Map();

export default {
  files: FILES,
  nodeResolve: { exportConditions: ['browser', 'production'] },
  browsers: wanted.map((name) => engines[name]()),
  // One page per engine at a time: a page in the background gets no animation frames, and tests wait on them.
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 300000,
  reporters: [defaultReporter(), summaryReporter(), shown.reporter],
  // The watch on shown strings comes before the test framework, so it sees everything a test renders or logs.
  testRunnerHtml: (testFramework) =>
    `<!DOCTYPE html><html><head></head><body><script type="module" src="/test/support/shown-strings.ts"></script>` +
    `<script type="module" src="${testFramework}"></script></body></html>`,
  middleware: [
    // Pages under test/fixtures/strict/ get the policy the elements promise to work under (README: Security).
    async (context, next) => {
      await next();
      // (A page that needs more, such as the hashes of the styles a server render holds, sets its own from this one.)
      if (context.path.startsWith('/test/fixtures/strict/') && !context.response.get('Content-Security-Policy'))
        context.set('Content-Security-Policy', STRICT_CSP);
    },
    // The server render's samples (test/support/ssr-samples.mjs): each element dist/ssr.js renders, from its example
    // page, rendered or not, as a page under the strict policy.
    ssrSamples({ policy: STRICT_CSP }),
    // Modules a test makes fail (404): it posts comma-separated path fragments to /__fail-modules ('' for none), for
    // its own browser (one test file per engine at a time): how the chunk loader's tests see a real import() refused.
    // `/dist-fresh/…` serves `/dist/…` under addresses no earlier test file asked for, so no engine answers them from a
    // cache it keeps across pages.
    async (context, next) => {
      if (context.path.startsWith('/dist-fresh/')) context.path = context.path.replace('/dist-fresh/', '/dist/');
      const browser = context.get('user-agent');
      if (context.path === '/__fail-modules' && context.method === 'POST') {
        let text = '';
        for await (const chunk of context.req) text += chunk;
        failingModules.set(browser, text.split(',').filter(Boolean));
        context.status = 204;
        return;
      }
      if ((failingModules.get(browser) ?? []).some((part) => context.path.includes(part))) {
        context.status = 404;
        return;
      }
      return next();
    },
    // The lite mode's built files: the same paths, from dist/lite/ (stylesheets, types and manifests exist once).
    async (context, next) => {
      if (LITE && /^\/dist\/(?!lite\/).*\.js(?:\.map)?$/.test(context.path))
        context.path = `/dist/lite/${context.path.slice('/dist/'.length)}`;
      return next();
    },
    // The example pages come with the site's crumb, as the reference server (`npm start`) serves them.
    async (context, next) => {
      await next();
      if (/^\/examples\/[\w-]+\.html$/.test(context.path)) context.append('Set-Cookie', api.pageCookies(context.req));
    },
    // What a second origin (127.0.0.1 instead of localhost) received, for the tests that keep the crumb home.
    requestRecorder(),
    // A picture held until the test releases it (test/support/held-image.mjs).
    heldImage(),
    async (context, next) => {
      // The API, the store's checkout entry and pages (/commerce/goto-checkout, /checkout…), the search page and the
      // protected pages: what the reference server's API answers.
      if (!answersPath(context.path)) return next();
      context.respond = false;
      await api.handle(context.req, context.res);
    },
    // The example photographs at every width step and the examples' drawn map tiles.
    async (context, next) => {
      if (!context.path.startsWith('/examples/images/') && !context.path.startsWith('/examples/tiles/')) return next();
      context.respond = false;
      if ((await handleImage(context.req, context.res)) || (await handleTile(context.req, context.res))) return;
      context.respond = true;
      return next();
    },
  ],
  plugins: [
    shown.plugin,
    leafletDevServer(),
    reactPrebundle({ lite: LITE }),
    compiledCataloguesDevServer(),
    // The page types' entries, collected from the element folders as the build collects them.
    pageEntriesDevServer(),
    esbuildPlugin({
      ts: true,
      tsx: true,
      jsx: 'automatic',
      target: 'es2022',
      tsconfig: 'tsconfig.json',
      // The page upgrade's kind → tag table, collected from the element folders as the build collects it,
      // and every element folder's English catalogue, for the spec-strings test.
      define: {
        __SQS_PLATFORM_BLOCKS__: JSON.stringify(await platformBlocks()),
        __SQS_ELEMENT_CATALOGUES__: JSON.stringify(
          readdirSync('elements')
            .filter((name) => existsSync(`elements/${name}/${name}.en.ts`))
            .map((name) => `/elements/${name}/${name}.en.ts`),
        ),
      },
    }),
  ],
};
