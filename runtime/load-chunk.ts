import { chunkMessages, CSS_CHUNK_LOAD_FAILED } from './chunk-messages.js';
// The limits' own module, not the enumerations: the autoloader, one file built with its own copy of this module, takes in
// only what it reads (the enumerations would be a second file, shared with the page types' entries).
import { Limits } from './limits.js';

/** Why a chunk failed: it did not arrive within the time-out, or its import was refused (absent, network, syntax). */
export type ChunkFailure = 'timeout' | 'missing';

/** The error a chunk that could not be loaded rejects with: 'Loading chunk {id} failed' (spec 000 §8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  /** The chunk's id (an element's name, `leaflet-view`, `messages-fr` …). */
  readonly chunkId: string;
  /** Why the last attempt failed. */
  readonly type: ChunkFailure;
  /** `CSS_CHUNK_LOAD_FAILED` when the chunk is a stylesheet; undefined for code. */
  readonly code: typeof CSS_CHUNK_LOAD_FAILED | undefined;

  constructor(chunkId: string, type: ChunkFailure, cause?: unknown, css = false) {
    super(chunkMessages.chunkLoadFailed.replace('{id}', chunkId), { cause });
    this.chunkId = chunkId;
    this.type = type;
    this.code = css ? CSS_CHUNK_LOAD_FAILED : undefined;
  }
}

/** The error for something asked for by path that does not exist, such as an element the build does not have. */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  /** What was asked for (`elements/nope.js`). */
  readonly path: string;

  constructor(path: string) {
    super(chunkMessages.notFound.replace('{path}', path));
    this.path = path;
  }
}

/** How one chunk is loaded; every field is optional. */
export interface ChunkOptions {
  /** Time-out of one attempt in ms (spec 000 §9, spec 001 §9: 120 s). */
  timeoutMs?: number;
  /** Attempts after the first failed one (1). */
  retries?: number;
  /** True when the chunk is a stylesheet: its error carries the code `CSS_CHUNK_LOAD_FAILED`. */
  css?: boolean;
  /** The timers the time-out uses (the page's; tests pass their own). */
  timers?: { setTimeout(callback: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
}

/**
 * Where the build's dynamic imports of the elements read a retry's query (`?retry=<n>`), set only while an importer
 * runs: engines keep a refused import's result for the page's lifetime, so a retry must ask for another URL
 * (rollup.config.mjs, `chunkRetryUrls`).
 */
export const CHUNK_RETRY = Symbol.for('sqs-elements.chunk-retry');

/**
 * Failed attempts so far per chunk id, across calls: each retry of a chunk asks for a URL not asked for before, and a
 * chunk that has loaded is asked for again at the URL that loaded it (the same module, from the module map; a new URL
 * would download it again as another instance).
 */
const failures = new Map<string, number>();

const pageTimers: NonNullable<ChunkOptions['timers']> = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as number),
};

/**
 * Warns on the console that a chunk could not be loaded, with its ChunkLoadError: the handler of a part the page goes
 * on without (the runtime's integrations, the owner's shortcuts, the metrics library …).
 */
export function warnChunkFailure(error: unknown): void {
  console.warn('sqs-elements:', error);
}

/**
 * Calls `importer` (an `import()` of the chunk; it gets the number of earlier failed attempts at this chunk, on this
 * page, so a URL can change on a retry) and returns what it resolves with. An attempt that rejects or does not settle within the time-out is tried once
 * more; when that fails too, rejects with a ChunkLoadError naming `id` and the last failure's type.
 */
export async function loadChunk<T>(
  id: string,
  importer: (attempt: number) => Promise<T>,
  { timeoutMs = Limits.chunkLoadTimeoutMs, retries = 1, css = false, timers = pageTimers }: ChunkOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let timer: unknown;
    const n = failures.get(id) ?? 0;
    const global = globalThis as Record<symbol, unknown>;
    global[CHUNK_RETRY] = n ? `?retry=${n}` : '';
    let imported: Promise<T>;
    try {
      imported = importer(n);
    } finally {
      delete global[CHUNK_RETRY];
    }
    try {
      return await Promise.race([
        imported.catch((cause: unknown) => {
          throw new ChunkLoadError(id, 'missing', cause, css);
        }),
        new Promise<never>((_, reject) => {
          timer = timers.setTimeout(() => reject(new ChunkLoadError(id, 'timeout', undefined, css)), timeoutMs);
        }),
      ]);
    } catch (error) {
      failures.set(id, n + 1);
      if (attempt >= retries) throw error;
    } finally {
      timers.clearTimeout(timer);
    }
  }
}
