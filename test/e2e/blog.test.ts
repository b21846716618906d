import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { frameViolations } from '../support/frame-page.js';
import { shadow } from '../support/helpers.js';

/**
 * A visitor on the example blog page (served as by `npm start`; the reference API answers /api/blog/…): reads the
 * newest posts, goes to older ones, opens a tag and a category through their links — the page reloads filtered by
 * them — and comes back to every post. The page runs in a same-origin frame, so the test reads its shadow trees.
 */

type FrameWindow = Window & typeof globalThis;

let frame: HTMLIFrameElement;
const win = () => frame.contentWindow as FrameWindow;
const doc = () => frame.contentDocument!;
const blog = () => doc().querySelector<HTMLElement>('sqs-blog-list')!;
const part = (name: string) => shadow(blog()).querySelector<HTMLElement>(`[part~="${name}"]`);
const parts = (name: string) => [...shadow(blog()).querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
const titles = () => parts('title').map((h) => h.textContent);

/** Resolves once the frame has loaded its next page and its list shows posts. */
async function listed(): Promise<void> {
  await oneEvent(frame, 'load');
  await waitUntil(() => blog()?.dataset.state === 'success', 'the posts never showed', { timeout: 10000 });
}

/** Clicks the link `find` returns in the frame's page, as a visitor does, and waits for the page it opens. */
async function follow(find: () => HTMLAnchorElement | undefined): Promise<void> {
  const link = find();
  expect(link, 'no such link').to.exist;
  const next = listed();
  link!.click();
  await next;
}

/** Runs axe on the frame's page; returns the violations. */
const violations = (): Promise<string[]> => frameViolations(frame);

describe('a visitor on the blog page', function () {
  this.timeout(40000);
  beforeEach(() => {
    frame = document.createElement('iframe');
    frame.title = 'The example blog';
    frame.style.cssText = 'width: 1000px; height: 900px; border: 0';
  });
  afterEach(() => frame.remove());

  it('reads the newest posts, goes to older ones, opens a tag and comes back to every post', async () => {
    const first = listed();
    frame.src = '/examples/blog.html';
    document.body.append(frame);
    await first;
    expect(titles()).to.deep.equal([
      'Choosing timber for a dining table',
      'A week at the spring fair',
      'Sharpening a plane iron',
      'The story of our bench',
      'Finishing with hard wax oil',
    ]);
    expect(parts('title')[0]!.querySelector('a')!.href).to.equal(
      new URL('/journal/2026/11/choosing-timber-for-a-dining-table', location.href).href,
    );
    expect(await violations()).to.deep.equal([]);

    part('older')!.click();
    await waitUntil(() => titles()[0] === 'Meet the new apprentice', 'the older posts never showed');
    expect(parts('page').map((b) => b.getAttribute('aria-current'))).to.deep.equal([null, 'page', null]);
    expect(titles()).to.include('Walnut offcuts become boards');

    await follow(() =>
      parts('tags')
        .flatMap((list) => [...list.querySelectorAll('a')])
        .find((a) => a.textContent === 'walnut'),
    );
    expect(win().location.search).to.equal('?tag=walnut');
    expect(titles()).to.deep.equal(['Choosing timber for a dining table', 'Walnut offcuts become boards']);
    expect(part('filter')!.textContent).to.equal('Posts tagged walnut All posts');
    expect(part('pagination')).to.equal(null);
    expect(await violations()).to.deep.equal([]);

    await follow(() => part('all') as HTMLAnchorElement);
    expect(win().location.search).to.equal('');
    expect(titles()).to.have.length(5);
    expect(part('filter')).to.equal(null);
  });

  it('opens a category from the page’s own links and from a post’s', async () => {
    const first = listed();
    frame.src = '/examples/blog.html';
    document.body.append(frame);
    await first;
    await follow(() => [...doc().querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.textContent === 'News'));
    expect(titles()).to.deep.equal(['A week at the spring fair', 'Meet the new apprentice', 'Our first catalogue']);
    expect(part('filter')!.textContent).to.equal('Posts in News All posts');
    await follow(() =>
      parts('categories')
        .flatMap((list) => [...list.querySelectorAll('a')])
        .find((a) => a.textContent === 'Workshop'),
    );
    expect(win().location.search).to.equal('?category=Workshop');
    expect(titles()).to.deep.equal([
      'The story of our bench',
      'Meet the new apprentice',
      'Walnut offcuts become boards',
    ]);
  });
});
