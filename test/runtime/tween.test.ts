import { expect } from '@open-wc/testing';
import { tween, TWEEN_DURATION_MS } from '../../runtime/tween.js';

/** Frames that run only when told, on a clock that moves with them. */
function manualFrames() {
  let time = 0;
  let queued: Array<(t: number) => void> = [];
  return {
    frame: (callback: (t: number) => void) => queued.push(callback),
    cancelFrame: () => (queued = []),
    now: () => time,
    /** Moves the clock by `ms` and runs the queued frame. */
    step(ms: number) {
      time += ms;
      const run = queued;
      queued = [];
      for (const callback of run) callback(time);
    },
    get queued() {
      return queued.length;
    },
  };
}

describe('tween', () => {
  it('refuses a first argument that is not a function, and a duration that is not finite, with the exact errors', () => {
    expect(() => tween('step' as never)).to.throw(Error, /^\[Tween\] First parameter needs to be a function\.$/);
    for (const duration of [Infinity, NaN, '300' as never])
      expect(() => tween(() => undefined, duration, { reducedMotion: true })).to.throw(
        Error,
        /^\[Tween\] Duration is not a finite number\.$/,
      );
  });

  it('runs 300 ms by default, stepping every frame from 0 to exactly 1, then resolves', async () => {
    expect(TWEEN_DURATION_MS).to.equal(300);
    const frames = manualFrames();
    const seen: number[] = [];
    const running = tween((p) => seen.push(p), undefined, { ...frames, easing: (t) => t, reducedMotion: false });
    frames.step(75);
    frames.step(75);
    frames.step(75);
    expect(seen).to.deep.equal([0.25, 0.5, 0.75]);
    frames.step(100);
    expect(seen.at(-1)).to.equal(1);
    expect(frames.queued).to.equal(0);
    await running.finished;
  });

  it('eases in and out by default', () => {
    const frames = manualFrames();
    const seen: number[] = [];
    tween((p) => seen.push(p), 100, { ...frames, reducedMotion: false });
    frames.step(25);
    frames.step(50);
    expect(seen[0]).to.be.below(0.25);
    expect(seen[1]).to.be.above(0.75);
  });

  it('jumps to the end at once when the visitor prefers reduced motion', async () => {
    const frames = manualFrames();
    const seen: number[] = [];
    await tween((p) => seen.push(p), 500, { ...frames, reducedMotion: true }).finished;
    expect(seen).to.deep.equal([1]);
    expect(frames.queued).to.equal(0);
  });

  it('stops where it is when stopped', async () => {
    const frames = manualFrames();
    const seen: number[] = [];
    const running = tween((p) => seen.push(p), 100, { ...frames, easing: (t) => t, reducedMotion: false });
    frames.step(50);
    running.stop();
    frames.step(50);
    await running.finished;
    expect(seen).to.deep.equal([0.5]);
  });
});
