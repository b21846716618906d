import { expect } from '@open-wc/testing';

/**
 * dist/styles/elements.css (from styles/elements-css.ts) keeps every element from shifting the page before its code
 * loads: each element the manifest lists has a `:not(:defined)` rule, and tokens.css carries the same rules.
 */
const text = async (path: string): Promise<string> => (await fetch(path)).text();
const manifest = JSON.parse(await text('/dist/custom-elements.json')) as {
  modules: Array<{ declarations: Array<{ tagName: string }> }>;
};
const tags = manifest.modules.map((m) => m.declarations[0]!.tagName).sort();

describe('dist/styles/elements.css', () => {
  let css: string;
  before(async () => {
    css = await text('/dist/styles/elements.css');
  });

  for (const tag of tags) {
    it(`has a pre-upgrade rule for <${tag}>`, () => {
      expect(css).to.match(new RegExp(`(^|[\\s,])${tag}(\\[[^\\]]*\\])*:not\\(:defined\\)`, 'm'));
    });
  }

  it('parses as a stylesheet and is part of tokens.css', async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    expect(sheet.cssRules.length).to.be.greaterThan(tags.length);
    expect(await text('/dist/styles/tokens.css')).to.include(css.trim());
  });

  it('reserves the grid a gallery will lay out, before the gallery is defined', async () => {
    const frame = document.createElement('iframe');
    frame.title = 'pre-upgrade gallery';
    frame.srcdoc = `<!doctype html><html lang="en"><head><title>x</title><style>${css}</style></head><body style="margin:0;width:800px">
      <sqs-gallery design="grid"><figure><img alt="a" /><figcaption>A</figcaption></figure><figure><img alt="b" /></figure></sqs-gallery></body></html>`;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    const figures = frame.contentDocument!.querySelectorAll('figure');
    const first = figures[0]!.getBoundingClientRect();
    expect(first.width).to.be.closeTo((800 - 3 * 20) / 4, 1);
    expect(first.height).to.be.closeTo(first.width, 1);
    expect(figures[1]!.getBoundingClientRect().left).to.be.closeTo(first.right + 20, 1);
    frame.remove();
  });
});
