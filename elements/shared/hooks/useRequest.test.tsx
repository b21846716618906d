import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { useEffect, type ReactNode } from 'react';
import { DataLayerError, type DataLayerTransport } from '../../../runtime/data-layer.js';
import { string } from '../attributes.js';
import { define, defineElementClass, type ElementProps } from '../define-element.js';
import { useRequest } from './useRequest.js';

/** The transport the test element uses: the test decides each answer; it records requests and their abort signals. */
let answer: (signal: AbortSignal) => Promise<Response> = () => Promise.resolve(Response.json({ n: 1 }));
const requests: Array<{ url: string; init: RequestInit; signal: AbortSignal }> = [];
const transport: DataLayerTransport = {
  fetch: (url, init) => {
    requests.push({ url, init: init!, signal: init!.signal! });
    return answer(init!.signal!);
  },
  beacon: () => false,
  sleep: () => Promise.resolve(),
};
/** Every state the test elements went through, in order. */
const states: string[] = [];

/** An answer that never comes, rejecting with the abort reason when its request is aborted (as `fetch` does). */
const held = (signal: AbortSignal) =>
  new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));

const attributes = { url: string(), method: string('GET') };

/** Reads an answer that has a number `n`; throws for any other. */
function countOf(body: unknown): { n: number } {
  if (typeof (body as { n?: unknown } | null)?.n !== 'number') throw new Error('no count');
  return body as { n: number };
}

function Requester({ host, url, method }: ElementProps<typeof attributes>): ReactNode {
  const result = useRequest<{ n: number }>(url || null, {
    method: method as 'GET' | 'POST',
    transport: host.hasAttribute('data-real') ? undefined : transport,
    // An answer the page holds, read as an answer with a number `n` (rendered on a server).
    ...(host.hasAttribute('data-held') && { host, parse: countOf }),
  });
  useEffect(() => void states.push(result.state), [result.state]);
  const error = result.error as DataLayerError | undefined;
  return (
    <div
      part="base"
      data-state={result.state}
      data-n={result.data?.n}
      data-error={error?.message}
      data-kind={error?.kind}
    >
      <button type="button" part="refetch" onClick={result.refetch}>
        Refetch
      </button>
    </div>
  );
}
define('test-requester', defineElementClass(Requester, { attributes }));

const base = (el: Element) => el.shadowRoot?.querySelector<HTMLElement>('[part="base"]');
const state = (el: Element) => base(el)?.dataset.state;

describe('useRequest (the generic fetch helper, on the data layer)', () => {
  beforeEach(() => {
    // No crumb left by an earlier test: the requested URLs are then exactly the paths.
    document.cookie = 'crumb=; path=/; max-age=0';
    requests.length = 0;
    states.length = 0;
    answer = () => Promise.resolve(Response.json({ n: 1 }));
  });

  it('goes pending, then success with the parsed answer', async () => {
    let release!: () => void;
    answer = () => new Promise((resolve) => (release = () => resolve(Response.json({ n: 7 }))));
    const el = await fixture(html`<test-requester url="/api/a"></test-requester>`);
    await waitUntil(() => state(el) === 'pending');
    await expect(el).to.be.accessible();
    release();
    await waitUntil(() => state(el) === 'success');
    expect(base(el)!.dataset.n).to.equal('7');
    expect(requests.map((r) => [r.url, r.init.method, r.init.credentials])).to.deep.equal([
      ['/api/a', 'GET', 'include'],
    ]);
  });

  it('fails with the data layer’s errors — a status, no connection — and succeeds when refetched', async () => {
    answer = () => Promise.resolve(Response.json({}, { status: 503 }));
    const el = await fixture(html`<test-requester url="/api/b"></test-requester>`);
    await waitUntil(() => state(el) === 'failed');
    expect(base(el)!.dataset.kind).to.equal('status');
    expect(base(el)!.dataset.error).to.equal('This service is temporarily unavailable. Please try again later.');

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    el.shadowRoot!.querySelector('button')!.click();
    await waitUntil(() => base(el)!.dataset.kind === 'connection');
    expect(base(el)!.dataset.error).to.equal('Unable to connect…');

    answer = () => Promise.resolve(Response.json({ n: 2 }));
    el.shadowRoot!.querySelector('button')!.click();
    await waitUntil(() => state(el) === 'success');
    expect(base(el)!.dataset.n).to.equal('2');
    expect(requests).to.have.length(3);
  });

  it('fails with login-required when the answer asks for a login no prompt gives', async () => {
    answer = () => Promise.resolve(Response.json({ loginRequired: true }, { status: 401 }));
    const el = await fixture(html`<test-requester url="/api/members"></test-requester>`);
    await waitUntil(() => state(el) === 'failed');
    expect(base(el)!.dataset.kind).to.equal('login-required');
  });

  it('aborts a request still running when the element goes away', async () => {
    answer = held;
    const el = await fixture(html`<test-requester url="/api/c"></test-requester>`);
    await waitUntil(() => requests.length === 1);
    expect(requests[0]!.signal.aborted).to.be.false;
    el.remove();
    await waitUntil(() => requests[0]!.signal.aborted, 'the request was not aborted');
  });

  it('aborts the running request when the url changes or a refetch starts, and reports nothing for it', async () => {
    answer = held;
    const el = await fixture(html`<test-requester url="/api/d"></test-requester>`);
    await waitUntil(() => requests.length === 1);
    el.setAttribute('url', '/api/e');
    await waitUntil(() => requests.length === 2);
    expect(requests[0]!.signal.aborted).to.be.true;
    el.shadowRoot!.querySelector('button')!.click();
    await waitUntil(() => requests.length === 3);
    expect(requests[1]!.signal.aborted).to.be.true;
    expect(requests.map((r) => r.url)).to.deep.equal(['/api/d', '/api/e', '/api/e']);
    answer = () => Promise.resolve(Response.json({ n: 3 }));
    el.shadowRoot!.querySelector('button')!.click();
    await waitUntil(() => state(el) === 'success');
    expect(states).to.not.include('failed');
    expect(base(el)!.dataset.n).to.equal('3');
  });

  it('requests nothing without a url', async () => {
    const el = await fixture(html`<test-requester></test-requester>`);
    await waitUntil(() => state(el) === 'idle');
    expect(requests).to.deep.equal([]);
  });

  it('sends the crumb of the reference API, retrying once after its crumbFail answer', async () => {
    const el = await fixture(
      html`<test-requester data-real method="POST" url="/api/data-layer/echo"></test-requester>`,
    );
    await waitUntil(() => state(el) === 'success' || state(el) === 'failed');
    expect(state(el)).to.equal('success');
    expect(document.cookie).to.match(/(?:^|; )crumb=/);
  });

  it('reads a real endpoint of the reference API, and fails with its status on one that does not exist', async () => {
    const ok = await fixture(html`<test-requester data-real url="/api/1/performance/settings"></test-requester>`);
    await waitUntil(() => state(ok) === 'success' || state(ok) === 'failed');
    expect(state(ok)).to.equal('success');
    const missing = await fixture(html`<test-requester data-real url="/api/no-such-endpoint"></test-requester>`);
    await waitUntil(() => state(missing) === 'failed');
    expect(base(missing)!.dataset.kind).to.equal('status');
  });

  describe('with an answer its page holds (rendered on a server)', () => {
    const KEY = JSON.stringify(['GET', '/api/held', null, null, null, null]);
    /** Renders a requester whose page holds `text` as its answers (its `script[data-sqs-data]` child). */
    async function holding(text: string, url = '/api/held'): Promise<HTMLElement> {
      const box = await fixture(html`<div></div>`);
      const el = document.createElement('test-requester');
      el.setAttribute('url', url);
      el.toggleAttribute('data-held', true);
      const script = document.createElement('script');
      script.type = 'application/json';
      script.dataset.sqsData = '';
      script.textContent = text;
      el.append(script);
      box.append(el);
      return el;
    }

    it('is its first success, with no request until it is refetched', async () => {
      const el = await holding(JSON.stringify({ [KEY]: { n: 5 } }));
      await waitUntil(() => state(el) === 'success');
      await expect(el).to.be.accessible();
      expect(base(el)!.dataset.n).to.equal('5');
      expect(states).to.deep.equal(['success']);
      expect(requests).to.deep.equal([]);
      el.shadowRoot!.querySelector('button')!.click();
      await waitUntil(() => base(el)!.dataset.n === '1');
      expect(requests.map((r) => r.url)).to.deep.equal(['/api/held']);
    });

    it('is not used for another request, which is sent', async () => {
      const el = await holding(JSON.stringify({ [KEY]: { n: 5 } }), '/api/other');
      await waitUntil(() => state(el) === 'success');
      expect(base(el)!.dataset.n).to.equal('1');
      expect(requests.map((r) => r.url)).to.deep.equal(['/api/other']);
    });

    for (const [what, text] of [
      ['text that is not JSON', '{"cut'],
      ['an answer its reader refuses', JSON.stringify({ [KEY]: { n: 'five' } })],
    ])
      it(`warns once and is requested when it is ${what}`, async () => {
        const warnings: string[] = [];
        const warn = console.warn;
        console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
        try {
          const el = await holding(text);
          await waitUntil(() => state(el) === 'success');
          expect(base(el)!.dataset.n).to.equal('1');
        } finally {
          console.warn = warn;
        }
        expect(requests).to.have.length(1);
        expect(warnings).to.have.length(1);
        expect(warnings[0]).to.match(
          /^<test-requester>: the data its page holds is not usable \(.+\); it is requested\.$/,
        );
      });
  });
});
