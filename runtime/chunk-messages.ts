/**
 * The chunk loader's error messages, for code and the console (not shown to visitors: an element shows
 * `common.unable-to-load-try-again` instead). Quoted strings of the spec are exact; `{name}` placeholders are filled
 * by the loader.
 */
export const chunkMessages = {
  // spec 000 §8 "Other", spec 001 §8 "Others".
  chunkLoadFailed: 'Loading chunk {id} failed',
  // The spec names NotFoundError and its path, not its message (docs/deviations.md#names-the-spec-does-not-give).
  notFound: 'Not found: {path}',
} as const;

/** The code a stylesheet chunk's failure carries (spec 000 §8, spec 001 §8). */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';
