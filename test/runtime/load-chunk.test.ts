import { expect } from '@open-wc/testing';
import { Limits } from '../../runtime/enums.js';
import { Limits as limitsOwnModule } from '../../runtime/limits.js';
import { CHUNK_RETRY, ChunkLoadError, loadChunk, NotFoundError } from '../../runtime/load-chunk.js';

/** Returns an importer that fails `failures` times (rejecting), then resolves with `module`; counts its calls. */
function flaky<T>(failures: number, module: T) {
  const calls: number[] = [];
  const importer = (attempt: number) => {
    calls.push(attempt);
    return calls.length <= failures ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(module);
  };
  return { importer, calls };
}

/** Returns the error `promise` rejects with. */
async function rejection(promise: Promise<unknown>): Promise<ChunkLoadError> {
  try {
    await promise;
  } catch (error) {
    return error as ChunkLoadError;
  }
  throw new Error('it resolved');
}

describe('loadChunk (the chunk loader)', () => {
  it('waits 120 s for a chunk by default, the limit spec 000 §9 names, then gives up with type timeout', async () => {
    const waits: number[] = [];
    const timers = {
      setTimeout: (callback: () => void, ms: number) => (waits.push(ms), callback()),
      clearTimeout: () => undefined,
    };
    const error = await rejection(
      loadChunk('default-wait', () => new Promise(() => undefined), { retries: 0, timers }),
    );
    expect(waits).to.deep.equal([120_000]);
    expect(waits[0]).to.equal(Limits.chunkLoadTimeoutMs);
    expect(error.type).to.equal('timeout');
  });

  it('reads that limit from the one Limits object, which the enumerations publish as they are', () => {
    expect(Limits).to.equal(limitsOwnModule);
  });

  it('resolves with the module of a chunk that loads, calling the importer once', async () => {
    const { importer, calls } = flaky(0, { value: 1 });
    expect(await loadChunk('part-1', importer)).to.deep.equal({ value: 1 });
    expect(calls).to.deep.equal([0]);
  });

  it('tries a failed chunk once more, telling the importer it is the second attempt', async () => {
    const { importer, calls } = flaky(1, 'module');
    expect(await loadChunk('part-2', importer)).to.equal('module');
    expect(calls).to.deep.equal([0, 1]);
  });

  it("rejects a chunk whose import is refused twice with 'Loading chunk {id} failed', type missing", async () => {
    const { importer, calls } = flaky(5, 'module');
    const error = await rejection(loadChunk('leaflet-view', importer));
    expect(calls).to.deep.equal([0, 1]);
    expect(error).to.be.instanceOf(ChunkLoadError);
    expect(error.message).to.equal('Loading chunk leaflet-view failed');
    expect(error.name).to.equal('ChunkLoadError');
    expect(error.chunkId).to.equal('leaflet-view');
    expect(error.type).to.equal('missing');
    expect(error.code).to.be.undefined;
    expect((error.cause as Error).message).to.equal('Failed to fetch');
  });

  it('rejects a chunk that never arrives with type timeout, after one retry that times out too', async () => {
    const calls: number[] = [];
    const error = await rejection(
      loadChunk('slow', (attempt) => (calls.push(attempt), new Promise(() => undefined)), { timeoutMs: 5 }),
    );
    expect(calls).to.deep.equal([0, 1]);
    expect(error.message).to.equal('Loading chunk slow failed');
    expect(error.type).to.equal('timeout');
  });

  it('takes a chunk that arrives on the retry after the first attempt timed out', async () => {
    let calls = 0;
    const module = await loadChunk(
      'slow-once-6',
      () => (++calls === 1 ? new Promise(() => undefined) : Promise.resolve(7)),
      {
        timeoutMs: 5,
      },
    );
    expect(module).to.equal(7);
    expect(calls).to.equal(2);
  });

  it('schedules the time-out with the given timers and clears it once the chunk arrived', async () => {
    const scheduled: number[] = [];
    const cleared: unknown[] = [];
    const timers = {
      setTimeout: (_callback: () => void, ms: number) => (scheduled.push(ms), scheduled.length),
      clearTimeout: (handle: unknown) => void cleared.push(handle),
    };
    await loadChunk('part-4', () => Promise.resolve(1), { timers });
    expect(scheduled).to.deep.equal([120_000]);
    expect(cleared).to.deep.equal([1]);
  });

  it('tries no more than asked (retries: 0)', async () => {
    const { importer, calls } = flaky(1, 'module');
    expect((await rejection(loadChunk('part-5', importer, { retries: 0 }))).type).to.equal('missing');
    expect(calls).to.deep.equal([0]);
  });

  it('gives a stylesheet chunk the code CSS_CHUNK_LOAD_FAILED', async () => {
    const error = await rejection(loadChunk('leaflet-css', flaky(2, '').importer, { css: true }));
    expect(error.code).to.equal('CSS_CHUNK_LOAD_FAILED');
    expect(error.message).to.equal('Loading chunk leaflet-css failed');
  });
});

describe('loadChunk asked again for a chunk that failed', () => {
  it('counts on from the earlier attempts, and gives the build’s imports the query ?retry=<n> while it calls them', async () => {
    const seen: Array<[number, unknown]> = [];
    const importer = (n: number) => {
      seen.push([n, (globalThis as Record<symbol, unknown>)[CHUNK_RETRY]]);
      return n < 3 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve('module');
    };
    await rejection(loadChunk('again', importer));
    expect(await loadChunk('again', importer)).to.equal('module');
    expect(seen).to.deep.equal([
      [0, ''],
      [1, '?retry=1'],
      [2, '?retry=2'],
      [3, '?retry=3'],
    ]);
    expect(CHUNK_RETRY in globalThis).to.be.false;
  });

  it('asks for a chunk that loaded at the URL that loaded it, however often it is asked for', async () => {
    const seen: Array<[number, unknown]> = [];
    const importer = (n: number) => {
      seen.push([n, (globalThis as Record<symbol, unknown>)[CHUNK_RETRY]]);
      return seen.length === 2 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve('module');
    };
    for (let call = 0; call < 3; call++) expect(await loadChunk('loaded', importer)).to.equal('module');
    expect(seen).to.deep.equal([
      [0, ''],
      [0, ''],
      [1, '?retry=1'],
      [1, '?retry=1'],
    ]);
  });
});

describe('NotFoundError', () => {
  it('carries the path that was asked for', () => {
    const error = new NotFoundError('elements/nope.js');
    expect(error).to.be.instanceOf(Error);
    expect(error.name).to.equal('NotFoundError');
    expect(error.path).to.equal('elements/nope.js');
    expect(error.message).to.equal('Not found: elements/nope.js');
  });
});
