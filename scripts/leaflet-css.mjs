/**
 * `import css from 'sqs:leaflet.css'` gives Leaflet's stylesheet as text, for `<sqs-map>` to adopt into its shadow
 * root: a rollup plugin for the build and a dev-server plugin for the test runner, reading the installed package's
 * file (never a copy of it).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const ID = 'sqs:leaflet.css';
const require = createRequire(import.meta.url);
const text = () => readFileSync(require.resolve('leaflet/dist/leaflet.css'), 'utf8');
const moduleSource = () => `export default ${JSON.stringify(text())};`;

/** Rollup: resolves the id to a virtual module with the stylesheet's text. */
export function leafletCssRollup() {
  return {
    name: 'leaflet-css',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load: (id) => (id === `\0${ID}` ? moduleSource() : null),
  };
}

/** @web/dev-server: resolves the id to a served module with the stylesheet's text. */
export function leafletCssDevServer() {
  const path = '/__sqs/leaflet.css.js';
  return {
    name: 'leaflet-css',
    resolveImport: ({ source }) => (source === ID ? path : undefined),
    serve: (context) => (context.path === path ? { body: moduleSource(), type: 'js' } : undefined),
  };
}
