import { expect, waitUntil } from '@open-wc/testing';
import { whenIdle } from '../../runtime/lib/when-idle.js';

describe('whenIdle', () => {
  it('runs the task once the browser is idle, once', async () => {
    let runs = 0;
    whenIdle(() => runs++);
    expect(runs).to.equal(0);
    await waitUntil(() => runs === 1, 'the task never ran');
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(runs).to.equal(1);
  });

  it('runs the task at once when the page is hidden before it was idle', () => {
    let runs = 0;
    whenIdle(() => runs++, 60_000);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(runs).to.equal(1);
  });

  it('does not run a cancelled task', async () => {
    let runs = 0;
    const cancel = whenIdle(() => runs++);
    cancel();
    let later = false;
    whenIdle(() => (later = true));
    await waitUntil(() => later);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(runs).to.equal(0);
  });
});
