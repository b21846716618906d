import { expect } from '@open-wc/testing';
import { WAIT_FOR_INTERVAL_MS, waitFor } from '../../runtime/wait-for.js';
import { manualTimers } from './fakes.js';

describe('waitFor (the waiting helper)', () => {
  it('polls every 100 ms and resolves with the first truthy result', async () => {
    expect(WAIT_FOR_INTERVAL_MS).to.equal(100);
    const timers = manualTimers();
    const polls: number[] = [];
    let value: string | null = null;
    const waiting = waitFor(() => (polls.push(timers.now()), value), { timers });
    timers.advance(99);
    expect(polls).to.have.length(1);
    timers.advance(1);
    timers.advance(100);
    expect(polls.map((t) => t - polls[0]!)).to.deep.equal([0, 100, 200]);
    value = 'ready';
    timers.advance(100);
    expect(await waiting).to.equal('ready');
    expect(timers.pending).to.equal(0);
  });

  it('resolves at once when the condition already holds', async () => {
    const timers = manualTimers();
    expect(await waitFor(() => 42, { timers })).to.equal(42);
    expect(timers.pending).to.equal(0);
  });

  it('rejects after the time-out, and with the condition’s own error when it throws', async () => {
    const timers = manualTimers();
    const waiting = waitFor(() => false, { timers, timeoutMs: 250 });
    timers.advance(300);
    let error = await waiting.catch((e: Error) => e);
    expect((error as Error).message).to.equal('The condition did not hold within 250 ms.');
    error = await waitFor(
      () => {
        throw new RangeError('bad');
      },
      { timers },
    ).catch((e: Error) => e);
    expect(error).to.be.instanceOf(RangeError);
  });
});
