import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ReactNode } from 'react';
import { define, defineElementClass, type ElementProps } from '../define-element.js';
import { useFetch } from './useFetch.js';

/** The fetch the test element uses: the test decides each answer; it records requests and their abort signals. */
let answer: () => Promise<Response> = () => Promise.resolve(Response.json({ n: 1 }));
const requests: Array<{ url: string; signal: AbortSignal }> = [];
const fetcher = ((url: string, init: RequestInit) => {
  requests.push({ url, signal: init.signal! });
  return answer();
}) as typeof fetch;

function Fetcher({ host }: ElementProps<Record<string, never>>): ReactNode {
  const url = host.getAttribute('data-url');
  const result = useFetch<{ n: number }>(url, { fetcher: host.hasAttribute('data-real') ? fetch : fetcher });
  return (
    <div part="base" data-state={result.state} data-n={result.data?.n} data-error={result.error?.message}>
      <button type="button" part="refetch" onClick={result.refetch}>
        Refetch
      </button>
    </div>
  );
}
define('test-fetcher', defineElementClass(Fetcher, { attributes: {} }));

const base = (el: Element) => el.shadowRoot?.querySelector<HTMLElement>('[part="base"]');
const state = (el: Element) => base(el)?.dataset.state;

describe('useFetch (the generic fetch helper)', () => {
  beforeEach(() => {
    requests.length = 0;
  });

  it('goes pending, then success with the parsed answer', async () => {
    let release!: () => void;
    answer = () => new Promise((resolve) => (release = () => resolve(Response.json({ n: 7 }))));
    const el = await fixture(html`<test-fetcher data-url="/a"></test-fetcher>`);
    await waitUntil(() => state(el) === 'pending');
    await expect(el).to.be.accessible();
    release();
    await waitUntil(() => state(el) === 'success');
    expect(base(el)!.dataset.n).to.equal('7');
    expect(requests.map((r) => r.url)).to.deep.equal(['/a']);
  });

  it('fails on a status outside 200–299 and on a network error, and succeeds when refetched', async () => {
    answer = () => Promise.resolve(new Response('nope', { status: 503 }));
    const el = await fixture(html`<test-fetcher data-url="/b"></test-fetcher>`);
    await waitUntil(() => state(el) === 'failed');
    expect(base(el)!.dataset.error).to.equal('HTTP 503 for /b');

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    el.shadowRoot!.querySelector('button')!.click();
    await waitUntil(() => base(el)!.dataset.error === 'Failed to fetch');

    answer = () => Promise.resolve(Response.json({ n: 2 }));
    el.shadowRoot!.querySelector('button')!.click();
    await waitUntil(() => state(el) === 'success');
    expect(base(el)!.dataset.n).to.equal('2');
    expect(requests).to.have.length(3);
  });

  it('aborts a request still running when the element goes away, and ignores its answer', async () => {
    answer = () => new Promise(() => undefined);
    const el = await fixture(html`<test-fetcher data-url="/c"></test-fetcher>`);
    await waitUntil(() => requests.length === 1);
    expect(requests[0]!.signal.aborted).to.be.false;
    el.remove();
    await waitUntil(() => requests[0]!.signal.aborted, 'the request was not aborted');
  });

  it('requests nothing without a url', async () => {
    const el = await fixture(html`<test-fetcher></test-fetcher>`);
    await waitUntil(() => state(el) === 'idle');
    expect(requests).to.deep.equal([]);
  });

  it('reads a real endpoint of the reference API, and fails on one that does not exist', async () => {
    const ok = await fixture(html`<test-fetcher data-real data-url="/api/1/performance/settings"></test-fetcher>`);
    await waitUntil(() => state(ok) === 'success' || state(ok) === 'failed');
    expect(state(ok)).to.equal('success');
    const missing = await fixture(html`<test-fetcher data-real data-url="/api/no-such-endpoint"></test-fetcher>`);
    await waitUntil(() => state(missing) === 'failed');
    expect(base(missing)!.dataset.error).to.equal('HTTP 404 for /api/no-such-endpoint');
  });
});
