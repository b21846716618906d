/**
 * Build support for Leaflet in `<sqs-map>`, as a rollup plugin (the build) and a dev-server plugin (the test runner):
 *
 * - `import css from 'sqs:leaflet.css'` gives Leaflet's stylesheet as text, for the element to adopt into its shadow
 *   root (read from the installed package, never copied).
 * - Trusted Types: Leaflet 1.9 probes for inline SVG at module evaluation with `div.innerHTML = '<svg/>'`, which a page
 *   enforcing `require-trusted-types-for 'script'` refuses — the whole module would fail to load. That one statement
 *   is replaced by the equivalent DOM call (same result: an SVG element as the div's first child). Leaflet's other
 *   HTML-string sinks are in controls, popups and HTML icons, which `<sqs-map>` does not use. The build fails if the
 *   statement is not found (a Leaflet upgrade), so the shim is looked at again.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const ID = 'sqs:leaflet.css';
const require = createRequire(import.meta.url);
const moduleSource = () =>
  `export default ${JSON.stringify(readFileSync(require.resolve('leaflet/dist/leaflet.css'), 'utf8'))};`;

const LEAFLET_ESM = /leaflet[\\/]dist[\\/]leaflet-src\.esm\.js$/;
const PROBE = "div.innerHTML = '<svg/>';";
const PROBE_DOM = "div.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));";

/** Leaflet's module without the HTML-string probe. */
export function withoutHtmlProbe(code) {
  if (!code.includes(PROBE))
    throw new Error(
      `Leaflet's inline-SVG probe (${PROBE}) was not found: check scripts/leaflet.mjs against this Leaflet version.`,
    );
  return code.replace(PROBE, PROBE_DOM);
}

/** Rollup: the stylesheet module and the probe shim. */
export function leafletRollup() {
  return {
    name: 'leaflet',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load: (id) => (id === `\0${ID}` ? moduleSource() : null),
    transform: (code, id) => (LEAFLET_ESM.test(id) ? { code: withoutHtmlProbe(code), map: null } : null),
  };
}

/** @web/dev-server: the stylesheet module and the probe shim. */
export function leafletDevServer() {
  const path = '/__sqs/leaflet.css.js';
  return {
    name: 'leaflet',
    resolveImport: ({ source }) => (source === ID ? path : undefined),
    serve: (context) => (context.path === path ? { body: moduleSource(), type: 'js' } : undefined),
    transform: (context) =>
      LEAFLET_ESM.test(context.path) ? { body: withoutHtmlProbe(String(context.body)) } : undefined,
  };
}
