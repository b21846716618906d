/** Leaflet's stylesheet as text (provided by scripts/leaflet.mjs in the build and the test runner). */
declare module 'sqs:leaflet.css' {
  const text: string;
  export default text;
}

/** Leaflet's ES module build has the types of the package. */
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
