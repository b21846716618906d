import { expect, waitUntil } from '@open-wc/testing';
import { unlessServerRendered } from '../../elements/shared/pre-upgrade-sheet.js';

/**
 * dist/styles/elements.css keeps every element from shifting the page before its code loads. The build collects it
 * from the element folders: each element the manifest lists (every folder with a define.ts: the manifest's build
 * fails otherwise) keeps its `:not(:defined)` rules in `<name>.pre-upgrade.ts`, and they are all in the built sheet,
 * which tokens.css carries too.
 */
const text = async (path: string): Promise<string> => (await fetch(path)).text();
const manifest = JSON.parse(await text('/dist/custom-elements.json')) as {
  modules: Array<{ declarations: Array<{ tagName: string }> }>;
};
const tags = manifest.modules.map((m) => m.declarations[0]!.tagName).sort();

/** Returns the export of an element's rules in its folder: `accordion-item` → `accordionItemPreUpgrade`. */
const exportName = (name: string): string =>
  `${name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}PreUpgrade`;

describe('dist/styles/elements.css', () => {
  let css: string;
  before(async () => {
    css = await text('/dist/styles/elements.css');
  });

  for (const tag of tags) {
    const name = tag.slice('sqs-'.length);
    it(`has the pre-upgrade rules of <${tag}> from elements/${name}/${name}.pre-upgrade.ts`, async () => {
      const module = (await import(`/elements/${name}/${name}.pre-upgrade.ts`)) as Record<string, unknown>;
      const rules = module[exportName(name)];
      expect(rules, `elements/${name}/${name}.pre-upgrade.ts exports ${exportName(name)}`).to.be.a('string');
      const rule = new RegExp(`(^|[\\s,])${tag}(\\[[^\\]]*\\])*:not\\(:defined\\)`, 'm');
      expect(rules).to.match(rule);
      // In the sheet, each rule leaves an element rendered on a server alone.
      expect(css).to.match(
        new RegExp(`(^|[\\s,])${tag}(\\[[^\\]]*\\])*:not\\(:defined, \\[data-server-rendered\\]\\)`, 'm'),
      );
      expect(css).to.include(unlessServerRendered(rules as string));
    });
  }

  it('parses as a stylesheet and is part of tokens.css', async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    expect(sheet.cssRules.length).to.be.greaterThan(tags.length);
    expect(await text('/dist/styles/tokens.css')).to.include(css.trim());
  });

  it('reserves the grid a gallery will lay out, before the gallery is defined', async () => {
    const frame = await framed(`<sqs-gallery design="grid">${figures(2)}</sqs-gallery>`);
    const boxes = frame.contentDocument!.querySelectorAll('figure');
    const first = boxes[0]!.getBoundingClientRect();
    expect(first.width).to.be.closeTo((800 - 3 * 20) / 4, 1);
    expect(first.height).to.be.closeTo(first.width, 1);
    expect(boxes[1]!.getBoundingClientRect().left).to.be.closeTo(first.right + 20, 1);
    frame.remove();
  });

  // The designs whose box CSS can know: the reserved box is the upgraded gallery's, to the pixel.
  const designs = [
    'design="grid"',
    'design="grid" image-aspect-ratio="4:3"',
    'design="slider"',
    'design="carousel"',
    'design="stacked" image-aspect-ratio="16:9" thumbnails',
  ];
  // Numeric attributes are read with typed attr() (elsewhere the defaults apply).
  if (CSS.supports('width', 'attr(x px, 1px)')) designs.push('design="grid" slides-per-row="3" padding="10"');
  // Autogrid counts its columns with typed arithmetic (elsewhere the stand-in grid can differ by a row).
  if (CSS.supports('scale', 'calc(10px / 5px)')) designs.push('design="autogrid"');
  for (const attributes of designs) {
    it(`reserves the box a gallery with ${attributes} takes once upgraded`, async () => {
      const frame = await framed(`<sqs-gallery ${attributes}>${figures(6)}</sqs-gallery><p id="after">after</p>`);
      const doc = frame.contentDocument!;
      const after = (): number => doc.getElementById('after')!.getBoundingClientRect().top;
      const before = after();
      expect(before).to.be.greaterThan(100);
      const script = doc.createElement('script');
      script.type = 'module';
      script.src = '/dist/elements/gallery.js';
      doc.head.append(script);
      await frame.contentWindow!.customElements.whenDefined('sqs-gallery');
      // Measured once the upgraded gallery has rendered and laid out (its width is read in the first frame).
      await (doc.querySelector('sqs-gallery') as Element & { updateComplete: Promise<void> }).updateComplete;
      await new Promise((resolve) =>
        frame.contentWindow!.requestAnimationFrame(() => frame.contentWindow!.requestAnimationFrame(resolve)),
      );
      await (doc.querySelector('sqs-gallery') as Element & { updateComplete: Promise<void> }).updateComplete;
      expect(after()).to.be.closeTo(before, 0.5);
      frame.remove();
    });
  }

  it('keeps an expand-first accordion’s height from before upgrade: its first item is open from its first frame', async () => {
    const frame = await framed(
      `<sqs-accordion expand-first><sqs-accordion-item heading="Shipping">Orders ship within two business days.</sqs-accordion-item><sqs-accordion-item heading="Returns">Return anything within 30 days.</sqs-accordion-item></sqs-accordion><p id="after">after</p>`,
    );
    const heights = await heightsUntil(
      frame,
      'accordion',
      'sqs-accordion',
      (el) => el.querySelector('sqs-accordion-item')?.getAttribute('data-state') === 'open',
    );
    expect(new Set(heights).size, heights.join()).to.equal(1);
    frame.remove();
  });

  it('reserves the box an announcement bar with text takes once upgraded, in both layouts', async () => {
    const bars = [
      '<sqs-announcement-bar text="Free shipping on every order this week, and a gift with the next" href="/shop" dismissible>',
      '<sqs-announcement-bar text="Closed on Monday">',
    ];
    for (const [bar, width] of bars.flatMap((b) => [800, 1100].map((w) => [b, w] as const))) {
      const frame = await framed(`${bar}</sqs-announcement-bar><p id="after">after</p>`);
      frame.style.width = `${width}px`;
      const doc = frame.contentDocument!;
      const host = doc.querySelector('sqs-announcement-bar')!;
      const before = { host: boxOf(host), after: boxOf(doc.getElementById('after')!) };
      expect(before.host[3]).to.be.greaterThan(20);
      const loading = upgrade(frame, 'announcement-bar', 'sqs-announcement-bar');
      await frame.contentWindow!.customElements.whenDefined('sqs-announcement-bar');
      expect(boxOf(host), `${bar} at ${width} px, defined`).to.deep.equal(before.host);
      await loading;
      expect((host as HTMLElement).dataset.layout).to.equal(width === 800 ? 'mobile' : 'desktop');
      expect(boxOf(host), `${bar} at ${width} px, rendered`).to.deep.equal(before.host);
      expect(boxOf(doc.getElementById('after')!)).to.deep.equal(before.after);
      frame.remove();
    }
  });

  it('reserves the box a cart indicator keeps once upgraded, while it has nothing to show yet', async () => {
    const frame = await framed(
      `<header style="display:flex;align-items:center"><span id="brand">Brand</span><sqs-cart-indicator></sqs-cart-indicator></header><p id="after">after</p>`,
    );
    const doc = frame.contentDocument!;
    const host = doc.querySelector('sqs-cart-indicator')!;
    const box = (): number[] => ['top', 'left', 'width', 'height'].map((k) => host.getBoundingClientRect()[k as 'top']);
    const before = { host: box(), after: doc.getElementById('after')!.getBoundingClientRect().top };
    // The bag icon (24 px) in its padding (4 px around).
    expect(before.host.slice(2)).to.deep.equal([32, 32]);
    await upgrade(frame, 'cart-indicator', 'sqs-cart-indicator');
    expect(box()).to.deep.equal(before.host);
    expect(doc.getElementById('after')!.getBoundingClientRect().top).to.equal(before.after);
    frame.remove();
  });

  it('reserves the box a form builds to from --sqs-form-min-height, and keeps it while it builds and once built', async () => {
    const frame = await framed(
      `<style>sqs-form { --sqs-form-min-height: 320px; }</style><sqs-form form-id="f"><script type="application/json">
        { "fields": [{ "id": "name", "type": "text", "label": "Name" }, { "id": "email", "type": "email", "label": "Email" }] }
      </script></sqs-form><p id="after">after</p>`,
    );
    const doc = frame.contentDocument!;
    const host = doc.querySelector('sqs-form')!;
    const before = { host: boxOf(host), after: boxOf(doc.getElementById('after')!) };
    expect(before.host[3]).to.equal(320);
    const loading = upgrade(frame, 'form', 'sqs-form');
    await frame.contentWindow!.customElements.whenDefined('sqs-form');
    expect(boxOf(host)).to.deep.equal(before.host);
    await loading;
    const built = host.shadowRoot!.querySelector('[part~="submit"]')!;
    expect(built.getBoundingClientRect().bottom).to.be.within(100, before.host[1]! + 320);
    expect(boxOf(host)).to.deep.equal(before.host);
    expect(boxOf(doc.getElementById('after')!)).to.deep.equal(before.after);
    frame.remove();
  });

  it('keeps a follow button’s line, before upgrade and as a link', async () => {
    const frame = await framed(
      `<p>Follow <sqs-follow-button username="acme_co"></sqs-follow-button> us</p><p id="after">after</p>`,
    );
    const heights = await heightsUntil(frame, 'follow-button', 'sqs-follow-button', (el) =>
      Boolean(el.shadowRoot?.querySelector('[part~="link"]')),
    );
    expect(new Set(heights).size, heights.join()).to.equal(1);
    frame.remove();
  });

  it("keeps the review form's room in the reviews request page's root until the autoloader puts the form there", async () => {
    const frame = await framed(
      `<div id="sqs-reviews-request-root"></div><sqs-review-form token="t"></sqs-review-form><p id="after">after</p>`,
    );
    const doc = frame.contentDocument!;
    const root = doc.getElementById('sqs-reviews-request-root')!;
    const form = doc.querySelector('sqs-review-form')!;
    expect(root.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(root.getBoundingClientRect().height).to.equal(form.getBoundingClientRect().height);
    const height = root.getBoundingClientRect().height;
    root.append(form);
    expect(root.getBoundingClientRect().height).to.equal(height);
    frame.remove();
  });

  it("keeps the room of the review form's heading: its loading state or a message in its place moves nothing", async () => {
    const frame = await framed(`<sqs-review-form token=""></sqs-review-form><p id="after">after</p>`);
    const doc = frame.contentDocument!;
    const after = (): number => doc.getElementById('after')!.getBoundingClientRect().top;
    const before = after();
    expect(before).to.be.greaterThan(0);
    await upgrade(frame, 'review-form', 'sqs-review-form');
    const heading = doc.querySelector('sqs-review-form')!.shadowRoot!.querySelector('[part~="heading"]')!;
    expect(heading.textContent).to.equal('This review link is not valid');
    expect(after()).to.be.closeTo(before, 0.5);
    frame.remove();
  });

  it('reserves the room a moving marquee leaves for its wave (wave-intensity 1 to 4), and none under reduced motion', async () => {
    for (const intensity of [1, 3]) {
      const frame = await framed(
        `<sqs-marquee wave-intensity="${intensity}">Fresh sourdough every morning</sqs-marquee><p id="after">after</p>`,
      );
      const doc = frame.contentDocument!;
      const after = (): number => doc.getElementById('after')!.getBoundingClientRect().top;
      const before = after();
      await upgrade(frame, 'marquee', 'sqs-marquee');
      const viewport = doc.querySelector('sqs-marquee')!.shadowRoot!.querySelector<HTMLElement>('[part~="viewport"]')!;
      await waitUntil(() => viewport.style.paddingBlock, `the marquee with wave-intensity ${intensity} never moved`);
      expect(after()).to.be.closeTo(before, 0.5);
      frame.remove();
    }
    const css = await text('/dist/styles/elements.css');
    expect(css).to.match(/@media \(prefers-reduced-motion: no-preference\) \{\s*sqs-marquee\[wave-intensity='1'\]/);
  });
  it('reserves the one row a mobile information bar shows at 1024 px or less, and no room above', async () => {
    const context = JSON.stringify({
      websiteSettings: {
        mobileInfoBarSettings: {
          isContactEmailEnabled: true,
          contactEmail: 'hello@example.com',
          isContactPhoneNumberEnabled: true,
          contactPhoneNumber: '+1 555 010 2030',
          isLocationEnabled: true,
          location: '12 Example Street, Springfield',
          isBusinessHoursEnabled: true,
          businessHours: 'Mon–Fri 9:00–18:00',
        },
      },
    });
    for (const width of [400, 1024, 1025]) {
      const frame = await framed(
        `<script type="application/json" id="sqs-site-context">${context}</script><sqs-mobile-info-bar></sqs-mobile-info-bar><p id="after">after</p>`,
      );
      frame.style.width = `${width}px`;
      const doc = frame.contentDocument!;
      const host = doc.querySelector('sqs-mobile-info-bar')!;
      const before = { host: boxOf(host), after: boxOf(doc.getElementById('after')!) };
      // Its 44 px links in 8 px of padding above and below, or nothing above 1024 px.
      expect(before.host[3]).to.equal(width > 1024 ? 0 : 60);
      const loading = upgrade(frame, 'mobile-info-bar', 'sqs-mobile-info-bar');
      await frame.contentWindow!.customElements.whenDefined('sqs-mobile-info-bar');
      // Above 1024 px the hidden bar is a block of no height instead of none: only its height is compared.
      const same = (): number[] => (width > 1024 ? boxOf(host).slice(3) : boxOf(host));
      expect(same(), `at ${width} px, defined`).to.deep.equal(width > 1024 ? [0] : before.host);
      await loading;
      expect((host as HTMLElement).dataset.state).to.equal(width > 1024 ? 'hidden' : 'shown');
      if (width === 400) {
        // Four long details in one row wider than the window: it scrolls sideways from its start.
        const list = host.shadowRoot!.querySelector('[part~="list"]')!;
        const items = [...list.children].map((item) => item.getBoundingClientRect());
        expect(list.scrollWidth).to.be.greaterThan(list.clientWidth);
        expect(new Set(items.map((item) => item.top)).size).to.equal(1);
        expect(items[0]!.left).to.be.at.least(list.getBoundingClientRect().left);
      }
      expect(same(), `at ${width} px, rendered`).to.deep.equal(width > 1024 ? [0] : before.host);
      expect(boxOf(doc.getElementById('after')!)).to.deep.equal(before.after);
      frame.remove();
    }
  });

  it('reserves the rows every product shows, the box the upgraded product keeps (product.test.ts)', async () => {
    const frame = await framed(`<div style="line-height: 1.5"><sqs-product slug="a"></sqs-product></div>`);
    const height = frame.contentDocument!.querySelector('sqs-product')!.getBoundingClientRect().height;
    // Four 12 px gaps, the name's line (16 px at 1.5), two 21 px lines, 4 px, the 44 px field and the 44 px button.
    expect(height).to.be.closeTo(4 * 12 + 24 + 2 * 21 + 4 + 2 * 44, 0.5);
    frame.remove();
  });

  it('reserves the widget of the layout a reservation block’s own width gives, which the upgraded block keeps', async () => {
    const frame = await framed(
      [900, 800, 600]
        .map((w) => `<div style="width:${w}px"><sqs-reservation restaurant-id="1"></sqs-reservation></div>`)
        .join(''),
    );
    const blocks = [...frame.contentDocument!.querySelectorAll<HTMLElement>('sqs-reservation')];
    const before = blocks.map((el) => el.getBoundingClientRect().height);
    // The wide and standard layouts' one line, the column's form: each with the gap and a status line.
    expect(before[0]).to.equal(before[1]);
    expect(before[2]).to.be.greaterThan(before[0]!);
    await upgrade(frame, 'reservation', 'sqs-reservation');
    const layouts = ['wide', 'standard', 'column'];
    await waitUntil(
      () => blocks.every((el, i) => el.dataset.layout === layouts[i]),
      'the blocks never took their layouts',
    );
    expect(blocks.map((el) => el.getBoundingClientRect().height)).to.deep.equal(before);
    frame.remove();
  });

  it('reserves the room a summary block keeps while it loads (summary.test.ts), 120 px or what the page sets', async () => {
    const frame = await framed(
      `<sqs-summary block-id="a"></sqs-summary><sqs-summary style="--sqs-summary-min-height: 300px"></sqs-summary>`,
    );
    const blocks = [...frame.contentDocument!.querySelectorAll('sqs-summary')];
    expect(blocks.map((el) => el.getBoundingClientRect().height)).to.deep.equal([120, 300]);
    frame.remove();
  });
});

/** Loads `dist/elements/<name>.js` into `frame` and resolves once `tag` has upgraded and rendered. */
async function upgrade(frame: HTMLIFrameElement, name: string, tag: string): Promise<void> {
  const doc = frame.contentDocument!;
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = `/dist/elements/${name}.js`;
  doc.head.append(script);
  await frame.contentWindow!.customElements.whenDefined(tag);
  await (doc.querySelector(tag) as Element & { updateComplete: Promise<void> }).updateComplete;
  await new Promise((resolve) =>
    frame.contentWindow!.requestAnimationFrame(() => frame.contentWindow!.requestAnimationFrame(resolve)),
  );
}

/** Returns an element's top, left, width and height in its window. */
function boxOf(el: Element): number[] {
  const r = el.getBoundingClientRect();
  return [r.top, r.left, r.width, r.height];
}

/**
 * Loads `dist/elements/<name>.js` into `frame` and returns every height `tag` took from before its upgrade until `done`
 * holds (each size a ResizeObserver saw, and the last).
 */
async function heightsUntil(
  frame: HTMLIFrameElement,
  name: string,
  tag: string,
  done: (el: HTMLElement) => boolean,
): Promise<number[]> {
  const win = frame.contentWindow! as typeof window;
  const el = frame.contentDocument!.querySelector<HTMLElement>(tag)!;
  const heights = [el.getBoundingClientRect().height];
  const observer = new win.ResizeObserver(() => heights.push(el.getBoundingClientRect().height));
  observer.observe(el);
  await upgrade(frame, name, tag);
  await waitUntil(() => done(el), `<${tag}> never got there (it is ${el.dataset.state})`);
  await new Promise((resolve) => win.requestAnimationFrame(() => win.requestAnimationFrame(resolve)));
  observer.disconnect();
  return [...heights, el.getBoundingClientRect().height];
}

/** Returns `count` figures with dimensions and captions, the way a host page writes them. */
function figures(count: number): string {
  const dimensions = ['2500x1563', '1600x1600', '1067x1600'];
  return Array.from(
    { length: count },
    (_, i) =>
      `<figure><img alt="${i}" data-image-dimensions="${dimensions[i % 3]}" />` +
      `<figcaption>Photo ${i}</figcaption></figure>`,
  ).join('');
}

/** Returns an 800 px wide frame of `body` under elements.css, loaded. */
async function framed(body: string): Promise<HTMLIFrameElement> {
  const css = await text('/dist/styles/elements.css');
  const frame = document.createElement('iframe');
  frame.title = 'pre-upgrade gallery';
  frame.style.width = '800px';
  frame.style.height = '600px';
  frame.srcdoc = `<!doctype html><html lang="en"><head><title>x</title><style>${css}</style></head>
    <body style="margin:0">${body}</body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return frame;
}
