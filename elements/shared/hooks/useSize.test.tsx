import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import type { ReactNode } from 'react';
import { manualTimers, type ManualTimers } from '../../../test/runtime/fakes.js';
import { define, defineElementClass, type ElementProps } from '../define-element.js';
import { useResizing, useSize } from './useSize.js';

/** The clock the test element waits on, and the sizes it was told. */
let timers: ManualTimers = manualTimers();
const reports: Array<{ width: number; height: number }> = [];

/** An element that follows its own width (settled for 100 ms) and whether the window is being resized (1000 ms). */
function Sized({ host }: ElementProps<Record<string, never>>): ReactNode {
  useSize(host, (size) => reports.push(size), { axis: 'x', delay: 100, timers: () => timers });
  const resizing = useResizing(window, { delay: 1000, timers: () => timers });
  return (
    <p part="base" data-resizing={resizing ? '' : undefined}>
      Sized
    </p>
  );
}
define('test-sized', defineElementClass(Sized, { attributes: {} }));

const base = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="base"]');

/** Lets the element's ResizeObserver see the size just set. */
async function frames(count = 3): Promise<void> {
  for (let i = 0; i < count; i++) await nextFrame();
}

describe('useSize and useResizing', () => {
  beforeEach(() => {
    timers = manualTimers();
    reports.length = 0;
  });

  it('report the size at once, then once the width stopped changing for the delay, and not a height change', async () => {
    const el = await fixture<HTMLElement>(html`<test-sized style="display: block; width: 300px"></test-sized>`);
    await waitUntil(() => base(el), 'never rendered');
    await expect(el).to.be.accessible();
    expect(reports.map((size) => size.width)).to.deep.equal([300]);
    el.style.width = '400px';
    await frames();
    timers.advance(50);
    el.style.width = '500px';
    await frames();
    // A delay that did not start again at the second change would report here.
    timers.advance(99);
    expect(reports).to.have.length(1);
    timers.advance(1);
    expect(reports.map((size) => size.width)).to.deep.equal([300, 500]);
    el.style.height = '80px';
    await frames();
    timers.advance(100);
    expect(reports, 'a height change was reported along x').to.have.length(2);
  });

  it('tell a resize of the window until the delay after the last one, whether or not the size changed', async () => {
    const el = await fixture<HTMLElement>(html`<test-sized></test-sized>`);
    await waitUntil(() => base(el), 'never rendered');
    await expect(el).to.be.accessible();
    window.dispatchEvent(new Event('resize'));
    await waitUntil(() => base(el)!.hasAttribute('data-resizing'), 'the resize was not seen');
    timers.advance(500);
    window.dispatchEvent(new Event('resize'));
    timers.advance(999);
    await nextFrame();
    expect(base(el)!.hasAttribute('data-resizing')).to.equal(true);
    timers.advance(1);
    await waitUntil(() => !base(el)!.hasAttribute('data-resizing'), 'the resize never ended');
  });
});
