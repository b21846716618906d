import { expect } from '@open-wc/testing';
import { RESIZE_TIMEOUTS, resizeEmitter, resizeEmitterMessages } from '../../runtime/resize-emitter.js';
import { manualTimers } from './fakes.js';

/** A window whose size the test sets; `resize` fires its resize event. */
function fakeView(width = 1000, height = 800) {
  const target = new EventTarget();
  return Object.assign(target, {
    innerWidth: width,
    innerHeight: height,
    resize(w: number, h: number) {
      this.innerWidth = w;
      this.innerHeight = h;
      target.dispatchEvent(new Event('resize'));
    },
  });
}

describe('resizeEmitter', () => {
  it('has the time-outs of spec 001 §9: 300 ms by default, 100 ms for a quick one', () => {
    expect(RESIZE_TIMEOUTS).to.deep.equal({ default: 300, quick: 100 });
  });

  it('refuses a threshold that is not a number of 0 or more, and an axis other than x or y', () => {
    for (const threshold of ['10', -1, NaN, null])
      expect(() => resizeEmitter(() => undefined, { threshold: threshold as never, view: fakeView() })).to.throw(
        TypeError,
        resizeEmitterMessages.threshold,
      );
    expect(() => resizeEmitter(() => undefined, { axis: 'z' as never, view: fakeView() })).to.throw(
      TypeError,
      resizeEmitterMessages.axis,
    );
  });

  it('reports the size once resizing paused for 300 ms', () => {
    const timers = manualTimers();
    const view = fakeView();
    const sizes: unknown[] = [];
    resizeEmitter((size) => sizes.push(size), { timers, view });
    view.resize(900, 800);
    timers.advance(200);
    view.resize(880, 800);
    timers.advance(299);
    expect(sizes).to.deep.equal([]);
    timers.advance(1);
    expect(sizes).to.deep.equal([{ width: 880, height: 800 }]);
  });

  it('waits the quick time-out when asked', () => {
    const timers = manualTimers();
    const view = fakeView();
    const sizes: unknown[] = [];
    resizeEmitter((size) => sizes.push(size), { timers, view, timeoutMs: RESIZE_TIMEOUTS.quick });
    view.resize(900, 800);
    timers.advance(100);
    expect(sizes).to.have.length(1);
  });

  it('reports only changes beyond the threshold along the axis, measured from the last report', () => {
    const timers = manualTimers();
    const view = fakeView();
    const sizes: Array<{ width: number }> = [];
    const stop = resizeEmitter((size) => sizes.push(size), { timers, view, threshold: 50, axis: 'x' });
    view.resize(1000, 200);
    timers.advance(300);
    view.resize(960, 800);
    timers.advance(300);
    expect(sizes).to.deep.equal([]);
    view.resize(949, 800);
    timers.advance(300);
    expect(sizes).to.deep.equal([{ width: 949, height: 800 }]);
    stop();
    view.resize(100, 100);
    timers.advance(300);
    expect(sizes).to.have.length(1);
    expect(timers.pending).to.equal(0);
  });

  it('reports in the resize event itself with a time-out of 0, and still only a change', () => {
    const timers = manualTimers();
    const view = fakeView();
    const sizes: unknown[] = [];
    resizeEmitter((size) => sizes.push(size), { timers, view, timeoutMs: 0 });
    view.resize(900, 800);
    expect(sizes).to.deep.equal([{ width: 900, height: 800 }]);
    view.resize(900, 800);
    expect(sizes).to.have.length(1);
    expect(timers.pending).to.equal(0);
  });
});
