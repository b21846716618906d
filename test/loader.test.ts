import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { openFixture, type FixturePage } from './fixtures/open-fixture.js';

// Every element the platform ships today (the manifest test checks the list against the build).
const KNOWN = [
  'sqs-accordion',
  'sqs-accordion-item',
  'sqs-menu-tabs',
  'sqs-menu-tab',
  'sqs-marquee',
  'sqs-pricing-toggle',
  'sqs-cart-indicator',
  'sqs-cart',
  'sqs-button',
  'sqs-summary',
  'sqs-follow-button',
  'sqs-reservation',
  'sqs-animate',
  'sqs-image',
  'sqs-fit-text',
  'sqs-relative-time',
  'sqs-review-form',
  'sqs-product',
];
const ACCORDION = [
  '/dist/chunks/composite.js',
  '/dist/chunks/load-chunk.js',
  '/dist/chunks/page-locale.js',
  '/dist/chunks/platform.js',
  '/dist/chunks/react.js',
  '/dist/elements/accordion-item.js',
  '/dist/elements/accordion.js',
];

/** The runtime the loader also loads (the census, the collector and the metrics library are its lazily loaded parts). */
const RUNTIME = [
  '/dist/runtime.js',
  '/dist/chunks/runtime-core.js',
  '/dist/chunks/runtime-census.js',
  '/dist/chunks/runtime-performance.js',
  '/dist/chunks/web-vitals.js',
];

/**
 * Returns `files` without the chunk loader, which the runtime imports as well as the elements: whether a page asked
 * for it for an element or for the runtime depends on which came first.
 */
const withoutChunkLoader = (files: string[]) => files.filter((path) => path !== '/dist/chunks/load-chunk.js');

/** Returns every file a page fetched from dist/, in order, with chunk hashes dropped (`/dist/chunks/react.js`). */
function allDistFiles(page: FixturePage, since?: number): string[] {
  return page
    .fetched(since)
    .filter((path) => /^\/dist\//.test(path))
    .map((path) => path.replace(/^(\/dist\/chunks\/.+)-[\w-]{8}\.js$/, '$1.js'));
}

/** Returns the element files a page fetched from dist/: everything but the runtime, which every page gets. */
function distFiles(page: FixturePage, since?: number): string[] {
  return allDistFiles(page, since).filter((path) => !RUNTIME.includes(path));
}

const sorted = (list: string[]) => [...list].sort();

/** Resolves once every element matching `selector` in the page is defined and has rendered its shadow root. */
async function rendered(page: FixturePage, selector: string, root: ParentNode = page.document): Promise<Element[]> {
  const elements = [...root.querySelectorAll(selector)];
  expect(elements, `no ${selector} in the page`).to.not.be.empty;
  await waitUntil(() => elements.every((el) => el.matches(':defined')), `${selector} never defined`, { timeout: 5000 });
  await Promise.all(elements.map((el) => (el as Element & { updateComplete: Promise<void> }).updateComplete));
  await waitUntil(() => elements.every((el) => el.shadowRoot?.querySelector('[part]')), `${selector} never rendered`, {
    timeout: 5000,
  });
  return elements;
}

/** Returns a new `<sqs-accordion>` of the page holding one item. */
function accordionIn(page: FixturePage): HTMLElement {
  const accordion = page.document.createElement('sqs-accordion');
  const item = page.document.createElement('sqs-accordion-item');
  item.setAttribute('heading', 'Added later');
  item.textContent = 'Content added after the page loaded.';
  accordion.append(item);
  return accordion;
}

describe('the autoloader (dist/loader.js)', () => {
  let page: FixturePage | undefined;
  afterEach(() => {
    page?.close();
    page = undefined;
  });

  it('fetches the accordion modules, React and the platform chunk for a page with an accordion, and nothing of the other elements', async () => {
    page = await openFixture('loader-accordion.html');
    await rendered(page, 'sqs-accordion, sqs-accordion-item');
    expect(sorted(distFiles(page))).to.deep.equal(sorted(['/dist/loader.js', ...ACCORDION]));
    for (const tag of KNOWN.filter((t) => !t.startsWith('sqs-accordion'))) {
      expect(page.window.customElements.get(tag), `${tag} was defined`).to.be.undefined;
    }
    expect(page.log.warnings).to.deep.equal([]);
    expect(page.log.errors).to.deep.equal([]);
  });

  it('preloads React and the platform chunk the moment it sees the first element, so they download beside its module', async () => {
    page = await openFixture('loader-accordion.html');
    await rendered(page, 'sqs-accordion, sqs-accordion-item');
    const links = [...page.document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    const preloaded = links.map((link) => new URL(link.href).pathname.replace(/-[\w-]{8}\.js$/, '.js'));
    // Once for the page, however many elements: the shared chunks of ACCORDION, not the elements' own modules.
    expect(preloaded).to.deep.equal([
      '/dist/chunks/load-chunk.js',
      '/dist/chunks/page-locale.js',
      '/dist/chunks/platform.js',
      '/dist/chunks/react.js',
    ]);
    const timing = (pattern: RegExp) =>
      page!.window.performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => pattern.test(new URL(entry.name).pathname));
    const [react] = timing(/^\/dist\/chunks\/react-[\w-]{8}\.js$/);
    const modules = timing(/^\/dist\/elements\/accordion(-item)?\.js$/);
    expect(modules).to.have.length(2);
    // Without the preload React is asked for only once an element's module has arrived and been parsed.
    const firstArrived = Math.min(...modules.map((entry) => entry.responseEnd));
    // At most, not below: WebKit rounds resource times to whole milliseconds.
    expect(react!.startTime, 'React requested before the first element module arrived').to.be.at.most(firstArrived);
    expect(distFiles(page).filter((path) => path === '/dist/chunks/react.js')).to.have.length(1);
  });

  it('loads the runtime, which starts itself and brings no React', async () => {
    page = await openFixture('loader-empty.html');
    await waitUntil(() => (page!.window as Window & { sqsRuntime?: object }).sqsRuntime, 'the runtime never started');
    expect(allDistFiles(page)).to.include('/dist/runtime.js');
    expect(allDistFiles(page)).not.to.include('/dist/chunks/react.js');
  });

  it('defines nothing up front: a page without sqs-* elements fetches no element module and no React', async () => {
    page = await openFixture('loader-empty.html');
    for (const tag of KNOWN) expect(page.window.customElements.get(tag), `${tag} was defined`).to.be.undefined;
    expect(withoutChunkLoader(distFiles(page))).to.deep.equal(['/dist/loader.js']);
    expect(page.document.querySelector('link[rel="modulepreload"]')).to.be.null;

    // Whatever an element needs is requested only once the element appears.
    const appeared = page.window.performance.now();
    page.document.body.append(page.document.createElement('sqs-accordion-item'));
    await rendered(page, 'sqs-accordion-item');
    const needed = [
      '/dist/chunks/composite.js',
      '/dist/chunks/load-chunk.js',
      '/dist/chunks/page-locale.js',
      '/dist/chunks/platform.js',
      '/dist/chunks/react.js',
      '/dist/elements/accordion-item.js',
    ];
    expect(sorted(withoutChunkLoader(distFiles(page, appeared)))).to.deep.equal(withoutChunkLoader(needed));
    expect(sorted(distFiles(page))).to.deep.equal(sorted(['/dist/loader.js', ...needed]));
  });

  it('loads and defines an element added after the page loaded', async () => {
    page = await openFixture('loader-item.html');
    await rendered(page, 'sqs-accordion-item');
    expect(page.window.customElements.get('sqs-accordion')).to.be.undefined;

    const added = page.window.performance.now();
    page.document.body.append(accordionIn(page));
    const [accordion] = await rendered(page, 'sqs-accordion');
    expect(accordion!.shadowRoot!.querySelector('[part~="base"] slot')).to.exist;
    expect(distFiles(page, added)).to.deep.equal(['/dist/elements/accordion.js']);
  });

  it("loads an element that appears inside another element's shadow root", async () => {
    page = await openFixture('loader-item.html');
    const [item] = await rendered(page, 'sqs-accordion-item');

    const added = page.window.performance.now();
    item!.shadowRoot!.append(page.document.createElement('sqs-accordion'));
    const [nested] = await rendered(page, 'sqs-accordion', item!.shadowRoot!);
    expect(nested!.shadowRoot!.querySelector('[part~="base"]')).to.exist;
    expect(distFiles(page, added)).to.deep.equal(['/dist/elements/accordion.js']);
  });

  it('imports each module once, however many instances appear and whenever', async () => {
    page = await openFixture('loader-many.html');
    await rendered(page, 'sqs-accordion, sqs-accordion-item');
    const { body } = page.document;
    body.append(...Array.from({ length: 10 }, () => accordionIn(page!)));
    for (let i = 0; i < 5; i++) body.append(accordionIn(page));
    const all = await rendered(page, 'sqs-accordion, sqs-accordion-item');
    expect(all).to.have.length(12 * 3 + 15 * 2);

    const files = page.fetched().filter((path) => path.startsWith('/dist/'));
    expect(files.length, files.join('\n')).to.equal(new Set(files).size);
    expect(sorted(distFiles(page))).to.deep.equal(sorted(['/dist/loader.js', ...ACCORDION]));
  });

  it('warns once, naming the tag, about an unknown sqs-* element, however many there are', async () => {
    page = await openFixture('loader-unknown.html');
    // The item is handled after the unknown tag in the same batch, so once it renders the batch is done.
    page.document.body.append(
      page.document.createElement('sqs-nope'),
      page.document.createElement('sqs-accordion-item'),
    );
    await rendered(page, 'sqs-accordion-item');

    expect(page.log.warnings).to.have.length(1);
    expect(page.log.warnings[0]).to.contain('<sqs-nope>');
    expect(page.log.warnings[0]).to.contain('NotFoundError: Not found: elements/nope.js');
    expect(page.fetched().some((path) => path.includes('nope'))).to.be.false;
    expect(page.window.customElements.get('sqs-nope')).to.be.undefined;
    expect(page.log.errors).to.deep.equal([]);
  });
});

describe('the autoloader when an element module cannot be loaded', () => {
  let page: FixturePage | undefined;
  afterEach(() => {
    page?.close();
    page = undefined;
  });

  it("tries once more, then marks the element data-load-failed and names it with 'Loading chunk {id} failed'", async () => {
    page = await openFixture('loader-failed.html');
    const item = page.document.querySelector('sqs-accordion-item')!;
    await waitUntil(() => item.hasAttribute('data-load-failed'), 'never marked', { timeout: 5000 });
    // The retry asks for another URL (engines keep a failed import's result), which this page maps elsewhere.
    expect(page.fetched()).to.include.members([
      '/dist/elements/missing-accordion-item.js',
      '/dist/elements/missing-accordion-item-retry.js',
    ]);
    expect(page.log.errors).to.have.length(1);
    expect(page.log.errors[0]).to.contain('<sqs-accordion-item>');
    expect(page.log.errors[0]).to.contain('Loading chunk accordion-item failed');
    expect(page.window.customElements.get('sqs-accordion-item')).to.be.undefined;
  });

  it('loads it again when the element dispatches sqs-retry, and clears the mark once defined', async () => {
    page = await openFixture('loader-failed.html');
    const item = page.document.querySelector('sqs-accordion-item')!;
    await waitUntil(() => item.hasAttribute('data-load-failed'), 'never marked', { timeout: 5000 });
    item.dispatchEvent(new page.window.CustomEvent('sqs-retry', { bubbles: true, composed: true }));
    expect(item.hasAttribute('data-load-failed')).to.be.false;
    await rendered(page, 'sqs-accordion-item');
    expect(page.fetched()).to.include('/dist/elements/accordion-item.js?retry=2');
  });

  it('loads it again when another such element is connected', async () => {
    page = await openFixture('loader-failed.html');
    const item = page.document.querySelector('sqs-accordion-item')!;
    await waitUntil(() => item.hasAttribute('data-load-failed'), 'never marked', { timeout: 5000 });
    page.document.body.append(page.document.createElement('sqs-accordion-item'));
    await rendered(page, 'sqs-accordion-item');
    expect(item.hasAttribute('data-load-failed')).to.be.false;
  });

  it('takes the module on its retry when only the first attempt failed, with no error', async () => {
    page = await openFixture('loader-flaky.html');
    await rendered(page, 'sqs-accordion-item');
    const files = page.fetched();
    expect(files).to.include.members([
      '/dist/elements/missing-accordion-item.js',
      '/dist/elements/accordion-item.js?retry=1',
    ]);
    expect(page.document.querySelector('[data-load-failed]')).to.be.null;
    expect(page.log.errors).to.deep.equal([]);
  });
});

describe("the autoloader and the page's type", () => {
  let page: FixturePage | undefined;
  afterEach(() => {
    page?.close();
    page = undefined;
  });

  /** Resolves once the runtime started, so the loader's start-up work is done. */
  const started = (p: FixturePage) =>
    waitUntil(() => (p.window as Window & { sqsRuntime?: object }).sqsRuntime, 'the runtime never started');

  for (const [fixture, type, root] of [
    ['loader-cart-page.html', 'show cart (200)', '#sqs-cart-root'],
    ['loader-cart-v2-page.html', 'commerce cart v2 (205)', '#sqs-cart-container'],
  ] as const) {
    it(`loads the cart page code on a ${type} page and mounts <sqs-cart> into ${root}`, async () => {
      page = await openFixture(fixture);
      await started(page);
      const [cart] = await rendered(page, `${root} > sqs-cart`);
      expect(page.document.querySelectorAll('sqs-cart')).to.have.length(1);
      expect(cart!.parentElement!.matches(root)).to.be.true;
      expect(distFiles(page)).to.include.members(['/dist/loader.js', '/dist/elements/cart.js']);
      expect(page.log.infos).to.deep.equal([]);
      expect(page.log.errors).to.deep.equal([]);
    });
  }

  it('loads the review form on a reviews request (209) page and puts it into the root with the token of its data-token', async () => {
    page = await openFixture('loader-reviews-page.html');
    await started(page);
    const [form] = await rendered(page, '#sqs-reviews-request-root > sqs-review-form');
    expect(form.getAttribute('token')).to.equal('example-review-used');
    expect(page.document.querySelectorAll('sqs-review-form')).to.have.length(1);
    expect(distFiles(page)).to.include('/dist/elements/review-form.js');
    expect(page.log.infos).to.deep.equal([]);
  });

  it('asks for nothing on another page type, even with a cart root', async () => {
    page = await openFixture('loader-cart-root-page.html');
    await started(page);
    expect(page.log.infos).to.deep.equal([]);
    expect(withoutChunkLoader(distFiles(page))).to.deep.equal(['/dist/loader.js']);
  });
});

describe('dist/sqs-elements.js included twice on one page', () => {
  let page: FixturePage | undefined;
  afterEach(() => {
    page?.close();
    page = undefined;
  });

  it('under another query string: shares every module with the first, defines each element once, and neither throws nor warns', async () => {
    page = await openFixture('all-twice.html');
    await rendered(page, 'sqs-accordion, sqs-accordion-item');
    expect(page.log.errors).to.deep.equal([]);
    expect(page.log.warnings).to.deep.equal([]);
    const files = page.fetched().filter((path) => path.startsWith('/dist/'));
    expect(files).to.include.members(['/dist/sqs-elements.js', '/dist/sqs-elements.js?copy=2']);
    expect(files.length, files.join('\n')).to.equal(new Set(files).size);
  });

  it('as a second copy at another URL: keeps the first definitions, warns once per element and does not throw', async () => {
    page = await openFixture('all-two-copies.html');
    await rendered(page, 'sqs-accordion, sqs-accordion-item');
    // The second copy really ran: its own element modules were fetched.
    expect(page.fetched()).to.include('/dist//elements/accordion.js');
    expect(page.log.errors).to.deep.equal([]);

    const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as {
      modules: Array<{ declarations?: Array<{ tagName?: string }> }>;
    };
    const tags = manifest.modules.flatMap((m) => m.declarations ?? []).flatMap((d) => (d.tagName ? [d.tagName] : []));
    const defined = tags.filter((tag) => page!.window.customElements.get(tag));
    expect(defined).to.include.members(['sqs-accordion', 'sqs-accordion-item']);
    expect(page.log.warnings).to.have.length(defined.length);
    for (const tag of defined) {
      expect(
        page.log.warnings.filter((w) => w.includes(`<${tag}>`)),
        tag,
      ).to.have.length(1);
    }
  });
});

describe("the autoloader and other libraries' shadow roots", () => {
  let page: FixturePage | undefined;
  afterEach(() => {
    page?.close();
    page = undefined;
  });

  type LitHost = Element & { updateComplete: Promise<boolean>; renderRoot: ShadowRoot };

  /** Resolves with the shadow root `<lit-cart-host>` (`host`, or the one inside `host`'s root) rendered into. */
  async function cartHostRoot(host: Element): Promise<ShadowRoot> {
    await (host as LitHost).updateComplete;
    const cartHost = host.localName === 'lit-cart-host' ? host : host.shadowRoot!.querySelector('lit-cart-host')!;
    await (cartHost as LitHost).updateComplete;
    return cartHost.shadowRoot!;
  }

  /** Checks that the `<sqs-cart-indicator count="2">` in `root` was loaded, defined and rendered. */
  async function indicatorRendered(p: FixturePage, root: ShadowRoot): Promise<void> {
    const [indicator] = await rendered(p, 'sqs-cart-indicator', root);
    expect(indicator!.shadowRoot!.querySelector('[part="count"]')!.textContent).to.equal('2');
    expect(distFiles(p)).to.include('/dist/elements/cart-indicator.js');
    expect(p.log.errors).to.deep.equal([]);
  }

  for (const [tag, where] of [
    ['lit-cart-host', "a Lit element's shadow root"],
    ['lit-nested-host', "a Lit element's shadow root inside another Lit element's shadow root"],
  ] as const) {
    it(`loads an sqs-* element rendered only in ${where} before the autoloader started`, async () => {
      page = await openFixture(`loader-lit-hosts.html?hosts=${tag}`);
      const host = page.document.querySelector(tag)!;
      await indicatorRendered(page, await cartHostRoot(host));
    });

    it(`loads an sqs-* element rendered only in ${where} connected after the autoloader started`, async () => {
      page = await openFixture('loader-lit-hosts.html');
      const host = page.document.createElement(tag);
      page.document.body.append(host);
      await indicatorRendered(page, await cartHostRoot(host));
    });
  }

  it('loads an sqs-* element in a closed shadow root its host hands over with observe()', async () => {
    page = await openFixture('loader-lit-closed.html');
    const host = page.document.querySelector('lit-closed-host') as LitHost;
    await host.updateComplete;
    expect(host.shadowRoot, 'the root is closed').to.be.null;
    await indicatorRendered(page, host.renderRoot);
  });

  it('asks for no element module before the page has painted the server render, then takes it over', async () => {
    page = await openFixture('loader-server-rendered.html');
    const [accordion] = await rendered(page, 'sqs-accordion, sqs-accordion-item');
    const win = page.window;
    await waitUntil(() => win.performance.getEntriesByName('first-contentful-paint').length > 0, 'the page paints');
    const painted = win.performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    // The elements' modules and the chunks every element imports (the chunk loader, which the autoloader imports
    // itself, downloads with it).
    const modules = win.performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/dist\/(elements\/|chunks\/(react|platform)-)/.test(new URL(entry.name).pathname));
    expect(modules).to.have.length(4);
    // At least, not above: WebKit rounds resource times to whole milliseconds.
    for (const entry of modules) expect(entry.startTime + 1, entry.name).to.be.at.least(painted);
    // Taken over: the server's nodes (and their stylesheet link) are gone, the element's own are there.
    expect(accordion!.shadowRoot!.querySelector('link')).to.equal(null);
    expect(page.log.warnings).to.deep.equal([]);
    expect(page.log.errors).to.deep.equal([]);
  });

  it('starts all the same in a frame the browser does not render, which never paints', async () => {
    const frame = document.createElement('iframe');
    frame.title = 'loader-server-rendered.html, not rendered';
    frame.style.display = 'none';
    frame.src = '/test/fixtures/loader-server-rendered.html';
    const loaded = oneEvent(frame, 'load');
    document.body.append(frame);
    try {
      await loaded;
      const accordion = frame.contentDocument!.querySelector('sqs-accordion')!;
      await waitUntil(() => accordion.matches(':defined'), 'the accordion is defined', { timeout: 5000 });
    } finally {
      frame.remove();
    }
  });
});
