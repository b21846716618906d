import { expect, nextFrame } from '@open-wc/testing';
import { afterNextFrame } from './next-frame.js';

describe('afterNextFrame', () => {
  it('calls every callback requested before a frame in that frame, through one requestAnimationFrame', async () => {
    const original = window.requestAnimationFrame;
    let requested = 0;
    window.requestAnimationFrame = (callback) => {
      requested++;
      return original.call(window, callback);
    };
    const calls: number[] = [];
    try {
      for (const n of [1, 2, 3]) afterNextFrame(() => calls.push(n));
    } finally {
      window.requestAnimationFrame = original;
    }
    expect(requested).to.equal(1);
    expect(calls).to.deep.equal([]);
    await nextFrame();
    expect(calls).to.deep.equal([1, 2, 3]);
  });

  it('cancels only the call whose canceller is called, even when another asked for the same function', async () => {
    const calls: string[] = [];
    const record = (): void => void calls.push('called');
    const cancel = afterNextFrame(record);
    afterNextFrame(record);
    cancel();
    await nextFrame();
    expect(calls).to.deep.equal(['called']);
  });

  it('calls a callback requested during a frame callback in the frame after', async () => {
    const calls: string[] = [];
    afterNextFrame(() => {
      calls.push('first');
      afterNextFrame(() => calls.push('second'));
    });
    await nextFrame();
    expect(calls).to.deep.equal(['first']);
    await nextFrame();
    expect(calls).to.deep.equal(['first', 'second']);
  });
});
