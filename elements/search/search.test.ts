import { expect, fixture, html, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SearchResult, SqsSearchElement } from './define.js';
import { groupResults, searchAnswer } from './search-results.js';
import { CONSENT_COOKIE, setConsent } from '../../runtime/consent.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import type { TrackDetail } from '../../runtime/document-events.js';
import { startIntegrations, stopIntegrations, type PixelQueue } from '../../runtime/integrations.js';
import { captureWarnings, deepActiveElement, shadow, typeInto } from '../../test/support/helpers.js';

/** A request the element made, and the means to answer it. */
interface Held {
  url: URL;
  answer(body: unknown, status?: number): void;
}

/** Returns a fetch that holds every request until the test answers it. */
function holding() {
  const requests: Held[] = [];
  const fetcher = ((input: string) =>
    new Promise<Response>((resolve) => {
      requests.push({
        url: new URL(String(input), location.href),
        answer: (body, status = 200) =>
          resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
      });
    })) as typeof fetch;
  return { fetcher, requests };
}

const result = (kind: SearchResult['kind'], title: string, extra: Partial<SearchResult> = {}): SearchResult => ({
  kind,
  title,
  url: `/${kind}/${title.toLowerCase().replace(/\W+/g, '-')}`,
  excerpt: `About ${title}.`,
  matches: { title: [[0, 3]], excerpt: [] },
  ...extra,
});
const answerOf = (query: string, results: SearchResult[]) => ({ query, total: results.length, results });
const RESULTS = [
  result('post', 'Oak care'),
  result('page', 'Oak page'),
  result('product', 'Oak table'),
  result('page', 'Oaken doors'),
];

const q = <T extends Element = HTMLElement>(el: Element, selector: string) => shadow(el).querySelector<T>(selector);
const input = (el: Element) => q<HTMLInputElement>(el, '[part~="input"]')!;
const options = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[role="option"]')];
const texts = (nodes: Element[]) => nodes.map((n) => n.textContent);

/** Places a search with `attributes`, its requests going through `fetcher` (the reference API when none). */
async function search(attributes: Record<string, string> = {}, fetcher?: typeof fetch): Promise<SqsSearchElement> {
  const el = document.createElement('sqs-search');
  if (fetcher) el.fetcher = fetcher;
  for (const [name, value] of Object.entries({ debounce: '0', ...attributes })) el.setAttribute(name, value);
  const holder = await fixture<HTMLDivElement>(html`<div style="width: 600px; min-height: 500px"></div>`);
  holder.append(el);
  await waitUntil(() => el.shadowRoot?.querySelector('[part~="input"]'), 'the field never rendered');
  return el;
}

/** Types `text` into the field, focused, and waits for the request it makes. */
async function type(el: SqsSearchElement, text: string, requests: Held[]): Promise<Held> {
  const before = requests.length;
  input(el).focus();
  typeInto(input(el), text);
  await waitUntil(() => requests.length > before, `no request for "${text}"`);
  return requests[requests.length - 1]!;
}

/** Types `text`, answers with `results` and waits until they show. */
async function open(el: SqsSearchElement, text: string, requests: Held[], results = RESULTS): Promise<void> {
  (await type(el, text, requests)).answer(answerOf(text, results));
  await waitUntil(() => options(el).length === results.length, 'the results never showed');
}

describe('<sqs-search>', () => {
  afterEach(() => resetConfiguration());

  it('passes an axe check closed, with its results open, with no results and after a failure', async () => {
    const { fetcher, requests } = holding();
    const el = await search({}, fetcher);
    await expect(el).to.be.accessible();
    await open(el, 'oak', requests);
    await expect(el).to.be.accessible();
    (await type(el, 'zzz', requests)).answer(answerOf('zzz', []));
    await waitUntil(() => el.dataset.state === 'empty');
    await expect(el).to.be.accessible();
    (await type(el, 'fail', requests)).answer({ error: 'down' }, 500);
    await waitUntil(() => el.dataset.state === 'failed');
    await expect(el).to.be.accessible();
  });

  it('is a combobox controlling a listbox of results grouped by kind, the matched words marked', async () => {
    const { fetcher, requests } = holding();
    const el = await search({}, fetcher);
    const field = input(el);
    expect(q(el, '[part~="base"]')!.getAttribute('role')).to.equal('search');
    expect(field.getAttribute('role')).to.equal('combobox');
    expect(field.getAttribute('aria-autocomplete')).to.equal('list');
    expect(field.getAttribute('aria-expanded')).to.equal('false');
    const listbox = q(el, '[role="listbox"]')!;
    expect(field.getAttribute('aria-controls')).to.equal(listbox.id);
    await open(el, 'oak', requests);
    expect(field.getAttribute('aria-expanded')).to.equal('true');
    expect(listbox.getAttribute('aria-label')).to.equal('Search results');
    const groups = [...listbox.querySelectorAll('[role="group"]')];
    expect(groups.map((g) => shadow(el).getElementById(g.getAttribute('aria-labelledby')!)!.textContent)).to.deep.equal(
      ['Pages', 'Products', 'Blog posts'],
    );
    expect(texts(options(el).map((o) => o.querySelector('[part~="title"]')!))).to.deep.equal([
      'Oak page',
      'Oaken doors',
      'Oak table',
      'Oak care',
    ]);
    expect(texts([...options(el)[0]!.querySelectorAll('mark')])).to.deep.equal(['Oak']);
    expect(options(el)[0]!.querySelector('[part~="excerpt"]')!.textContent).to.equal('About Oak page.');
    await waitUntil(() => q(el, '[role="status"]')?.textContent === '4 results');
  });

  it('asks the preview endpoint once typing pauses, with the query and its limit', async () => {
    const { fetcher, requests } = holding();
    const el = await search({ debounce: '150', limit: '3' }, fetcher);
    input(el).focus();
    for (const text of ['o', 'oa', 'oak']) typeInto(input(el), text);
    await waitUntil(() => requests.length === 1);
    expect(requests[0]!.url.pathname).to.equal('/api/search/preview');
    expect(Object.fromEntries(requests[0]!.url.searchParams)).to.deep.equal({ q: 'oak', limit: '3' });
    expect(el.dataset.state).to.equal('loading');
  });

  it('asks nothing before min-length characters', async () => {
    const { fetcher, requests } = holding();
    const el = await search({ 'min-length': '3' }, fetcher);
    input(el).focus();
    typeInto(input(el), 'oa');
    await nextFrame();
    (await type(el, 'oak', requests)).answer(answerOf('oak', RESULTS));
    expect(requests.map((r) => r.url.searchParams.get('q'))).to.deep.equal(['oak']);
  });

  it('drops the answer to an earlier query that arrives after a newer one', async () => {
    const { fetcher, requests } = holding();
    const el = await search({}, fetcher);
    const first = await type(el, 'oa', requests);
    const second = await type(el, 'oak', requests);
    second.answer(answerOf('oak', [result('page', 'Oak page')]));
    await waitUntil(() => options(el).length === 1);
    first.answer(answerOf('oa', RESULTS));
    await nextFrame();
    await nextFrame();
    expect(texts(options(el).map((o) => o.querySelector('[part~="title"]')!))).to.deep.equal(['Oak page']);
  });

  it('moves through the results with the arrow keys, opens the active one with Enter, and closes with Escape', async () => {
    const { fetcher, requests } = holding();
    const el = await search({}, fetcher);
    await open(el, 'oak', requests);
    const field = input(el);
    expect(field.hasAttribute('aria-activedescendant')).to.equal(false);
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => field.getAttribute('aria-activedescendant') === options(el)[0]!.id);
    expect(options(el)[0]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => field.getAttribute('aria-activedescendant') === options(el)[1]!.id);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => field.getAttribute('aria-activedescendant') === options(el)[3]!.id, 'Up wraps to the last');
    expect(deepActiveElement()).to.equal(field);
    const chosen = oneEvent(el, 'sqs-search-select');
    el.addEventListener('sqs-search-select', (e) => e.preventDefault(), { once: true });
    await sendKeys({ press: 'Enter' });
    const { detail, bubbles, composed, cancelable } = await chosen;
    expect(detail.result).to.deep.equal(RESULTS[0]);
    expect([bubbles, composed, cancelable]).to.deep.equal([true, true, true]);
    await waitUntil(() => field.getAttribute('aria-expanded') === 'false');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => field.getAttribute('aria-expanded') === 'true', 'Down opens the results again');
    // The page's own Escape (closables, the owner's config) does not hear an Escape the field used.
    const heard: string[] = [];
    const onKey = (e: KeyboardEvent) => heard.push(e.key);
    document.addEventListener('keydown', onKey);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => field.getAttribute('aria-expanded') === 'false');
    expect(field.hasAttribute('aria-activedescendant')).to.equal(false);
    expect(field.value).to.equal('oak');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => field.value === '', 'a second Escape clears the field');
    document.removeEventListener('keydown', onKey);
    expect(heard).to.deep.equal([]);
  });

  it('opens a result the visitor clicks, keeping focus in the field', async () => {
    const { fetcher, requests } = holding();
    const el = await search({}, fetcher);
    await open(el, 'oak', requests);
    el.addEventListener('sqs-search-select', (e) => e.preventDefault(), { once: true });
    const chosen = oneEvent(el, 'sqs-search-select');
    options(el)[2]!.click();
    expect((await chosen).detail.result.title).to.equal('Oak table');
    expect(deepActiveElement()).to.equal(input(el));
  });

  it('submits to the search page with ?q=, by Enter without an active result', async () => {
    const { fetcher, requests } = holding();
    const el = await search({ action: '/search' }, fetcher);
    await open(el, 'oak table', requests);
    el.addEventListener('sqs-search-submit', (e) => e.preventDefault(), { once: true });
    const submitted = oneEvent(el, 'sqs-search-submit');
    await sendKeys({ press: 'Enter' });
    const { detail } = await submitted;
    expect(detail).to.deep.equal({ query: 'oak table', url: new URL('/search?q=oak+table', location.href).href });
  });

  it("shows 'Searching…', then 'No results found', and announces it", async () => {
    const { fetcher, requests } = holding();
    const el = await search({}, fetcher);
    const request = await type(el, 'zzz', requests);
    await waitUntil(() => q(el, '[part~="loading"]')?.textContent === 'Searching…');
    request.answer(answerOf('zzz', []));
    await waitUntil(() => q(el, '[part~="empty"]')?.textContent === 'No results found');
    expect(q(el, '[role="status"]')!.textContent).to.equal('No results found');
    expect(q<HTMLElement>(el, '[role="listbox"]')!.hidden).to.equal(true);
  });

  it("shows 'Unable to load results' as an alert and dispatches sqs-search-error when the request fails", async () => {
    const { fetcher, requests } = holding();
    const el = await search({}, fetcher);
    const failed = oneEvent(el, 'sqs-search-error');
    (await type(el, 'oak', requests)).answer({ error: 'down' }, 500);
    expect((await failed).detail.query).to.equal('oak');
    const error = q(el, '[part~="error"]')!;
    expect(error.textContent).to.equal('Unable to load results');
    expect(error.getAttribute('role')).to.equal('alert');
  });

  it('dispatches sqs-search-results with the query and count', async () => {
    const { fetcher, requests } = holding();
    const el = await search({}, fetcher);
    const loaded = oneEvent(el, 'sqs-search-results');
    (await type(el, 'oak', requests)).answer(answerOf('oak', RESULTS));
    expect((await loaded).detail).to.deep.equal({ query: 'oak', count: 4 });
  });

  it('labels the field from label, else "Search"', async () => {
    const el = await search();
    expect(input(el).getAttribute('aria-label')).to.equal('Search');
    expect(input(el).placeholder).to.equal('Search');
    expect(q(el, '[part~="submit"]')!.textContent).to.equal('Search');
    el.label = 'Search the shop';
    await el.updateComplete;
    expect(input(el).getAttribute('aria-label')).to.equal('Search the shop');
  });

  it('warns once for each bad attribute and uses its default', async () => {
    const { fetcher, requests } = holding();
    let el!: SqsSearchElement;
    const warnings = await captureWarnings(async () => {
      el = await search({ mode: 'list', 'min-length': '0', limit: '50', action: 'javascript:alert(1)' }, fetcher);
      el.setAttribute('limit', '99');
    });
    expect(warnings.filter((w) => w.includes('mode="list"'))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('min-length="0"'))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('limit='))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('action='))).to.have.length(1);
    expect([el.mode, el.minLength, el.limit, el.action]).to.deep.equal(['preview', 2, 6, '/search']);
    const request = await type(el, 'oa', requests);
    expect(request.url.searchParams.get('limit')).to.equal('6');
  });

  it('leaves out results that are malformed or link to a script', () => {
    const answer = searchAnswer({
      query: 'oak',
      results: [
        RESULTS[0],
        { ...RESULTS[1], url: 'javascript:alert(1)' },
        { ...RESULTS[2], kind: 'event' },
        { ...RESULTS[3], matches: { title: [[0]], excerpt: [] } },
        null,
      ],
    });
    expect(answer).to.deep.equal({ query: 'oak', total: 1, results: [RESULTS[0]] });
    expect(() => searchAnswer({ results: [] })).to.throw();
    expect(groupResults(RESULTS).map((g) => [g.kind, g.results.map((r) => r.index)])).to.deep.equal([
      ['page', [0, 1]],
      ['product', [2]],
      ['post', [3]],
    ]);
  });

  it('marks matched words as text, never as markup', async () => {
    const { fetcher, requests } = holding();
    const el = await search({}, fetcher);
    const title = '<img src=x onerror=alert(1)>Oak';
    await open(el, 'oak', requests, [result('page', title, { matches: { title: [[28, 31]], excerpt: [[99, 120]] } })]);
    const shown = options(el)[0]!.querySelector('[part~="title"]')!;
    expect(shown.textContent).to.equal(title);
    expect(shown.querySelector('img')).to.equal(null);
    expect(texts([...shown.querySelectorAll('mark')])).to.deep.equal(['Oak']);
  });

  describe('on the search page (mode="page")', () => {
    const address = location.href;
    afterEach(() => {
      history.replaceState(null, '', address);
      stopIntegrations();
      delete window.fbq;
      document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; path=/`;
    });

    it("shows the full results for the address's q from the reference API, by kind, and passes axe", async () => {
      history.replaceState(null, '', `${location.pathname}?q=oak`);
      const el = await search({ mode: 'page' });
      expect(input(el).value).to.equal('oak');
      expect(input(el).hasAttribute('role')).to.equal(false);
      await waitUntil(() => el.dataset.state === 'success', 'the results never came', { timeout: 5000 });
      const links = [...shadow(el).querySelectorAll<HTMLAnchorElement>('[part~="result"] a')];
      expect(links.map((a) => a.getAttribute('href'))).to.include('/blog/care-guide');
      expect(q(el, '[part~="summary"]')!.textContent).to.match(/^\d+ results?$/);
      await expect(el).to.be.accessible();
    });

    it('records a site search hit (type 2) and tells the pixel Search only once tracking is allowed', async () => {
      const track: TrackDetail[] = [];
      const onTrack = (e: CustomEvent<TrackDetail>) => track.push(e.detail);
      document.addEventListener('sqs-track', onTrack);
      const pixel: unknown[][] = [];
      window.fbq = Object.assign((...args: unknown[]) => void pixel.push(args), {
        queue: [],
        loaded: true,
        version: '2.0',
      }) as unknown as PixelQueue;
      configure({
        context: {
          websiteId: 'search-test',
          pixelId: '1234567890',
          websiteSettings: { cookieBannerSettings: { isAnalyticsCookiesDisabled: true } },
        },
      });
      startIntegrations();
      const word = `oak${Date.now()}`;
      history.replaceState(null, '', `${location.pathname}?q=${word}`);
      try {
        const el = await search({ mode: 'page' });
        await waitUntil(() => el.dataset.state === 'empty', 'no answer', { timeout: 5000 });
        expect(track).to.deep.equal([{ event: 'search', data: { search_string: word } }]);
        expect(pixel).to.deep.equal([]);
        setConsent(true);
        typeInto(input(el), 'linen');
        q<HTMLButtonElement>(el, '[part~="submit"]')!.click();
        await waitUntil(() => pixel.length > 0, 'the pixel never heard the search');
        expect(pixel).to.deep.equal([['track', 'Search', { search_string: 'linen' }]]);
        expect(new URL(location.href).searchParams.get('q')).to.equal('linen');
        const prefix = new URL(`${location.pathname}?q=linen`, location.href).href;
        await waitUntil(
          async () => {
            const hits = (await (
              await fetch(`/api/_inspect/census/hits?urlPrefix=${encodeURIComponent(prefix)}`)
            ).json()) as Array<{
              event: number;
              data: { query: string };
            }>;
            return hits.some((hit) => hit.event === 2 && hit.data.query === 'linen');
          },
          'no site search hit was stored',
          { timeout: 8000 },
        );
      } finally {
        document.removeEventListener('sqs-track', onTrack);
      }
    });
  });
});
