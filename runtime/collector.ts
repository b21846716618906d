/**
 * The performance collector as the runtime's API starts it. The collector itself (runtime/performance.ts) is a chunk
 * of its own, loaded through the chunk loader when it starts (at idle, once tracking is allowed), so the start-up
 * download does not carry it.
 */
import { assertData } from './lib/assert-data.js';
import { loadChunk, warnChunkFailure } from './load-chunk.js';
import type { CollectorEnv, CollectorOptions, PerformanceCollector } from './performance.js';

/**
 * Starts the performance collector with `options` and `env` once its chunk has arrived, and returns it at once: what
 * is asked of it before then is done, in order, when it starts (`record` checks its data at once, throwing 'Data is
 * empty' as the collector does), and a collector stopped before then never starts. When its chunk cannot load, the
 * failure is logged, `pageLoadId` settles with undefined and the collector does nothing.
 */
export function startPerformanceCollector(
  options?: CollectorOptions,
  env?: Partial<CollectorEnv>,
): PerformanceCollector {
  let started: PerformanceCollector | undefined;
  let stopped = false;
  const waiting: Array<(collector: PerformanceCollector) => void> = [];
  const loaded = loadChunk('runtime-performance', () => import('./performance.js')).then((module) => {
    if (stopped) return undefined;
    started = module.startPerformanceCollector(options, env);
    for (const call of waiting.splice(0)) call(started);
    return started;
  });
  const when = (call: (collector: PerformanceCollector) => void): void =>
    started ? call(started) : void waiting.push(call);
  return {
    pageLoadId: loaded.then(
      (collector) => collector?.pageLoadId,
      (error: unknown) => {
        warnChunkFailure(error);
        return undefined;
      },
    ),
    get vitals() {
      return started?.vitals ?? {};
    },
    record(event, data) {
      assertData(data);
      when((collector) => collector.record(event, data));
    },
    collect: () => when((collector) => collector.collect()),
    flush: () => when((collector) => collector.flush()),
    stop() {
      if (started) return started.stop();
      stopped = true;
      waiting.length = 0;
    },
  };
}
