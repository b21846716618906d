import { expect } from '@open-wc/testing';
import { THROTTLE_SAMPLES, throttle } from '../../runtime/throttle.js';
import { manualTimers } from './fakes.js';

/** A throttled function whose runs take `cost(n)` ms of the manual clock (n counts runs from 0). */
function setup(cost: (n: number) => number) {
  const timers = manualTimers(0);
  const runs: Array<{ at: number; arg: string }> = [];
  const fn = throttle(
    (arg: string) => {
      runs.push({ at: timers.now(), arg });
      timers.advance(cost(runs.length - 1));
    },
    timers,
    () => timers.now(),
  );
  return { fn, runs, advance: (ms: number) => timers.advance(ms) };
}

describe('throttle (the throttle helper)', () => {
  it('runs at once, then waits twice the average run time, folding calls into one with the latest arguments', () => {
    const { fn, runs, advance } = setup(() => 10);
    fn('a');
    fn('b');
    fn('c');
    expect(runs).to.deep.equal([{ at: 0, arg: 'a' }]);
    // The run took 10 ms (0 to 10): the next one waits until 10 + 2 × 10.
    advance(19);
    expect(runs).to.have.length(1);
    advance(1);
    expect(runs).to.deep.equal([
      { at: 0, arg: 'a' },
      { at: 30, arg: 'c' },
    ]);
  });

  it('averages the last 22 run times only', () => {
    expect(THROTTLE_SAMPLES).to.equal(22);
    // One slow run of 230 ms, then runs of 10 ms. With the slow one among the samples the pause would be 40 ms; after
    // 22 quick runs it has left the samples and the pause is 20 ms.
    const { fn, runs, advance } = setup((n) => (n === 0 ? 230 : 10));
    for (let i = 0; i < 22; i++) {
      fn(String(i));
      advance(1000);
    }
    fn('22');
    const ended = runs.at(-1)!.at + 10;
    fn('next');
    advance(19);
    expect(runs.at(-1)!.arg).to.equal('22');
    advance(1);
    expect(runs.at(-1)).to.deep.equal({ at: ended + 20, arg: 'next' });
  });

  it('waits longer while the runs include a slow one', () => {
    const { fn, runs, advance } = setup((n) => (n === 0 ? 230 : 10));
    fn('slow');
    fn('next');
    // Average 230 ms: the next run waits 460 ms after the slow one ended (at 230).
    advance(459);
    expect(runs).to.have.length(1);
    advance(1);
    expect(runs.at(-1)).to.deep.equal({ at: 690, arg: 'next' });
  });

  it('drops the waiting call when cancelled', () => {
    const { fn, runs, advance } = setup(() => 10);
    fn('a');
    fn('b');
    fn.cancel();
    advance(1000);
    expect(runs.map((r) => r.arg)).to.deep.equal(['a']);
  });
});
