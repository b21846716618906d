import { expect, waitUntil } from '@open-wc/testing';
import { clear, createStore } from 'idb-keyval';
import { CONSENT_COOKIE, setConsent } from '../../runtime/consent.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import {
  installErrorReporting,
  type JavascriptErrorEvent,
  MAX_MESSAGE_LENGTH,
  recordError,
} from '../../runtime/errors.js';
import { createOutbox, type Outbox, type OutboxRequest } from '../../runtime/outbox.js';
import { inspect, issueCrumb, manualTimers, recordingTransport } from './fakes.js';

/** An outbox stand-in that keeps what it is given. */
function keepingOutbox() {
  const requests: OutboxRequest[] = [];
  const outbox = {
    enqueue: async (request: OutboxRequest) => (requests.push(request), `id-${requests.length}`),
  } as unknown as Outbox;
  const batches = () => requests.map((r) => JSON.parse(r.body!) as JavascriptErrorEvent[]);
  return { outbox, requests, batches };
}

const fire = (target: EventTarget, message: string, extra: ErrorEventInit = {}) =>
  target.dispatchEvent(
    new ErrorEvent('error', { message, filename: 'https://example.com/app.js', lineno: 12, colno: 7, ...extra }),
  );

const reject = (target: EventTarget, reason: unknown) =>
  target.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason }));

describe('error reporting', () => {
  let uninstall: (() => void) | undefined;
  const store = createStore('sqs-outbox-errors-test', 'items');

  beforeEach(() => configure({ context: { websiteId: 'site-1', templateId: 'template-1' } }));
  afterEach(async () => {
    uninstall?.();
    uninstall = undefined;
    resetConfiguration();
    document.cookie = 'crumb=; Max-Age=0; path=/';
    await clear(store);
  });

  it('reports a window error after a 1 s debounce with every data field', async () => {
    const target = new EventTarget();
    const timers = manualTimers();
    const { outbox, batches } = keepingOutbox();
    uninstall = installErrorReporting({ target, timers, outbox });
    const error = new Error('boom');
    fire(target, 'Uncaught Error: boom', { error });
    timers.advance(999);
    expect(batches()).to.have.length(0);
    timers.advance(1);
    await Promise.resolve();
    expect(batches()).to.deep.equal([
      [
        {
          event: 'error',
          data: {
            websiteId: 'site-1',
            templateId: 'template-1',
            url: location.origin + location.pathname,
            userAgent: navigator.userAgent,
            message: 'Uncaught Error: boom',
            stack: error.stack,
            file: 'https://example.com/app.js',
            line: 12,
            column: 7,
          },
          timestamp: 1_700_000_000_000,
        },
      ],
    ]);
  });

  it('never sends the query or fragment of the page or the script (they can hold tokens)', async () => {
    const target = new EventTarget();
    const timers = manualTimers();
    const { outbox, batches } = keepingOutbox();
    uninstall = installErrorReporting({ target, timers, outbox });
    const address = location.href;
    history.replaceState(history.state, '', '?token=secret#account');
    try {
      fire(target, 'Uncaught Error: boom', { filename: 'https://example.com/app.js?key=abc#x' });
      timers.advance(1000);
      await Promise.resolve();
      const [report] = batches()[0]!;
      expect(report!.data.url).to.equal(location.origin + location.pathname);
      expect(report!.data.file).to.equal('https://example.com/app.js');
    } finally {
      history.replaceState(history.state, '', address);
    }
  });

  it('sends nothing under the restrictive policy or Global Privacy Control until the visitor accepts', () => {
    const target = new EventTarget();
    const timers = manualTimers();
    const { outbox, batches } = keepingOutbox();
    uninstall = installErrorReporting({ target, timers, outbox });
    configure({ context: { websiteSettings: { cookieBannerSettings: { isAnalyticsCookiesDisabled: true } } } });
    fire(target, 'restrictive');
    configure({ context: { websiteSettings: {} } });
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      fire(target, 'gpc');
      setConsent(true);
      fire(target, 'accepted');
    } finally {
      delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
      document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; path=/`;
    }
    timers.advance(1000);
    expect(batches().map((b) => b.map((e) => e.data.message))).to.deep.equal([['accepted']]);
  });

  it('reports unhandled rejections, with or without an Error', async () => {
    const target = new EventTarget();
    const timers = manualTimers();
    const { outbox, batches } = keepingOutbox();
    uninstall = installErrorReporting({ target, timers, outbox });
    const error = new TypeError('no such thing');
    reject(target, error);
    reject(target, 'plain reason');
    timers.advance(1000);
    const [batch] = batches();
    expect(batch.map((e) => [e.event, e.data.message, e.data.stack, e.data.file, e.data.line])).to.deep.equal([
      ['unhandledrejection', 'no such thing', error.stack, null, null],
      ['unhandledrejection', 'plain reason', null, null, null],
    ]);
  });

  it('restarts the 1 s debounce with each new error and sends them in one batch', () => {
    const target = new EventTarget();
    const timers = manualTimers();
    const { outbox, batches } = keepingOutbox();
    uninstall = installErrorReporting({ target, timers, outbox });
    fire(target, 'first');
    timers.advance(900);
    fire(target, 'second');
    timers.advance(900);
    expect(batches()).to.have.length(0);
    timers.advance(100);
    expect(batches().map((b) => b.map((e) => e.data.message))).to.deep.equal([['first', 'second']]);
  });

  it('queues at most 10 reports; more are dropped', () => {
    const target = new EventTarget();
    const timers = manualTimers();
    const { outbox, batches } = keepingOutbox();
    uninstall = installErrorReporting({ target, timers, outbox });
    for (let i = 1; i <= 12; i++) fire(target, `error ${i}`);
    timers.advance(1000);
    expect(batches()[0].map((e) => e.data.message)).to.deep.equal(
      Array.from({ length: 10 }, (_, i) => `error ${i + 1}`),
    );
  });

  it('sends at most 20 reports per page', () => {
    const target = new EventTarget();
    const timers = manualTimers();
    const { outbox, batches } = keepingOutbox();
    uninstall = installErrorReporting({ target, timers, outbox });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 8; i++) fire(target, `round ${round} error ${i}`);
      timers.advance(1000);
    }
    expect(batches().map((b) => b.length)).to.deep.equal([8, 8, 4]);
    fire(target, 'one too many');
    timers.advance(1000);
    expect(batches()).to.have.length(3);
  });

  it('cuts the stack at 5000 characters', () => {
    const target = new EventTarget();
    const timers = manualTimers();
    const { outbox, batches } = keepingOutbox();
    uninstall = installErrorReporting({ target, timers, outbox });
    const error = new Error('deep');
    error.stack = 'x'.repeat(6000);
    fire(target, 'deep', { error });
    timers.advance(1000);
    expect(batches()[0][0].data.stack).to.equal('x'.repeat(5000));
  });

  it('ignores error events that are not script errors', () => {
    const target = new EventTarget();
    const timers = manualTimers();
    const { outbox, batches } = keepingOutbox();
    uninstall = installErrorReporting({ target, timers, outbox });
    target.dispatchEvent(new Event('error'));
    timers.advance(1000);
    expect(batches()).to.have.length(0);
  });

  it("ignores the browser's ResizeObserver loop notice, which carries no error", () => {
    const target = new EventTarget();
    const timers = manualTimers();
    const { outbox, batches } = keepingOutbox();
    uninstall = installErrorReporting({ target, timers, outbox });
    const notice = 'ResizeObserver loop completed with undelivered notifications.';
    target.dispatchEvent(new ErrorEvent('error', { message: notice }));
    target.dispatchEvent(new ErrorEvent('error', { message: notice, error: new Error(notice) }));
    timers.advance(1000);
    expect(batches()).to.have.length(1);
    expect(batches()[0]).to.have.length(1);
    expect(batches()[0][0].data.stack).to.be.a('string');
  });

  it('reports errors given to recordError only while installed', () => {
    const target = new EventTarget();
    const timers = manualTimers();
    const { outbox, batches } = keepingOutbox();
    recordError(new Error('before'));
    uninstall = installErrorReporting({ target, timers, outbox });
    recordError(new Error('Metric settings request timeout'));
    timers.advance(1000);
    uninstall();
    uninstall = undefined;
    recordError(new Error('after'));
    timers.advance(1000);
    expect(batches().map((b) => b.map((e) => [e.event, e.data.message]))).to.deep.equal([
      [['error', 'Metric settings request timeout']],
    ]);
  });

  it('stops listening when uninstalled, sending what was waiting', () => {
    const target = new EventTarget();
    const timers = manualTimers();
    const { outbox, batches } = keepingOutbox();
    const stop = installErrorReporting({ target, timers, outbox });
    fire(target, 'waiting');
    stop();
    expect(batches().map((b) => b.map((e) => e.data.message))).to.deep.equal([['waiting']]);
    fire(target, 'after');
    timers.advance(1000);
    expect(batches()).to.have.length(1);
    expect(timers.pending).to.equal(0);
  });

  it('sends waiting reports at once when the page is hidden away', () => {
    const target = new EventTarget();
    const timers = manualTimers();
    const { outbox, batches } = keepingOutbox();
    uninstall = installErrorReporting({ target, timers, outbox });
    fire(target, 'leaving');
    target.dispatchEvent(new Event('pagehide'));
    expect(batches()).to.have.length(1);
  });

  it('POSTs to /api/events/RecordJavascriptErrors through the outbox with the crumb in the CSRF header', async () => {
    document.cookie = 'crumb=abc123; path=/';
    const transport = recordingTransport();
    const events = {
      window: new EventTarget(),
      document: Object.assign(new EventTarget(), { visibilityState: 'visible' as const }),
    };
    const outbox = createOutbox({ store, transport, events });
    const target = new EventTarget();
    const timers = manualTimers();
    uninstall = installErrorReporting({ target, timers, outbox });
    fire(target, 'over the wire');
    timers.advance(1000);
    await waitUntil(() => transport.requests.length === 1, 'the outbox never sent the report');
    const [request] = transport.requests;
    expect(request.method).to.equal('POST');
    // The crumb goes in the header only, added as the outbox sends: not in the URL, not in what it stores.
    expect(request.url).to.match(/^\/api\/events\/RecordJavascriptErrors\?outboxId=[\w-]{36}$/);
    expect(request.headers).to.deep.equal({ 'x-csrf-token': 'abc123', 'content-type': 'application/json' });
    expect(JSON.parse(request.body)[0].data.message).to.equal('over the wire');
    expect(JSON.stringify(await outbox.pending())).to.not.include('abc123');
  });

  it(`keeps the first ${MAX_MESSAGE_LENGTH} characters of a message`, async () => {
    const transport = recordingTransport();
    const events = {
      window: new EventTarget(),
      document: Object.assign(new EventTarget(), { visibilityState: 'visible' as const }),
    };
    const outbox = createOutbox({ store, transport, events });
    const target = new EventTarget();
    const timers = manualTimers();
    uninstall = installErrorReporting({ target, timers, outbox });
    const long = `${'m'.repeat(MAX_MESSAGE_LENGTH)}<html>the rest of a response body</html>`;
    fire(target, long);
    timers.advance(1000);
    await waitUntil(() => transport.requests.length === 1, 'the outbox never sent the report');
    expect(JSON.parse(transport.requests[0].body)[0].data.message).to.equal('m'.repeat(MAX_MESSAGE_LENGTH));
  });

  it('is stored by the reference API once, with the crumb taken from the header', async () => {
    await issueCrumb();
    const outbox = createOutbox({
      store,
      events: {
        window: new EventTarget(),
        document: Object.assign(new EventTarget(), { visibilityState: 'visible' as const }),
      },
    });
    const target = new EventTarget();
    const timers = manualTimers();
    uninstall = installErrorReporting({ target, timers, outbox });
    const message = `stored ${crypto.randomUUID()}`;
    fire(target, message);
    timers.advance(1000);
    type Stored = { event: string; data: { message: string; websiteId: string }; crumbFrom: string };
    // Its own report: the store is shared with the other engines' tests, whose reports come and go meanwhile.
    const mine = async (): Promise<Stored[]> =>
      (await inspect<Stored>('js-errors')).filter((e) => e.data.message === message);
    await waitUntil(async () => (await outbox.pending()).length === 0 && (await mine()).length > 0, 'never stored');
    // Sent once: with the outbox empty, nothing more is on its way.
    const found = await mine();
    expect(found).to.have.length(1);
    const [stored] = found;
    expect(stored).to.include({ event: 'error', crumbFrom: 'header' });
    expect(stored!.data.websiteId).to.equal('site-1');
  });
});
