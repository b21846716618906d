/** The headless runtime (no React): data layer, census, consent, storage, errors, performance. */
export * from './api.js';
// Loading the entry starts the runtime (unless the site context script has data-manual).
import './start.js';
