/**
 * The French catalogue: every message id, loaded on first use by a page in French (`fr`, and any region of it:
 * `fr-CA` falls back here). Each element's and feature's French is beside its English (`<name>.fr.ts`, checked
 * against it); the build and the test server collect them all into this module (scripts/catalogues.mjs) and fail
 * when an id has no French. Typography: a no-break space before `:` and a narrow no-break space before `!` and `?`,
 * as French sets them.
 */
import type { MessageKey } from './keys.js';

// Empty in the source, so no module imports every element's French: the collected catalogue takes its place.
export default {} as Readonly<Record<MessageKey, string>>;
