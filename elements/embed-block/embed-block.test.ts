import { expect, fixture, waitUntil } from '@open-wc/testing';
import './define.js';
import type { SqsEmbedBlockElement } from './define.js';
import { PAGE_EMBED_SANDBOX } from '../shared/embed-html.js';
import { part, shadow } from '../../test/support/helpers.js';

const SLIDES =
  '<iframe src="https://docs.google.com/presentation/d/e/deck/embed?start=false" frameborder="0" width="960" height="480" allowfullscreen="true"></iframe>';

/** Returns a block-json attribute (single-quoted) holding `data`. */
const blockJson = (data: Record<string, unknown>): string =>
  `block-json='${JSON.stringify(data).replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'`;

/** Renders `markup` (one `<sqs-embed-block>`) and returns it once its box is rendered. */
async function embedBlock(markup: string): Promise<SqsEmbedBlockElement> {
  const el = await fixture<SqsEmbedBlockElement>(`<div style="inline-size: 400px">${markup}</div>`).then(
    (wrapper) => wrapper.firstElementChild as SqsEmbedBlockElement,
  );
  await part(el, '[part~="base"]');
  return el;
}

const frame = (el: Element) => shadow(el).querySelector<HTMLIFrameElement>('[part~="frame"] iframe');
const base = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
const errorOf = (el: Element) => shadow(el).querySelector('[part~="error"]');

/** Records console warnings until `until` names one of them. */
async function warningsUntil(fn: () => Promise<unknown>, until: string): Promise<string[]> {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  try {
    await fn();
    await waitUntil(() => warnings.some((w) => w.includes(until)), `no warning naming ${until}`);
  } finally {
    console.warn = original;
  }
  return warnings;
}

/** An embed service's wrapper page around `inner`. */
const wrapped = (inner: string) =>
  `<iframe class="embedly-embed" src="//cdn.embedly.com/widgets/media.html?src=${encodeURIComponent(inner)}&amp;url=https%3A%2F%2Fexample.com%2F&amp;type=text%2Fhtml" width="600" height="400" scrolling="no" frameborder="0"></iframe>`;

describe('<sqs-embed-block>', () => {
  it('passes an axe check with its embedded page', async () => {
    const el = await embedBlock(`<sqs-embed-block html='${SLIDES}'></sqs-embed-block>`);
    await waitUntil(() => frame(el));
    await expect(el).to.be.accessible();
  });

  it('shows the embed code as one sandboxed frame with a title, in a box of its ratio before the page loads', async () => {
    const el = await embedBlock(`<sqs-embed-block html='${SLIDES}'></sqs-embed-block>`);
    await waitUntil(() => frame(el));
    const iframe = frame(el)!;
    expect(iframe.getAttribute('sandbox')).to.equal(PAGE_EMBED_SANDBOX);
    expect(iframe.title).to.equal('Embedded content');
    expect(iframe.src).to.equal('https://docs.google.com/presentation/d/e/deck/embed?start=false');
    const box = base(el).getBoundingClientRect();
    expect(box.width).to.equal(400);
    expect(box.height).to.be.closeTo(200, 1);
  });

  it('takes the iframe’s height in pixels when it gives no width, and 56.3 % when it gives neither', async () => {
    const tall = await embedBlock(
      `<sqs-embed-block html='<iframe src="https://docs.google.com/presentation/d/e/deck/embed" width="100%" height="460"></iframe>'></sqs-embed-block>`,
    );
    expect(base(tall).dataset.sizing).to.equal('height');
    await waitUntil(() => frame(tall));
    expect(frame(tall)!.getBoundingClientRect().height).to.equal(460);
    const bare = await embedBlock(
      `<sqs-embed-block html='<iframe src="https://docs.google.com/presentation/d/e/deck/embed"></iframe>'></sqs-embed-block>`,
    );
    expect(base(bare).getBoundingClientRect().height).to.be.closeTo(400 * 0.563, 1);
  });

  it('reads the block data’s html, width and height; an html attribute wins', async () => {
    const el = await embedBlock(
      `<sqs-embed-block ${blockJson({ html: '<iframe src="https://maps.example.com/embed?x=1"></iframe>', width: 800, height: 600, resolvedBy: 'manual', resolved: true })}></sqs-embed-block>`,
    );
    await waitUntil(() => frame(el));
    expect(frame(el)!.src).to.equal('https://maps.example.com/embed?x=1');
    expect(base(el).getBoundingClientRect().height).to.be.closeTo(300, 1);
    const attribute = await embedBlock(
      `<sqs-embed-block html='${SLIDES}' ${blockJson({ html: '<iframe src="https://maps.example.com/embed"></iframe>' })}></sqs-embed-block>`,
    );
    await waitUntil(() => frame(attribute));
    expect(frame(attribute)!.src).to.contain('docs.google.com');
  });

  it('reads the rendered iframe among its children, a protocol-relative source as https', async () => {
    const el = await embedBlock(
      `<sqs-embed-block><div class="intrinsic"><div class="embed-block-wrapper"><iframe src="//docs.google.com/presentation/d/e/deck/embed" width="960" height="540" data-embed="true"><br/></iframe></div></div></sqs-embed-block>`,
    );
    await waitUntil(() => frame(el));
    expect(frame(el)!.src).to.equal('https://docs.google.com/presentation/d/e/deck/embed');
    expect(base(el).getBoundingClientRect().height).to.be.closeTo(225, 1);
  });

  it('unwraps an embed service’s wrapper page to the provider’s page it names', async () => {
    const el = await embedBlock(
      `<sqs-embed-block ${blockJson({ html: wrapped('https://codesandbox.io/embed/k868o') })}></sqs-embed-block>`,
    );
    await waitUntil(() => frame(el));
    expect(frame(el)!.src).to.equal('https://codesandbox.io/embed/k868o');
    expect(frame(el)!.getAttribute('sandbox')).to.equal(PAGE_EMBED_SANDBOX);
  });

  it('shows and warns "This embed cannot be shown." for a script, a wrapper of another scheme or several elements', async () => {
    for (const code of [
      '<div class="widget"></div><script src="https://apps.example.com/platform.js"></script>',
      wrapped('javascript:alert(1)'),
      wrapped('data:text/html,<script>parent.x=1</script>'),
      '<iframe src="javascript:alert(1)"></iframe>',
      `${SLIDES}<p><a href="https://example.com">more</a></p>`,
    ]) {
      let el!: SqsEmbedBlockElement;
      const warnings = await warningsUntil(async () => {
        el = await embedBlock(`<sqs-embed-block ${blockJson({ html: code })}></sqs-embed-block>`);
      }, 'This embed cannot be shown.');
      expect(warnings.filter((w) => w.includes('cannot be shown')).length, code).to.equal(1);
      expect(errorOf(el)!.textContent).to.equal('This embed cannot be shown.');
      expect(frame(el), code).to.equal(null);
    }
  });

  it('warns once for each block key it does not take, naming it', async () => {
    const warnings = await warningsUntil(
      () =>
        embedBlock(
          `<sqs-embed-block ${blockJson({ html: SLIDES, customThumbEnabled: true, caption: 'x', url: 'https://example.com/', providerName: 'Google', thumbnailUrl: '/examples/images/photo-01.jpg', hSize: null, floatDir: null })}></sqs-embed-block>`,
        ),
      '"caption"',
    );
    expect(warnings.filter((w) => w.includes('"customThumbEnabled"')).length).to.equal(1);
    for (const key of ['url', 'providerName', 'thumbnailUrl', 'hSize', 'floatDir', 'html'])
      expect(
        warnings.some((w) => w.includes(`"${key}"`)),
        key,
      ).to.equal(false);
  });
});
