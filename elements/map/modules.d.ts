/** Leaflet's stylesheet as text (a build-time module: rollup.config.mjs and web-test-runner.config.mjs provide it). */
declare module 'sqs:leaflet.css' {
  const text: string;
  export default text;
}

/** Leaflet's ES module build has the types of the package. */
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
