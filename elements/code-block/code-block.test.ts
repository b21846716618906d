import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import './define.js';
import type { SqsCodeBlockElement } from './define.js';
import { openFixture } from '../../test/fixtures/open-fixture.js';
import { captureWarnings, shadow } from '../../test/support/helpers.js';

type Flags = { __codeRan?: number; __xss?: number };
const flags = window as unknown as Flags;

/** Places a code block written as markup (its scripts inert, as a copy of a saved block is) and waits for it. */
async function block(markup: string, setup?: (el: SqsCodeBlockElement) => void): Promise<SqsCodeBlockElement> {
  const holder = await fixture<HTMLDivElement>(html`<div></div>`);
  const parsed = document.createElement('div');
  parsed.innerHTML = markup;
  const el = parsed.firstElementChild as SqsCodeBlockElement;
  setup?.(el);
  holder.append(el);
  await waitUntil(() => shadow(el).querySelector('[part~="base"]'), 'the code block never rendered');
  await el.updateComplete;
  return el;
}

/** The elements shown through the element's slot. */
const shown = (el: Element): Element[] => shadow(el).querySelector('slot')!.assignedElements({ flatten: true });

describe('<sqs-code-block>', () => {
  beforeEach(() => {
    delete flags.__codeRan;
    delete flags.__xss;
  });

  it('passes an axe check, and shows the owner’s markup in the light DOM, styled by the page', async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.owner-note { color: rgb(1, 2, 3); }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
      const el = await block(
        '<sqs-code-block><p class="owner-note">Open daily</p><span id="anchor"></span></sqs-code-block>',
      );
      await expect(el).to.be.accessible();
      const note = el.querySelector('.owner-note')!;
      expect(note.parentElement).to.equal(el);
      expect(shown(el)).to.include(note);
      expect(getComputedStyle(note).color).to.equal('rgb(1, 2, 3)');
      expect(el.querySelector('#anchor')).to.not.equal(null);
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    }
  });

  it('runs the scripts among its children once, in order, where the page allows', async () => {
    const el = await block(`<sqs-code-block>
        <div id="target"></div>
        <script>window.__codeRan = (window.__codeRan ?? 0) + 1; document.getElementById('target').textContent = 'filled';</script>
        <script type="application/ld+json">{"@type": "Thing"}</script>
      </sqs-code-block>`);
    await waitUntil(() => flags.__codeRan === 1, 'the script never ran');
    expect(el.querySelector('#target')!.textContent).to.equal('filled');
    // Another render, a move: never a second run.
    el.toggleAttribute('display-source', true);
    await el.updateComplete;
    el.parentElement!.append(el);
    await el.updateComplete;
    expect(flags.__codeRan).to.equal(1);
    expect(el.querySelector('script[type="application/ld+json"]')!.textContent).to.equal('{"@type": "Thing"}');
  });

  it('sanitizes code given as an attribute and shows it instead of the children', async () => {
    const el = await block(
      `<sqs-code-block code="&lt;p class=&quot;given&quot;&gt;Hello&lt;/p&gt;&lt;script&gt;window.__xss = 1&lt;/script&gt;&lt;img src=&quot;/examples/images/photo-01.jpg&quot; alt=&quot;&quot; onerror=&quot;window.__xss = 2&quot;&gt;"><p class="child">Child</p></sqs-code-block>`,
    );
    await waitUntil(() => el.querySelector('.given'), 'the code was not shown');
    const wrapper = el.querySelector('[data-sqs-code]')!;
    expect(wrapper.querySelector('script')).to.equal(null);
    expect(wrapper.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect(shown(el)).to.deep.equal([wrapper]);
    expect(flags.__xss).to.equal(undefined);
    el.setAttribute('code', '<p class="again">Again</p>');
    await waitUntil(() => el.querySelector('.again'), 'the new code was not shown');
    expect(el.querySelectorAll('[data-sqs-code]')).to.have.length(1);
  });

  it('inserts the code as written, scripts run, only when the host page’s code trusts it', async () => {
    const el = await block(
      `<sqs-code-block code="&lt;p id=&quot;trusted&quot;&gt;Hi&lt;/p&gt;&lt;script&gt;window.__codeRan = 1&lt;/script&gt;"></sqs-code-block>`,
      (element) => (element.trustCode = true),
    );
    await waitUntil(() => flags.__codeRan === 1, 'the trusted code’s script never ran');
    expect(el.querySelector('#trusted')!.textContent).to.equal('Hi');
  });

  it('shows the code as source text with display-source', async () => {
    const el = await block(`<sqs-code-block display-source code="&lt;b&gt;bold&lt;/b&gt;"></sqs-code-block>`);
    await waitUntil(() => el.querySelector('pre.source-code'), 'no source shown');
    expect(el.querySelector('pre.source-code')!.textContent).to.equal('<b>bold</b>');
    expect(el.querySelector('b')).to.equal(null);
  });

  it('warns once for each key of block data, which the platform’s code block never carries', async () => {
    const warnings = await captureWarnings(() =>
      block(`<sqs-code-block block-json='{"html":"x","hSize":null}'></sqs-code-block>`),
    );
    expect(warnings).to.deep.equal(['<sqs-code-block>: block-json key "html" is not supported and is ignored.']);
  });
});

describe('<sqs-code-block> under the strict policy', () => {
  it('keeps its scripts blocked, warns once and shows the rest of the block', async () => {
    const page = await openFixture('strict/elements.html');
    try {
      const doc = page.document;
      await waitUntil(() => page.window.customElements.get('sqs-code-block'), 'the bundle never defined the element');
      // A copy of a saved block: its script is inert until the element makes it again.
      const parsed = new DOMParser().parseFromString(
        `<sqs-code-block><p id="kept">Kept</p><script>window.__codeRan = 1</script></sqs-code-block>`,
        'text/html',
      );
      const el = doc.importNode(parsed.body.firstElementChild!, true) as SqsCodeBlockElement;
      doc.body.append(el);
      await waitUntil(() => el.shadowRoot?.querySelector('[part~="base"]'), 'the code block never rendered');
      const trusted = doc.createElement('sqs-code-block');
      trusted.trustCode = true;
      trusted.setAttribute('code', '<p id="given">Given</p><script>window.__codeRan = 2</script>');
      doc.body.append(trusted);
      await waitUntil(() => trusted.querySelector('#given'), 'the trusted code was not shown');
      expect(trusted.querySelector('script')).to.equal(null);
      expect(el.querySelector('#kept')!.textContent).to.equal('Kept');
      expect((page.window as unknown as Flags).__codeRan).to.equal(undefined);
      expect(page.log.warnings.filter((w) => w.startsWith('<sqs-code-block>'))).to.deep.equal([
        "<sqs-code-block>: the page's policy does not let the block's scripts run; the rest of the block is shown.",
        "<sqs-code-block>: the page's Trusted Types refuse the code as written; it is shown sanitized.",
      ]);
      expect(page.log.errors).to.deep.equal([]);
    } finally {
      page.close();
    }
  });
});
