import { expect } from '@open-wc/testing';
import { destroy, isReady, ready, registerInitializer } from '../../runtime/lifecycle.js';

describe('lifecycle', () => {
  let unregister: Array<() => void>;
  const register = (init: Parameters<typeof registerInitializer>[0]) => unregister.push(registerInitializer(init));

  beforeEach(() => (unregister = []));
  afterEach(() => {
    destroy();
    for (const off of unregister) off();
  });

  it('runs every registered initializer once when the site becomes ready', () => {
    const calls: string[] = [];
    register(() => void calls.push('a'));
    register(() => void calls.push('b'));
    expect(isReady()).to.equal(false);
    expect(calls).to.deep.equal([]);
    ready();
    ready();
    expect(isReady()).to.equal(true);
    expect(calls).to.deep.equal(['a', 'b']);
  });

  it('runs an initializer registered after ready at once', () => {
    ready();
    let ran = 0;
    register(() => void ran++);
    expect(ran).to.equal(1);
  });

  it('runs the destructors, last first, on destroy, and only once', () => {
    const calls: string[] = [];
    register(() => () => calls.push('undo a'));
    register(() => () => calls.push('undo b'));
    destroy();
    expect(calls, 'destroy before ready').to.deep.equal([]);
    ready();
    destroy();
    destroy();
    expect(calls).to.deep.equal(['undo b', 'undo a']);
    expect(isReady()).to.equal(false);
  });

  it('initialises again after destroy (a single-page navigation)', () => {
    const calls: string[] = [];
    register(() => {
      calls.push('init');
      return () => calls.push('destroy');
    });
    ready();
    destroy();
    ready();
    destroy();
    expect(calls).to.deep.equal(['init', 'destroy', 'init', 'destroy']);
  });

  it('stops running an initializer once it is unregistered', () => {
    let ran = 0;
    const off = registerInitializer(() => void ran++);
    off();
    ready();
    expect(ran).to.equal(0);
  });

  it('keeps going when an initializer or destructor throws, and reports the error to the page', () => {
    const reported: unknown[] = [];
    // Taken before the test runner's own handlers, which would fail the test on a page error.
    const catcher = (event: ErrorEvent) => {
      reported.push(event.error);
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener('error', catcher, true);
    const saved = window.onerror;
    window.onerror = () => true;
    try {
      const calls: string[] = [];
      register(() => {
        throw new Error('init failed');
      });
      register(() => {
        calls.push('second');
        return () => {
          throw new Error('destroy failed');
        };
      });
      register(() => () => calls.push('undo first'));
      ready();
      destroy();
      expect(calls).to.deep.equal(['second', 'undo first']);
      expect(reported.map((e) => (e as Error).message)).to.deep.equal(['init failed', 'destroy failed']);
    } finally {
      window.removeEventListener('error', catcher, true);
      window.onerror = saved;
    }
  });
});
