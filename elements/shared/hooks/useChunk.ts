import { useCallback, useEffect, useRef, useState } from 'react';
import { loadChunk, type ChunkLoadError, type ChunkOptions } from '../../../runtime/load-chunk.js';

/** Where a lazily loaded part is: not wanted yet, loading, loaded, or failed (the element offers a retry). */
export type ChunkState = 'idle' | 'pending' | 'loaded' | 'failed';

/** What `useChunk` returns. */
export interface UseChunk<T> {
  state: ChunkState;
  /** The chunk's module once loaded. */
  module: T | undefined;
  /** Why it failed: 'Loading chunk {id} failed', with the type of failure. */
  error: ChunkLoadError | undefined;
  /** Loads it again after a failure. */
  retry(): void;
}

/**
 * Loads the chunk `id` through the chunk loader (120 s time-out, one retry) once `importer` is given (null: not
 * wanted yet) and returns its state and module; `retry` loads it again after a failure.
 */
export function useChunk<T>(
  id: string,
  importer: ((attempt: number) => Promise<T>) | null,
  options?: ChunkOptions,
): UseChunk<T> {
  const [result, setResult] = useState<{ module?: T; error?: ChunkLoadError; done: boolean }>({ done: false });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ importer, options });
  latest.current = { importer, options };
  const wanted = importer !== null;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setResult({ done: false });
    loadChunk(id, (n) => latest.current.importer!(n), latest.current.options).then(
      (module) => live && setResult({ module, done: true }),
      (error: ChunkLoadError) => live && setResult({ error, done: true }),
    );
    return () => {
      live = false;
    };
  }, [id, wanted, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: ChunkState = !wanted ? 'idle' : !result.done ? 'pending' : result.error ? 'failed' : 'loaded';
  return { state, module: result.module, error: result.error, retry };
}
