import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsBlogListElement } from './define.js';
import { pageNumbers, readBlogPage } from './useBlogList.js';
import { captureWarnings, deepActiveElement, shadow } from '../../test/support/helpers.js';

/** A request the element made. */
interface Seen {
  url: URL;
  init: RequestInit;
}

/** Returns a fetch that records every request and answers with `respond` (the reference API by default). */
function recording(respond: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init)) {
  const seen: Seen[] = [];
  const fetcher = ((url: string, init: RequestInit) => {
    seen.push({ url: new URL(String(url), location.href), init });
    return respond(String(url), init);
  }) as typeof fetch;
  return { fetcher, seen };
}

/** Places a blog list with `attributes` in a 700 px column (inside `lang` when given); requests through `fetcher`. */
async function list(
  attributes: Record<string, string>,
  fetcher?: typeof fetch,
  lang?: string,
): Promise<SqsBlogListElement> {
  const el = document.createElement('sqs-blog-list');
  if (fetcher) el.fetcher = fetcher;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const holder = await fixture<HTMLDivElement>(html`<div style="width: 700px"></div>`);
  if (lang) holder.lang = lang;
  holder.append(el);
  return el;
}

/** Waits until `el` shows `state`. */
/** A wait for a page of many posts to render, which takes a loaded machine's WebKit more than a second. */
const LONG = { timeout: 5000 };

const reaches = (el: Element, state: string) =>
  waitUntil(
    () => (el as HTMLElement).dataset.state === state,
    `the list never reached ${state} (it is ${(el as HTMLElement).dataset.state})`,
  );

const partOf = (el: Element, name: string) => shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const partsOf = (el: Element, name: string) => [...shadow(el).querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
const titles = (el: Element) => partsOf(el, 'title').map((h) => h.textContent);
const hrefs = (el: Element, part: string) =>
  partsOf(el, part).flatMap((p) => [...p.querySelectorAll('a')].map((a) => a.getAttribute('href')));
const json = (body: unknown, status = 200) => Promise.resolve(Response.json(body, { status }));

/** An answer of the API with `total` posts, the page at `offset` holding `count` of them. */
function answer(total: number, offset: number, count: number) {
  return {
    collection: { id: 'many', url: '/many', urlFormat: '%t' },
    total,
    offset,
    limit: count,
    posts: Array.from({ length: count }, (_, i) => ({
      id: offset + i,
      title: `Post ${offset + i + 1}`,
      excerpt: '',
      author: '',
      publishedOn: Date.UTC(2026, 0, 1),
      categories: [],
      tags: [],
    })),
  };
}

/** Sets the page's address query to `query` (keeping the runner's own) while `fn` runs. */
async function withAddress<T>(query: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const original = location.href;
  const url = new URL(original);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  history.replaceState(history.state, '', url);
  try {
    return await fn();
  } finally {
    history.replaceState(history.state, '', original);
  }
}

const JOURNAL = { 'collection-id': 'journal' };
const FIRST_TITLES = [
  'Choosing timber for a dining table',
  'A week at the spring fair',
  'Sharpening a plane iron',
  'The story of our bench',
  'Finishing with hard wax oil',
];

describe('<sqs-blog-list>', () => {
  describe('passes an axe check', () => {
    it('loading', async () => {
      const loading = await list(JOURNAL, recording(() => new Promise(() => {})).fetcher);
      await reaches(loading, 'loading');
      await expect(loading).to.be.accessible();
      expect(partOf(loading, 'loading')!.getAttribute('role')).to.equal('status');
      expect(partOf(loading, 'loading')!.textContent).to.equal('Loading…');
      expect(partOf(loading, 'base')!.getAttribute('aria-busy')).to.equal('true');
    });

    it('listing and filtered', async () => {
      const listed = await list({ ...JOURNAL, 'page-size': '5' });
      await reaches(listed, 'success');
      await expect(listed).to.be.accessible();
      const filtered = await list({ ...JOURNAL, tag: 'oak' });
      await reaches(filtered, 'success');
      await expect(filtered).to.be.accessible();
    });

    it('empty and failed', async () => {
      const empty = await list({ 'collection-id': 'empty-blog' });
      await reaches(empty, 'empty');
      await expect(empty).to.be.accessible();
      const failed = await list({ 'collection-id': 'no-such-blog' });
      await reaches(failed, 'failed');
      await expect(failed).to.be.accessible();
    });
  });

  it('GETs a page of the collection’s posts, without the crumb, and shows each post', async () => {
    const { fetcher, seen } = recording();
    const el = await list({ ...JOURNAL, 'page-size': '5' }, fetcher);
    await reaches(el, 'success');
    expect(seen).to.have.length(1);
    expect(seen[0]!.init.method).to.equal('GET');
    expect(seen[0]!.url.pathname).to.equal('/api/blog/journal/posts');
    expect([...seen[0]!.url.searchParams]).to.deep.equal([
      ['offset', '0'],
      ['limit', '5'],
    ]);
    expect(titles(el)).to.deep.equal(FIRST_TITLES);
    const [first] = partsOf(el, 'post');
    expect(first!.querySelector('h2[part~="title"] a')!.getAttribute('href')).to.equal(
      '/journal/2026/11/choosing-timber-for-a-dining-table',
    );
    expect(first!.querySelector('[part~="author"]')!.textContent).to.equal('By Ana Reyes');
    const date = first!.querySelector('time[part~="date"]')!;
    expect([date.getAttribute('datetime'), date.textContent]).to.deep.equal(['2026-11-02', 'November 2, 2026']);
    expect(first!.querySelector('[part~="excerpt"]')!.textContent).to.equal(
      'Oak, ash or walnut: what each wood asks of you.',
    );
  });

  it('links each title by the blog’s URL format, or by url-format', async () => {
    const blog = await list({ 'collection-id': 'blog', 'page-size': '1' });
    await reaches(blog, 'success');
    expect(hrefs(blog, 'title')).to.deep.equal(['/blog/2026/10/1/autumn-opening-hours']);
    const own = await list({ ...JOURNAL, 'page-size': '1', 'url-format': 'Posts/%y/%t' });
    await reaches(own, 'success');
    expect(hrefs(own, 'title')).to.deep.equal(['/journal/posts/2026/choosing-timber-for-a-dining-table']);
  });

  it('links each category and tag to the page filtered by it, in a labelled list', async () => {
    const el = await list({ ...JOURNAL, 'page-size': '3' });
    await reaches(el, 'success');
    expect(hrefs(el, 'categories')).to.deep.equal(['?category=Materials', '?category=News', '?category=Techniques']);
    expect(hrefs(el, 'tags')).to.deep.equal([
      '?tag=oak',
      '?tag=walnut',
      '?tag=tables',
      '?tag=events',
      '?tag=hand+tools',
    ]);
    expect(partOf(el, 'categories')!.getAttribute('aria-label')).to.equal('Categories');
    expect(partOf(el, 'tags')!.getAttribute('aria-label')).to.equal('Tags');
  });

  it('lists the posts of the tag or category its attributes name, and says so', async () => {
    const { fetcher, seen } = recording();
    const tagged = await list({ ...JOURNAL, tag: 'oak' }, fetcher);
    await reaches(tagged, 'success');
    expect(seen[0]!.url.searchParams.get('tag')).to.equal('oak');
    expect(titles(tagged)).to.deep.equal([
      'Choosing timber for a dining table',
      'Finishing with hard wax oil',
      'Visiting the sawmill',
    ]);
    expect(partOf(tagged, 'filter')!.textContent).to.equal('Posts tagged oak');
    // The attribute's filter is the page's own: no way back to every post.
    expect(partOf(tagged, 'all')).to.equal(null);
    const category = await list({ ...JOURNAL, category: 'News' });
    await reaches(category, 'success');
    expect(titles(category)).to.deep.equal([
      'A week at the spring fair',
      'Meet the new apprentice',
      'Our first catalogue',
    ]);
    expect(partOf(category, 'filter')!.textContent).to.equal('Posts in News');
  });

  it('reads the filter from the page’s address, with a link back to all posts', async () => {
    const { fetcher, seen } = recording();
    const el = await withAddress({ tag: 'hand tools' }, async () => {
      const el = await list(JOURNAL, fetcher);
      await reaches(el, 'success');
      return el;
    });
    expect(seen[0]!.url.searchParams.get('tag')).to.equal('hand tools');
    expect(titles(el)).to.deep.equal(['Sharpening a plane iron', 'Cutting a dovetail by hand']);
    expect(partOf(el, 'filter')!.textContent).to.equal('Posts tagged hand tools All posts');
    expect(partOf(el, 'all')!.getAttribute('href')).to.equal(location.pathname);
  });

  it('pages through older and newer posts in an accessible navigation', async () => {
    const loads: Array<{ total: number; page: number; empty: boolean }> = [];
    const el = await list({ ...JOURNAL, 'page-size': '5' });
    el.addEventListener('sqs-blog-list-load', (e) => loads.push(e.detail));
    await reaches(el, 'success');
    const nav = partOf(el, 'pagination')!;
    expect(nav.localName).to.equal('nav');
    expect(nav.getAttribute('aria-label')).to.equal('Pages of posts');
    expect(
      partsOf(el, 'page').map((b) => [b.textContent, b.getAttribute('aria-label'), b.getAttribute('aria-current')]),
    ).to.deep.equal([
      ['1', 'Page 1', 'page'],
      ['2', 'Page 2', null],
      ['3', 'Page 3', null],
    ]);
    expect(partOf(el, 'newer')).to.equal(null);
    partOf(el, 'older')!.click();
    await waitUntil(() => titles(el)[0] === 'Meet the new apprentice', 'page 2 never showed');
    expect(partsOf(el, 'page').map((b) => b.getAttribute('aria-current'))).to.deep.equal([null, 'page', null]);
    expect(partOf(el, 'newer')!.textContent).to.equal('Newer posts');
    partsOf(el, 'page')[2]!.click();
    await waitUntil(() => titles(el).length === 2, 'page 3 never showed');
    expect(titles(el)).to.deep.equal(['Our first catalogue', 'Cutting a dovetail by hand']);
    expect(partOf(el, 'older')).to.equal(null);
    await waitUntil(() => loads.length === 3, 'page 3 was never announced');
    expect(loads).to.deep.equal([
      { total: 12, page: 1, empty: false },
      { total: 12, page: 2, empty: false },
      { total: 12, page: 3, empty: false },
    ]);
    await expect(el).to.be.accessible();
  });

  it('moves with the keyboard: Enter on a page button shows it and focuses the list, Tab reaches its posts', async () => {
    const el = await list({ ...JOURNAL, 'page-size': '5' });
    await reaches(el, 'success');
    partOf(el, 'older')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => deepActiveElement() === partOf(el, 'list'), 'focus never moved to the list');
    expect(titles(el)[0]).to.equal('Meet the new apprentice');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()!.textContent).to.equal('Meet the new apprentice');
    // The navigation in reading order: Newer, the numbers, Older.
    partOf(el, 'newer')!.focus();
    const order = [];
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'Tab' });
      order.push(deepActiveElement()!.textContent);
    }
    expect(order).to.deep.equal(['1', '2', '3', 'Older posts']);
    await sendKeys({ press: ' ' });
    await waitUntil(() => titles(el)[0] === 'Our first catalogue', 'Space never showed page 3');
    await waitUntil(() => deepActiveElement() === partOf(el, 'list'), 'focus never moved to the list');
  });

  it('pages through at most 250 posts, whatever the answer’s total', async () => {
    const { fetcher, seen } = recording((url) => {
      const query = new URL(url, location.href).searchParams;
      return json(answer(400, Number(query.get('offset')), Number(query.get('limit'))));
    });
    const el = await list({ 'collection-id': 'many', 'page-size': '50' }, fetcher);
    const loads: Array<{ total: number; page: number; empty: boolean }> = [];
    el.addEventListener('sqs-blog-list-load', (e) => loads.push(e.detail));
    await waitUntil(() => loads.length === 1, 'the first page was never announced', LONG);
    expect(partsOf(el, 'page').map((b) => b.textContent)).to.deep.equal(['1', '2', '3', '4', '5']);
    partsOf(el, 'page').at(-1)!.click();
    await waitUntil(() => loads.length === 2, 'the last page was never announced', LONG);
    expect(seen[1]!.url.searchParams.get('offset')).to.equal('200');
    expect(partOf(el, 'older')).to.equal(null);
    el.setAttribute('page-size', '100');
    await waitUntil(() => loads.length === 3, 'the new page size was never announced', LONG);
    expect(loads).to.deep.equal([
      { total: 250, page: 1, empty: false },
      { total: 250, page: 5, empty: false },
      { total: 250, page: 1, empty: false },
    ]);
    expect(partsOf(el, 'page').map((b) => b.textContent)).to.deep.equal(['1', '2', '3']);
  });

  it('offers the first, last and nearby pages of many, with gaps', () => {
    expect(pageNumbers(1, 1)).to.deep.equal([1]);
    expect(pageNumbers(4, 7)).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(1, 25)).to.deep.equal([1, 2, null, 25]);
    expect(pageNumbers(3, 25)).to.deep.equal([1, 2, 3, 4, null, 25]);
    expect(pageNumbers(12, 25)).to.deep.equal([1, null, 11, 12, 13, null, 25]);
    expect(pageNumbers(25, 25)).to.deep.equal([1, null, 24, 25]);
  });

  it('reads an answer’s page, capping its total at 250 and leaving out posts without a title or date', () => {
    const page = readBlogPage(
      { ...answer(300, 20, 2), posts: [...answer(300, 20, 2).posts, { title: 7 }, { title: 'No date' }] },
      10,
    );
    expect([page.total, page.page, page.pages, page.posts.length]).to.deep.equal([250, 3, 25, 2]);
    expect(() => readBlogPage({ posts: [] }, 10)).to.throw('not a page of posts');
    expect(() => readBlogPage(null, 10)).to.throw('not a page of posts');
  });

  it('says No results found for a blog or filter without posts', async () => {
    const el = await list({ ...JOURNAL, tag: 'plastic' });
    await reaches(el, 'empty');
    expect(partOf(el, 'empty')!.textContent).to.equal('No results found');
    expect(partOf(el, 'list')).to.equal(null);
    expect(partOf(el, 'pagination')).to.equal(null);
  });

  it('says Network error without a connection, Unable to load results otherwise, and tries again on Retry', async () => {
    let fail = true;
    const errors: string[] = [];
    const { fetcher, seen } = recording((url, init) =>
      fail ? Promise.reject(new TypeError('Failed to fetch')) : fetch(url, init),
    );
    // Listened for before the element exists: the refused request can fail before the fixture resolves.
    const onError = (e: Event) => errors.push((e as CustomEvent<{ message: string }>).detail.message);
    document.addEventListener('sqs-blog-list-error', onError);
    const offline = await list(JOURNAL, fetcher);
    await reaches(offline, 'failed');
    document.removeEventListener('sqs-blog-list-error', onError);
    expect(partOf(offline, 'error')!.getAttribute('role')).to.equal('alert');
    expect(partOf(offline, 'error')!.querySelector('p')!.textContent).to.equal('Network error');
    expect(errors).to.have.length(1);
    fail = false;
    partOf(offline, 'retry')!.click();
    await reaches(offline, 'success');
    expect(seen.length).to.be.greaterThan(1);
    const missing = await list({ 'collection-id': 'no-such-blog' });
    const failed = await oneEvent(missing, 'sqs-blog-list-error');
    expect(failed.detail.message).to.match(/^HTTP 404 for \S*\/api\/blog\/no-such-blog\/posts/);
    expect(partOf(missing, 'error')!.querySelector('p')!.textContent).to.equal('Unable to load results');
    expect(partOf(missing, 'retry')!.textContent).to.equal('Retry');
  });

  it('keeps its room while loading, empty and failed, so nothing below moves when the posts arrive', async () => {
    const room = parseFloat(getComputedStyle(document.documentElement).fontSize) * 24;
    const loading = await list(JOURNAL, recording(() => new Promise(() => {})).fetcher);
    await reaches(loading, 'loading');
    const empty = await list({ 'collection-id': 'empty-blog' });
    await reaches(empty, 'empty');
    const failed = await list({ 'collection-id': 'no-such-blog' });
    await reaches(failed, 'failed');
    expect([loading, empty, failed].map((el) => el.getBoundingClientRect().height)).to.deep.equal([room, room, room]);
    loading.style.setProperty('--sqs-blog-list-min-height', '200px');
    expect(loading.getBoundingClientRect().height).to.equal(200);
  });

  it('shows dates in the page’s language, or how long ago through <sqs-relative-time>', async () => {
    const french = await list({ ...JOURNAL, 'page-size': '1' }, undefined, 'fr');
    await reaches(french, 'success');
    await waitUntil(() => partOf(french, 'author')?.textContent === 'Par Ana Reyes', 'never in French');
    expect(partOf(french, 'date')!.textContent).to.equal('2 novembre 2026');
    const relative = await list({ ...JOURNAL, 'page-size': '1', 'date-format': 'relative' });
    await reaches(relative, 'success');
    const time = partOf(relative, 'date')!;
    expect(time.localName).to.equal('sqs-relative-time');
    expect(time.getAttribute('datetime')).to.equal('2026-11-02T00:00:00.000Z');
    await waitUntil(() => time.shadowRoot?.querySelector('time'), 'the relative time never rendered');
    expect(time.shadowRoot!.querySelector('time')!.getAttribute('datetime')).to.equal('2026-11-02T00:00:00.000Z');
  });

  it('gives each title the heading level asked for', async () => {
    const el = await list({ ...JOURNAL, 'page-size': '2', 'heading-level': '3' });
    await reaches(el, 'success');
    expect(partsOf(el, 'title').map((h) => h.localName)).to.deep.equal(['h3', 'h3']);
  });

  it('warns once for each bad attribute and uses the default', async () => {
    const { fetcher, seen } = recording();
    const warnings = await captureWarnings(async () => {
      const el = await list(
        {
          ...JOURNAL,
          'page-size': '300',
          'date-format': 'calendar',
          'url-format': '%x/%t',
          'heading-level': '9',
          category: 'c'.repeat(26),
          tag: 't'.repeat(51),
        },
        fetcher,
      );
      await reaches(el, 'success');
      el.setAttribute('collection-id', 'blog');
      await waitUntil(() => seen.length === 2 && el.dataset.state === 'success');
    });
    expect(warnings).to.deep.equal([
      '<sqs-blog-list>: invalid page-size="300"; using the default (10).',
      `<sqs-blog-list>: invalid category="${'c'.repeat(26)}"; using the default ("").`,
      `<sqs-blog-list>: invalid tag="${'t'.repeat(51)}"; using the default ("").`,
      '<sqs-blog-list>: invalid date-format="calendar"; using the default ("date").',
      '<sqs-blog-list>: invalid url-format="%x/%t"; using the default ("").',
      '<sqs-blog-list>: invalid heading-level="9"; using the default (2).',
    ]);
    expect([...seen[0]!.url.searchParams]).to.deep.equal([
      ['offset', '0'],
      ['limit', '10'],
    ]);
  });

  it('leaves out a filter in the page’s address that is too long, warning once', async () => {
    const { fetcher, seen } = recording();
    const warnings = await captureWarnings(() =>
      withAddress({ category: 'c'.repeat(26) }, async () => {
        const el = await list(JOURNAL, fetcher);
        await reaches(el, 'success');
      }),
    );
    expect(warnings).to.deep.equal([
      "<sqs-blog-list>: the page address's category is over 25 characters; it is left out.",
    ]);
    expect(seen[0]!.url.searchParams.has('category')).to.equal(false);
  });

  it('requests nothing without a collection, and says so once', async () => {
    const { fetcher, seen } = recording();
    const warnings = await captureWarnings(async () => {
      const el = await list({}, fetcher);
      await reaches(el, 'idle');
      el.setAttribute('page-size', '4');
      await el.updateComplete;
    });
    expect(warnings).to.deep.equal(['<sqs-blog-list>: collection-id is required; nothing is requested.']);
    expect(seen).to.have.length(0);
  });
});
