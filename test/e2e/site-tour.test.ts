import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { frameViolations } from '../support/frame-page.js';
import { shadow, typeInto } from '../support/helpers.js';
import { signedOutVisitor } from '../support/site-user-session.js';

/**
 * A visitor on the example site's home page (served as by `npm start`) reaches every part of the site from its
 * navigation: the shop with its quick view, the subscriptions and gift cards, the journal, the events, the donation
 * page, the member-only page (its access-denied notice while signed out) and the locked page (its lock screen); and
 * searches from the header, which opens the search page. Each page's own end-to-end test follows it further; here
 * each link must lead to a page whose element renders, axe-clean.
 */

let frame: HTMLIFrameElement;
const doc = () => frame.contentDocument!;

/** Resolves once the frame's next page has loaded and its `tag` element has rendered into its shadow root. */
async function pageWith(tag: string): Promise<HTMLElement> {
  await oneEvent(frame, 'load');
  let el: HTMLElement | null = null;
  await waitUntil(
    () => {
      el = doc().querySelector<HTMLElement>(tag);
      return el && frame.contentWindow!.customElements.get(tag) && el.shadowRoot?.childElementCount;
    },
    `<${tag}> never rendered on ${frame.contentWindow?.location.pathname}`,
    { timeout: 10000 },
  );
  return el!;
}

/** Opens the site's home page and resolves once its search field has rendered. */
async function home(): Promise<void> {
  const ready = pageWith('sqs-search');
  frame.src = '/examples/site.html';
  if (!frame.isConnected) document.body.append(frame);
  await ready;
}

const LINKS: ReadonlyArray<[string, string, string]> = [
  ['Shop', '/examples/product-list.html', 'sqs-product-list'],
  ['Subscriptions and gift cards', '/examples/shop.html', 'sqs-product'],
  ['Journal', '/examples/blog.html', 'sqs-blog-list'],
  ['Events', '/examples/events.html', 'sqs-events'],
  ['Donate', '/examples/donation.html', 'sqs-donation'],
  ['Members', '/pages/members', 'sqs-access-denied'],
  ['Staff page', '/pages/locked', 'sqs-lock-screen'],
];

describe('a visitor on the example site', function () {
  this.timeout(120000);
  beforeEach(() => {
    frame = document.createElement('iframe');
    frame.title = 'The example site';
    frame.style.cssText = 'width: 1000px; height: 900px; border: 0';
  });
  afterEach(() => frame.remove());

  it('reaches every part of the site from the navigation', async () => {
    // The member-only page shows its access-denied notice to a signed-out visitor.
    await signedOutVisitor();
    await home();
    const nav = doc().querySelector('nav[aria-label="Site"]')!;
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.pathname])).to.deep.equal(
      LINKS.map(([name, path]) => [name, path]),
    );
    expect(await frameViolations(frame)).to.deep.equal([]);
    for (const [name, path, tag] of LINKS) {
      const link = [...doc().querySelectorAll<HTMLAnchorElement>('nav[aria-label="Site"] a')].find(
        (a) => a.textContent === name,
      )!;
      const next = pageWith(tag);
      link.click();
      await next;
      expect(frame.contentWindow!.location.pathname, name).to.equal(path);
      expect(await frameViolations(frame), `${name} (${path})`).to.deep.equal([]);
      await home();
    }
  });

  it('searches from the header and lands on the search page with the results', async () => {
    await home();
    const search = doc().querySelector('sqs-search')!;
    const input = shadow(search).querySelector('input')!;
    input.focus();
    typeInto(input, 'sourdough');
    await waitUntil(
      () => shadow(search).querySelectorAll('[role="option"]').length > 0,
      'the preview never showed results',
      { timeout: 10000 },
    );
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    const results = pageWith('sqs-search');
    await sendKeys({ press: 'Enter' });
    await results;
    expect(frame.contentWindow!.location.pathname + frame.contentWindow!.location.search).to.equal(
      '/search?q=sourdough',
    );
    const page = doc().querySelector('sqs-search')!;
    await waitUntil(
      () => [...shadow(page).querySelectorAll('a')].some((a) => a.textContent?.toLowerCase().includes('sourdough')),
      'the search page never listed the loaf',
      { timeout: 10000 },
    );
  });
});
