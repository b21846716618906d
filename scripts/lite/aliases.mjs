/** What the lite build (and the test runner's lite mode) gives for each of React's entry points: preact/compat's. */
import { fileURLToPath } from 'node:url';

export const PREACT_FOR_REACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  // preact/compat's createRoot, with effects scheduled the way React runs them (react-dom-client.mjs).
  'react-dom/client': fileURLToPath(new URL('./react-dom-client.mjs', import.meta.url)),
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};
