import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsSummaryElement } from './define.js';
import { summaryValue, widgetBody } from './useSummary.js';
import { resetConfiguration } from '../../runtime/context.js';
import { captureWarnings, deepActiveElement, emulateReducedMotion, shadow } from '../../test/support/helpers.js';

const PATH = '/api/widget/GetWidgetRendering';
const BLOG = { 'block-id': 'blog-block', 'collection-id': 'blog' };
const EVENTS = { 'widget-type': 'events', 'block-id': 'events-block', 'collection-id': 'events' };

/** A request the element made: where, and with what. */
interface Seen {
  url: string;
  init: RequestInit;
}

/** Returns a fetch that records every request and answers with `respond` (the reference API by default). */
function recording(respond: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init)) {
  const seen: Seen[] = [];
  const fetcher = ((url: string, init: RequestInit) => {
    seen.push({ url: String(url), init });
    return respond(String(url), init);
  }) as typeof fetch;
  return { fetcher, seen };
}

/** Returns the widget a request carried, parsed from its form-encoded `widgetJSON`. */
const widgetOf = (request: Seen): unknown =>
  JSON.parse(new URLSearchParams(request.init.body as string).get('widgetJSON')!);

/** Places a summary block with `attributes` in an 800 px column; requests go through `fetcher` when given. */
async function block(attributes: Record<string, string>, fetcher?: typeof fetch): Promise<SqsSummaryElement> {
  const el = document.createElement('sqs-summary');
  if (fetcher) el.fetcher = fetcher;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const holder = await fixture<HTMLDivElement>(html`<div style="width: 800px"></div>`);
  holder.append(el);
  return el;
}

/** Places a summary block with `attributes` and `children` (the page's rendered markup) in an 800 px column. */
async function rendered(
  attributes: Record<string, string>,
  children: string,
  fetcher?: typeof fetch,
): Promise<SqsSummaryElement> {
  const holder = await fixture<HTMLDivElement>(html`<div style="width: 800px"></div>`);
  const el = document.createElement('sqs-summary');
  if (fetcher) el.fetcher = fetcher;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.append(...new DOMParser().parseFromString(children, 'text/html').body.childNodes);
  holder.append(el);
  await waitUntil(() => el.dataset.state, 'the block never rendered');
  return el;
}

/** Waits until `el` shows `state`. */
const reaches = (el: SqsSummaryElement, state: string) =>
  waitUntil(() => el.dataset.state === state, `the block never reached ${state} (it is ${el.dataset.state})`);

const titles = (el: Element) => [...shadow(el).querySelectorAll('.summary-title a')].map((a) => a.textContent);
const partOf = (el: Element, name: string) => shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const base = (el: Element) => partOf(el, 'base')!;

const json = (body: unknown, status = 200) => Promise.resolve(Response.json(body, { status }));

describe('<sqs-summary>', () => {
  afterEach(() => {
    emulateReducedMotion(false);
    resetConfiguration();
  });

  it('passes an axe check loading, with items, empty and failed', async () => {
    const loading = await block(BLOG, recording(() => new Promise(() => {})).fetcher);
    await reaches(loading, 'loading');
    await expect(loading).to.be.accessible();
    const items = await block(BLOG);
    await reaches(items, 'success');
    await expect(items).to.be.accessible();
    const empty = await block({ ...BLOG, 'collection-id': 'empty-blog' });
    await reaches(empty, 'empty');
    await expect(empty).to.be.accessible();
    const failed = await block({ ...BLOG, 'collection-id': 'no-such-collection' });
    await reaches(failed, 'failed');
    await expect(failed).to.be.accessible();
  });

  it('keeps --sqs-summary-min-height (120 px, or what the page sets) loading, failed, empty and with fewer items', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const loading = await block(
      { ...BLOG, value: '{"count":1,"showExcerpt":false}' },
      recording(async (url, init) => (await held, fetch(url, init))).fetcher,
    );
    await reaches(loading, 'loading');
    await expect(loading).to.be.accessible();
    expect(loading.getBoundingClientRect().height).to.equal(120);
    const failed = await block({ ...BLOG, 'collection-id': 'no-such-collection' });
    const empty = await block({ ...BLOG, 'collection-id': 'empty-blog' });
    await reaches(failed, 'failed');
    await reaches(empty, 'empty');
    expect([failed, empty].map((el) => el.getBoundingClientRect().height)).to.deep.equal([120, 120]);
    release();
    await reaches(loading, 'success');
    expect(loading.getBoundingClientRect().height).to.equal(120);
    loading.style.setProperty('--sqs-summary-min-height', '300px');
    expect(loading.getBoundingClientRect().height).to.equal(300);
  });

  it('POSTs a form-encoded widgetJSON { type, id, value } to GetWidgetRendering, with the spec defaults', async () => {
    const { fetcher, seen } = recording();
    const el = await block(BLOG, fetcher);
    await reaches(el, 'success');
    expect([el.widgetType, el.blockId, el.collectionId, el.value]).to.deep.equal(['summary', 'blog-block', 'blog', {}]);
    expect(seen).to.have.length(1);
    const [request] = seen;
    expect(request!.url).to.equal(PATH);
    expect(request!.init.method).to.equal('POST');
    expect(request!.init.credentials).to.equal('include');
    expect(new Headers(request!.init.headers).get('content-type')).to.equal('application/x-www-form-urlencoded');
    expect([...new URLSearchParams(request!.init.body as string).keys()]).to.deep.equal(['widgetJSON']);
    expect(widgetOf(request!)).to.deep.equal({
      type: 'summary',
      id: 'blog-block',
      value: { collectionId: 'blog', design: 'list', count: 6, showExcerpt: true },
    });
  });

  it('sends the events summary’s collectionId beside type, id and value', async () => {
    const { fetcher, seen } = recording();
    const el = await block({ ...EVENTS, value: '{"design":"grid","count":2,"showExcerpt":false}' }, fetcher);
    await reaches(el, 'success');
    expect(widgetOf(seen[0]!)).to.deep.equal({
      type: 'events',
      id: 'events-block',
      collectionId: 'events',
      value: { design: 'grid', count: 2, showExcerpt: false },
    });
    expect(titles(el)).to.deep.equal(['Open studio evening', 'Beginners’ joinery class']);
    expect(shadow(el).querySelector('.summary-excerpt')).to.equal(null);
  });

  it('shows the reference API’s items as working links, and announces them with sqs-summary-load', async () => {
    const el = document.createElement('sqs-summary');
    for (const [name, value] of Object.entries(BLOG)) el.setAttribute(name, value);
    const loaded = oneEvent(el, 'sqs-summary-load');
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    expect((await loaded).detail).to.deep.equal({ empty: false });
    expect(el.dataset.state).to.equal('success');
    expect(titles(el)).to.deep.equal([
      'Autumn opening hours',
      'Caring for oiled oak',
      'Behind the workshop',
      'Our spring collection is here',
    ]);
    const first = shadow(el).querySelector<HTMLAnchorElement>('.summary-title a')!;
    expect(first.getAttribute('href')).to.equal('/blog/autumn-opening-hours');
    expect(shadow(el).querySelector('.summary-date')!.textContent).to.equal('October 1, 2026');
    expect(base(el).getAttribute('aria-busy')).to.equal('false');
    expect(partOf(el, 'loading')).to.equal(null);
  });

  it("shows 'No results found' for a collection with no items", async () => {
    const el = document.createElement('sqs-summary');
    el.setAttribute('block-id', 'b');
    el.setAttribute('collection-id', 'empty-blog');
    const loaded = oneEvent(el, 'sqs-summary-load');
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    expect((await loaded).detail).to.deep.equal({ empty: true });
    await reaches(el, 'empty');
    expect(partOf(el, 'empty')!.textContent).to.equal('No results found');
    expect(partOf(el, 'content')).to.equal(null);
  });

  it("says why it failed: 'Network error', 'Unable to connect. Please try again', 'Something went wrong'", async () => {
    const answers: Record<string, () => Promise<Response>> = {
      offline: () => Promise.reject(new TypeError('Failed to fetch')),
      unreachable: () => json({ error: 'Bad gateway' }, 502),
      garbled: () => Promise.resolve(new Response('<html>', { headers: { 'content-type': 'text/html' } })),
    };
    const said: Record<string, string> = {};
    for (const [name, answer] of Object.entries(answers)) {
      const el = await block({ ...BLOG, 'block-id': name }, recording(answer).fetcher);
      await reaches(el, 'failed');
      expect(partOf(el, 'error')!.getAttribute('role')).to.equal('alert');
      said[name] = partOf(el, 'error-text')!.textContent!;
    }
    expect(said).to.deep.equal({
      offline: 'Network error',
      unreachable: 'Unable to connect. Please try again',
      garbled: 'Something went wrong',
    });
  });

  it("shows 'Unable to load results' with a Retry button that asks again, by click or keyboard", async () => {
    const answers = [() => json({ error: 'down' }, 503), () => Promise.reject(new TypeError('Failed to fetch'))];
    const { fetcher, seen } = recording((url, init) => answers.shift()?.() ?? fetch(url, init));
    const el = document.createElement('sqs-summary');
    el.fetcher = fetcher;
    for (const [name, value] of Object.entries(BLOG)) el.setAttribute(name, value);
    const failed = oneEvent(el, 'sqs-summary-error');
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    expect((await failed).detail).to.deep.equal({ message: `HTTP 503 for ${PATH}` });
    await reaches(el, 'failed');
    expect(partOf(el, 'error')!.getAttribute('role')).to.equal('alert');
    expect(partOf(el, 'error-text')!.textContent).to.equal('Unable to load results');
    const retry = partOf(el, 'retry') as HTMLButtonElement;
    expect([retry.type, retry.textContent]).to.deep.equal(['button', 'Retry']);

    retry.click();
    await waitUntil(() => seen.length === 2 && el.dataset.state === 'failed', 'the retry did not fail again');
    (partOf(el, 'retry') as HTMLButtonElement).focus();
    expect(deepActiveElement()).to.equal(partOf(el, 'retry'));
    await sendKeys({ press: 'Enter' });
    await reaches(el, 'success');
    expect(seen).to.have.length(3);
    expect(titles(el)).to.have.length(4);
  });

  it('fails on an answer without data.html, and on an unknown collection (404)', async () => {
    const odd = await block(BLOG, recording(() => json({ html: '<p>at the top level</p>' })).fetcher);
    await reaches(odd, 'failed');
    expect(partOf(odd, 'content')).to.equal(null);
    const unknown = await block({ ...BLOG, 'collection-id': 'no-such-collection' });
    await reaches(unknown, 'failed');
  });

  it("says 'Unable to load collections' when the API does not have the block's collection (404)", async () => {
    const unknown = await block({ ...BLOG, 'collection-id': 'no-such-collection' });
    await reaches(unknown, 'failed');
    expect(partOf(unknown, 'error-text')!.textContent).to.equal('Unable to load collections');
    expect(partOf(unknown, 'retry')!.textContent).to.equal('Retry');
  });

  it('is busy while loading: announced, the room kept, and the previous items kept while a change reloads', async () => {
    let release: (() => void) | undefined;
    const { fetcher, seen } = recording(
      (url, init) => new Promise((resolve) => (release = () => resolve(fetch(url, init)))),
    );
    const el = await block(BLOG, fetcher);
    await reaches(el, 'loading');
    expect(base(el).getAttribute('aria-busy')).to.equal('true');
    expect(partOf(el, 'loading')!.getAttribute('role')).to.equal('status');
    expect(partOf(el, 'loading')!.textContent).to.equal('Loading…');
    expect(el.getBoundingClientRect().height).to.be.at.least(120);
    release!();
    await reaches(el, 'success');
    const height = el.getBoundingClientRect().height;

    el.value = { count: 2 };
    await waitUntil(() => seen.length === 2, 'changing value did not ask again');
    await reaches(el, 'loading');
    expect(base(el).getAttribute('aria-busy')).to.equal('true');
    expect(titles(el)).to.have.length(4);
    expect(el.getBoundingClientRect().height).to.equal(height);
    expect((widgetOf(seen[1]!) as { value: { count: number } }).value.count).to.equal(2);
    release!();
    await reaches(el, 'success');
    expect(titles(el)).to.deep.equal(['Autumn opening hours', 'Caring for oiled oak']);
  });

  it('asks again when widget-type, block-id or collection-id change', async () => {
    const { fetcher, seen } = recording();
    const el = await block(BLOG, fetcher);
    await reaches(el, 'success');
    el.setAttribute('collection-id', 'events');
    await waitUntil(() => titles(el)[0] === 'Open studio evening', 'the new collection was not shown');
    el.setAttribute('widget-type', 'events');
    await waitUntil(() => seen.length === 3);
    el.setAttribute('block-id', 'renamed');
    await waitUntil(() => seen.length === 4);
    await reaches(el, 'success');
    expect(seen.map((r) => (widgetOf(r) as { type: string; id: string }).type)).to.deep.equal([
      'summary',
      'summary',
      'events',
      'events',
    ]);
    expect((widgetOf(seen[3]!) as { id: string }).id).to.equal('renamed');
  });

  it('inserts the answer sanitized: scripts, styles, frames and handlers go, links stay and navigate', async () => {
    const hostile =
      '<ul class="summary-items"><li class="summary-item"><h3 class="summary-title">' +
      '<a href="#summary-link" onclick="window.__pwned = 1">Safe link</a></h3>' +
      '<a href="javascript:window.__pwned = 2">Script link</a>' +
      '<img src="/examples/images/photo-01.jpg" alt="Photo" onerror="window.__pwned = 3">' +
      '<script>window.__pwned = 4</script><style>:host { display: none }</style>' +
      '<iframe src="https://example.com"></iframe><form action="/x"><input name="q"></form></li></ul>';
    const el = await block(BLOG, recording(() => json({ data: { html: hostile } })).fetcher);
    await reaches(el, 'success');
    const content = partOf(el, 'content')!;
    expect(content.querySelector('script, style, iframe, form, input')).to.equal(null);
    expect([...content.querySelectorAll('*')].some((node) => [...node.attributes].some((a) => a.name.startsWith('on'))))
      .to.be.false;
    const [safe, scripted] = [...content.querySelectorAll('a')];
    expect(safe!.getAttribute('href')).to.equal('#summary-link');
    expect(scripted!.hasAttribute('href')).to.be.false;
    expect(content.querySelector('img')!.getAttribute('alt')).to.equal('Photo');
    try {
      safe!.click();
      await waitUntil(() => location.hash === '#summary-link', 'the link did not navigate');
    } finally {
      history.replaceState(null, '', location.pathname + location.search);
    }
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('warns once for each bad attribute or block setting and uses the default', async () => {
    const { fetcher, seen } = recording();
    const warnings = await captureWarnings(async () => {
      const el = await block(
        { ...BLOG, 'widget-type': 'gallery', value: '{"design":"masonry","count":500,"showExcerpt":"no"}' },
        fetcher,
      );
      await reaches(el, 'success');
      el.setAttribute('block-id', 'again');
      await waitUntil(() => seen.length === 2);
      await reaches(el, 'success');
    });
    expect(warnings).to.deep.equal([
      '<sqs-summary>: invalid widget-type="gallery"; using the default ("summary").',
      '<sqs-summary>: invalid value.design="masonry"; using the default ("list").',
      '<sqs-summary>: value.count 500 is not a whole number from 1 to 30; using 30.',
      '<sqs-summary>: invalid value.showExcerpt="no"; using the default (true).',
    ]);
    expect((widgetOf(seen[0]!) as { value: unknown }).value).to.deep.equal({
      collectionId: 'blog',
      design: 'list',
      count: 30,
      showExcerpt: true,
    });

    const malformed = await captureWarnings(async () => {
      const el = await block({ ...BLOG, value: '{"count": 3' });
      await reaches(el, 'success');
      expect(el.value).to.deep.equal({});
    });
    expect(malformed).to.deep.equal(['<sqs-summary>: invalid value="{"count": 3"; using the default ({}).']);
  });

  it('requests nothing without a collection or an id, and says which is missing', async () => {
    const { fetcher, seen } = recording();
    const warnings = await captureWarnings(async () => {
      const noCollection = await block({ 'block-id': 'b' }, fetcher);
      await reaches(noCollection, 'idle');
      const noId = await block({ 'collection-id': 'blog' }, fetcher);
      await reaches(noId, 'idle');
      await noId.updateComplete;
    });
    expect(warnings).to.deep.equal([
      '<sqs-summary>: collection-id is required; nothing is requested.',
      '<sqs-summary>: block-id is required; nothing is requested.',
    ]);
    expect(seen).to.deep.equal([]);
    // The element's own id stands in for block-id.
    const el = document.createElement('sqs-summary');
    el.id = 'summary-7';
    el.fetcher = fetcher;
    el.setAttribute('collection-id', 'blog');
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    await reaches(el, 'success');
    expect((widgetOf(seen[0]!) as { id: string }).id).to.equal('summary-7');
  });

  it('lays its items out by design: a list, a grid, a wall and a scrolling carousel', async () => {
    const boxes = async (design: string) => {
      const el = await block({ ...BLOG, value: JSON.stringify({ design }) });
      await reaches(el, 'success');
      expect(base(el).dataset.design).to.equal(design);
      const items = [...shadow(el).querySelectorAll('.summary-item')].map((i) => i.getBoundingClientRect());
      return { el, items };
    };
    const list = await boxes('list');
    expect(list.items[1]!.top).to.be.above(list.items[0]!.bottom);
    const grid = await boxes('grid');
    expect(grid.items[1]!.top).to.be.closeTo(grid.items[0]!.top, 1);
    expect(grid.items[1]!.left).to.be.above(grid.items[0]!.right);
    const wall = await boxes('wall');
    expect(new Set(wall.items.map((b) => Math.round(b.left))).size).to.be.above(1);
    const carousel = await boxes('carousel');
    const track = shadow(carousel.el).querySelector<HTMLElement>('.summary-items')!;
    expect(getComputedStyle(track).overflowX).to.equal('auto');
    expect(carousel.items.every((b) => Math.abs(b.top - carousel.items[0]!.top) < 1)).to.be.true;
  });

  it('shows the items the page rendered at once, sanitized, at most pageSize, and requests nothing', async () => {
    const { fetcher, seen } = recording();
    const item = (n: number) =>
      `<div class="summary-item"><div class="summary-thumbnail-outer-container"><a href="/post-${n}" class="summary-thumbnail-container">` +
      `<div class="summary-thumbnail"><img data-src="/examples/images/photo-0${n}.jpg" alt="Photo ${n}" class="summary-thumbnail-image"></div></a></div>` +
      `<div class="summary-content"><div class="summary-title"><a href="/post-${n}" class="summary-title-link" onclick="window.__pwned = 1">Post ${n}</a></div>` +
      `<div class="summary-excerpt"><p>Words ${n}</p></div><div class="summary-price">$${n}.00</div>` +
      `<div class="summary-metadata-container summary-metadata-container--below-title"><div class="summary-metadata summary-metadata--primary">` +
      `<time class="summary-metadata-item summary-metadata-item--date" datetime="2024-01-0${n}">Jan ${n}, 2024</time></div></div>` +
      `<script>window.__pwned = 2</script></div></div>`;
    const el = await rendered(
      { 'block-json': JSON.stringify({ collectionId: 'blog', design: 'autogrid', pageSize: 2, slidesPerRow: 2 }) },
      `<div class="summary-block-wrapper"><div class="summary-item-list">${item(1)}${item(2)}${item(3)}</div></div>`,
      fetcher,
    );
    expect(el.dataset.state).to.equal('success');
    await expect(el).to.be.accessible();
    expect(base(el).dataset.design).to.equal('grid');
    expect(titles(el)).to.deep.equal(['Post 1', 'Post 2']);
    const first = shadow(el).querySelector('.summary-item')!;
    expect(first.querySelector('img')!.getAttribute('src')).to.equal('/examples/images/photo-01.jpg');
    expect(first.querySelector('.summary-excerpt')!.textContent).to.equal('Words 1');
    expect(first.querySelector('.summary-price')!.textContent).to.equal('$1.00');
    expect(first.querySelector('time')!.getAttribute('datetime')).to.equal('2024-01-01');
    expect(shadow(el).querySelector('script, [onclick]')).to.equal(null);
    const [a, b] = [...shadow(el).querySelectorAll('.summary-item')].map((i) => i.getBoundingClientRect());
    expect(b!.top).to.be.closeTo(a!.top, 1);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(seen).to.deep.equal([]);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('announces the items the page rendered with one sqs-summary-load, and lays out again when block-json changes', async () => {
    const holder = await fixture<HTMLDivElement>(html`<div style="width: 800px"></div>`);
    const el = document.createElement('sqs-summary');
    el.setAttribute('block-json', JSON.stringify({ design: 'autogrid' }));
    el.append(
      ...new DOMParser().parseFromString(
        '<div class="summary-item"><div class="summary-title"><a href="/a">A</a></div></div>',
        'text/html',
      ).body.childNodes,
    );
    const loads: boolean[] = [];
    el.addEventListener('sqs-summary-load', (event) => loads.push(event.detail.empty));
    holder.append(el);
    await waitUntil(() => loads.length === 1, 'the rendered items were never announced');
    expect(loads).to.deep.equal([false]);
    expect(base(el).dataset.design).to.equal('grid');
    el.setAttribute('block-json', JSON.stringify({ design: 'autocolumns' }));
    await waitUntil(() => base(el).dataset.design === 'wall', 'block-json was not read again');
    expect(loads).to.deep.equal([false]);
  });

  it('requests with the block data when the page rendered no items, the attributes winning', async () => {
    const data = {
      collectionId: 'blog',
      blockId: 'from-data',
      design: 'autocolumns',
      pageSize: 3,
      showExcerpt: false,
      filter: { category: 'news' },
      primaryMetadata: 'date',
    };
    const { fetcher, seen } = recording();
    const el = await rendered({ 'block-json': JSON.stringify(data) }, '', fetcher);
    await reaches(el, 'success');
    expect(base(el).dataset.design).to.equal('wall');
    expect(widgetOf(seen[0]!)).to.deep.equal({
      type: 'summary',
      id: 'from-data',
      value: {
        collectionId: 'blog',
        design: 'wall',
        count: 3,
        showExcerpt: false,
        filter: { category: 'news' },
        primaryMetadata: 'date',
      },
    });
    const won = recording();
    const attributes = { ...BLOG, 'block-json': JSON.stringify(data), value: '{"count":2,"design":"grid"}' };
    const el2 = await rendered(attributes, '', won.fetcher);
    await reaches(el2, 'success');
    const widget = widgetOf(won.seen[0]!) as { id: string; value: Record<string, unknown> };
    expect(widget.id).to.equal('blog-block');
    expect(widget.value).to.include({ collectionId: 'blog', design: 'grid', count: 2, showExcerpt: false });
  });

  it('applies the block data’s layout: columns, gutter, text size and alignment, hidden parts, header text', async () => {
    const el = await block({
      ...BLOG,
      'block-json': JSON.stringify({
        design: 'carousel',
        slidesPerRow: 2,
        gutter: 10,
        textSize: 'small',
        textAlignment: 'center',
        headerText: 'Latest',
        metadataPosition: 'above-title',
      }),
    });
    await reaches(el, 'success');
    await expect(el).to.be.accessible();
    const track = shadow(el).querySelector<HTMLElement>('.summary-items')!;
    const items = [...track.querySelectorAll('.summary-item')].map((i) => i.getBoundingClientRect());
    expect(items[0]!.width * 2 + 10).to.be.closeTo(track.clientWidth, 2);
    expect(items[1]!.left - items[0]!.right).to.be.closeTo(10, 1);
    expect(getComputedStyle(track).textAlign).to.equal('center');
    expect(getComputedStyle(track).fontSize).to.equal('12px');
    expect(partOf(el, 'heading')!.textContent).to.equal('Latest');
    expect(base(el).dataset.metadata).to.equal('above-title');

    partOf(el, 'next')!.click();
    await waitUntil(() => track.scrollLeft > 0, 'Next did not scroll the carousel');
    partOf(el, 'previous')!.click();
    await waitUntil(() => track.scrollLeft === 0, 'Previous did not scroll back');
    expect(partOf(el, 'next')!.getAttribute('aria-label')).to.equal('Next');

    const untitled = await block({ ...BLOG, 'block-json': '{"showTitle":false}' });
    await reaches(untitled, 'success');
    expect(getComputedStyle(shadow(untitled).querySelector('.summary-title')!).display).to.equal('none');
  });

  it('warns once for each block-data key it does not understand and each bad or unoffered setting', async () => {
    const warnings = await captureWarnings(async () => {
      const el = await rendered(
        {
          'block-json': JSON.stringify({
            design: 'autolist',
            textSize: 'huge',
            gutter: -4,
            lightbox: true,
            productQuickViewEnabled: false,
            hSize: null,
            sortOrder: 'oldest',
          }),
        },
        '<div class="summary-item"><div class="summary-title"><a href="/a">A</a></div></div>',
      );
      expect(el.dataset.state).to.equal('success');
      el.setAttribute('block-id', 'again');
      await el.updateComplete;
    });
    expect(warnings).to.deep.equal([
      '<sqs-summary>: block-json key "sortOrder" is not supported and is ignored.',
      '<sqs-summary>: invalid block-json textSize="huge"; using the default ("medium").',
      '<sqs-summary>: invalid block-json gutter="-4"; using the default.',
      '<sqs-summary>: block-json lightbox is not offered; links open the item.',
      '<sqs-summary>: invalid value.design="autolist"; using the default ("list").',
    ]);
  });

  it('pulses its busy indicator, and holds it still under reduced motion', async () => {
    const hold = recording(() => new Promise(() => {})).fetcher;
    const moving = await block(BLOG, hold);
    await reaches(moving, 'loading');
    await waitUntil(() => shadow(moving).getAnimations().length > 0, 'the busy indicator never moved');
    emulateReducedMotion(true);
    const still = await block(BLOG, hold);
    await reaches(still, 'loading');
    await still.updateComplete;
    expect(base(still).dataset.motion).to.equal('reduced');
    expect(shadow(still).getAnimations()).to.deep.equal([]);
  });
});

describe('summary block settings', () => {
  it('keeps a valid value and clamps the count to a whole number from 1 to 30', () => {
    const warned: string[] = [];
    const warn = (field: string) => void warned.push(field);
    expect(summaryValue({ design: 'wall', count: 12, showExcerpt: false }, warn)).to.deep.equal({
      design: 'wall',
      count: 12,
      showExcerpt: false,
    });
    expect(summaryValue({}, warn)).to.deep.equal({ design: 'list', count: 6, showExcerpt: true });
    expect(warned).to.deep.equal([]);
    expect(summaryValue({ count: 0 }, warn).count).to.equal(1);
    expect(summaryValue({ count: -Infinity }, warn).count).to.equal(6);
    expect(summaryValue({ count: 2.6 }, warn).count).to.equal(3);
    expect(summaryValue({ count: 31 }, warn).count).to.equal(30);
    expect(summaryValue({ count: '5' }, warn).count).to.equal(6);
    expect(warned).to.deep.equal(['count', 'count', 'count', 'count', 'count']);
  });

  it('builds widgetJSON with collectionId beside the value for events and inside it for a summary', () => {
    const value = { design: 'list', count: 6, showExcerpt: true } as const;
    const parse = (body: string) => JSON.parse(new URLSearchParams(body).get('widgetJSON')!) as unknown;
    expect(parse(widgetBody('events', 'e', 'c', value))).to.deep.equal({
      type: 'events',
      id: 'e',
      collectionId: 'c',
      value,
    });
    expect(parse(widgetBody('summary', 's', 'c', value))).to.deep.equal({
      type: 'summary',
      id: 's',
      value: { collectionId: 'c', ...value },
    });
  });
});
