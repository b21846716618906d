import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { boolean, json, number, oneOf, string } from './attributes.js';
import { define, defineElementClass, type ElementProps } from './define-element.js';
import { css } from './css.js';
import { serverRender } from './takeover.js';
import { token } from '../../styles/tokens.js';
import { captureWarnings, shadow } from '../../test/support/helpers.js';
import { isLiteBuild } from '../../test/support/lite.js';

const attributes = {
  label: string('none'),
  active: boolean(),
  size: number(3, { min: 1, max: 10, integer: true }),
  align: oneOf(['start', 'end'] as const, 'start'),
  config: json<{ n: number } | null>(
    null,
    (v): v is { n: number } | null => v === null || typeof (v as { n?: unknown }).n === 'number',
  ),
};

let renders = 0;

function Probe({ label, active, size, align, config }: ElementProps<typeof attributes>): ReactNode {
  renders++;
  const [clicks, setClicks] = useState(0);
  return (
    <button
      type="button"
      part="base"
      data-active={String(active)}
      data-size={size}
      data-align={align}
      data-config={JSON.stringify(config)}
      onClick={() => setClicks((c) => c + 1)}
    >
      <span>
        {label}:{clicks}
      </span>
    </button>
  );
}

const probeStyles = css`
  :host {
    display: block;
    border-color: ${token('color-border')};
  }
`;

class TestProbe extends defineElementClass(Probe, { attributes, styles: [probeStyles] }) {}
define('test-probe', TestProbe);

function Broken(): ReactNode {
  throw new Error('broken on purpose');
}
define('test-broken', defineElementClass(Broken, { attributes: {} }));

function Quiet({ label }: ElementProps<{ label: typeof attributes.label }>): ReactNode {
  return <span part="base">{label}</span>;
}
define('test-quiet', defineElementClass(Quiet, { attributes: { label: attributes.label }, reactEvents: false }));

/** What a taken-over element's first layout effect found. */
let foundOnTakeOver: { own: string[]; sheets: number; server: string[]; focused: string | undefined } | undefined;

function TakeOver({ host }: ElementProps<Record<string, never>>): ReactNode {
  useLayoutEffect(() => {
    const root = host.shadowRoot!;
    const own = [...root.children].map((node) => node.localName);
    const server = serverRender(host);
    foundOnTakeOver = {
      own,
      sheets: root.adoptedStyleSheets.length,
      server: [...(server?.nodes.children ?? [])].map((node) => node.localName),
      focused: server?.focused?.localName,
    };
  }, [host]);
  return <p part="base">own</p>;
}

type Probe = InstanceType<typeof TestProbe>;
const button = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('button')!;
async function rendered(el: Probe): Promise<HTMLButtonElement> {
  await waitUntil(() => shadow(el).querySelector('button'));
  await el.updateComplete;
  return button(el);
}

describe('the element bridge', () => {
  it('renders an accessible shadow root from attributes', async () => {
    const el = await fixture<Probe>(html`<test-probe label="Hi"></test-probe>`);
    await rendered(el);
    await expect(el).to.be.accessible();
    expect(button(el).textContent).to.equal('Hi:0');
  });

  it('treats a bare boolean attribute as true and its removal as false', async () => {
    const el = await fixture<Probe>(html`<test-probe active></test-probe>`);
    expect((await rendered(el)).dataset.active).to.equal('true');
    expect(el.active).to.be.true;
    el.removeAttribute('active');
    await el.updateComplete;
    expect(button(el).dataset.active).to.equal('false');
    el.active = true;
    expect(el.getAttribute('active')).to.equal('');
    await el.updateComplete;
    expect(button(el).dataset.active).to.equal('true');
  });

  it('parses numbers and words, and mirrors them as properties', async () => {
    const el = await fixture<Probe>(html`<test-probe size="7" align="END"></test-probe>`);
    const b = await rendered(el);
    expect(b.dataset.size).to.equal('7');
    expect(b.dataset.align).to.equal('end');
    el.size = 9;
    expect(el.getAttribute('size')).to.equal('9');
    await el.updateComplete;
    expect(button(el).dataset.size).to.equal('9');
  });

  it('warns once naming element and attribute on a bad value, and uses the default', async () => {
    let el!: Probe;
    const warnings = await captureWarnings(async () => {
      el = await fixture<Probe>(html`<test-probe size="huge" align="middle"></test-probe>`);
      await rendered(el);
      el.setAttribute('size', '99');
      await el.updateComplete;
    });
    expect(button(el).dataset.size).to.equal('3');
    expect(button(el).dataset.align).to.equal('start');
    expect(warnings.filter((w) => w.includes('<test-probe>') && w.includes('size="huge"'))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('size='))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('<test-probe>') && w.includes('align="middle"'))).to.have.length(1);
  });

  it('falls back on malformed JSON and keeps an object set as a property as it is', async () => {
    let el!: Probe;
    const warnings = await captureWarnings(async () => {
      el = await fixture<Probe>(html`<test-probe config="{oops"></test-probe>`);
      await rendered(el);
    });
    expect(button(el).dataset.config).to.equal('null');
    expect(warnings.some((w) => w.includes('config="{oops"'))).to.be.true;
    const value = { n: 5 };
    el.config = value;
    await el.updateComplete;
    expect(el.config).to.equal(value);
    expect(button(el).dataset.config).to.equal('{"n":5}');
    el.setAttribute('config', '{"n":6}');
    await el.updateComplete;
    expect(button(el).dataset.config).to.equal('{"n":6}');
  });

  it('renders nothing for an element that was never inserted', async () => {
    const el = document.createElement('test-probe') as Probe;
    el.setAttribute('label', 'detached');
    el.size = 4;
    // An inserted element renders in the same batch as anything pending, so once it is committed nothing is.
    const inserted = await fixture<Probe>(html`<test-probe label="inserted"></test-probe>`);
    await rendered(inserted);
    expect(shadow(el).childNodes).to.have.length(0);
  });

  it('keeps its state when moved within the page', async () => {
    const box = await fixture<HTMLDivElement>(
      html`<div>
        <section></section>
        <test-probe label="n"></test-probe>
      </div>`,
    );
    const el = box.querySelector<Probe>('test-probe')!;
    (await rendered(el)).click();
    await waitUntil(() => button(el).textContent === 'n:1');
    box.querySelector('section')!.append(el);
    await el.updateComplete;
    expect(button(el).textContent).to.equal('n:1');
  });

  it('applies a property set before the element was defined', async () => {
    const el = document.createElement('test-late') as HTMLElement & { label?: string };
    el.label = 'early';
    document.body.append(el);
    define('test-late', class extends defineElementClass(Probe, { attributes }) {});
    const b = await rendered(el as unknown as Probe);
    expect(b.textContent).to.equal('early:0');
    el.remove();
  });

  it('warns instead of throwing when a tag is defined twice', async () => {
    const warnings = await captureWarnings(() => {
      define('test-probe', TestProbe);
      define('test-probe', class extends defineElementClass(Probe, { attributes }) {});
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('<test-probe> is already defined');
  });

  it('keeps other elements rendering when one fails', async () => {
    const box = await fixture<HTMLDivElement>(
      html`<div><test-broken></test-broken><test-probe label="ok"></test-probe></div>`,
    );
    const el = box.querySelector<Probe>('test-probe')!;
    expect((await rendered(el)).textContent).to.equal('ok:0');
  });

  it('renders hundreds of instances with one render each', async () => {
    const box = await fixture<HTMLDivElement>(html`<div></div>`);
    renders = 0;
    for (let i = 0; i < 300; i++) {
      const el = document.createElement('test-probe');
      el.setAttribute('label', `p${i}`);
      box.append(el);
    }
    const all = [...box.querySelectorAll<Probe>('test-probe')];
    await Promise.all(all.map((el) => el.updateComplete));
    expect(all.every((el) => button(el)?.textContent === `${el.getAttribute('label')}:0`)).to.be.true;
    expect(renders).to.equal(300);
  });

  it('adds no React event listeners to the shadow root of an element declared without React events', async () => {
    const box = await fixture<HTMLDivElement>(html`<div></div>`);
    /** Returns a `tag` element (with a label) and the count of listeners added to its shadow root, once it rendered. */
    const listeners = async (tag: string): Promise<number> => {
      const el = document.createElement(tag) as Probe;
      el.setAttribute('label', 'Hi');
      let added = 0;
      const root = shadow(el);
      const add = root.addEventListener.bind(root);
      root.addEventListener = (...args: Parameters<ShadowRoot['addEventListener']>) => {
        added++;
        add(...args);
      };
      box.append(el);
      await waitUntil(() => shadow(el).querySelector('[part~="base"]')?.textContent?.startsWith('Hi'));
      return added;
    };
    expect(await listeners('test-quiet')).to.equal(0);
    // React delegates events to each root's container; Preact (the lite build) listens on the elements themselves.
    expect((await listeners('test-probe')) > 0).to.equal(!isLiteBuild());
    await expect(box).to.be.accessible();
  });

  it('adopts the base and element sheets, themed by --sqs-* custom properties set on :root', async () => {
    const el = await fixture<Probe>(html`<test-probe label="x"></test-probe>`);
    await rendered(el);
    expect(shadow(el).adoptedStyleSheets).to.have.length(2);
    expect(getComputedStyle(el).borderTopColor).to.equal('rgb(220, 220, 220)');
    expect(getComputedStyle(el).color).to.equal('rgb(22, 22, 22)');
    const root = document.documentElement;
    root.style.setProperty('--sqs-color-border', 'rgb(1, 2, 3)');
    root.style.setProperty('--sqs-color-text', 'rgb(4, 5, 6)');
    try {
      expect(getComputedStyle(el).borderTopColor).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(el).color).to.equal('rgb(4, 5, 6)');
    } finally {
      root.style.removeProperty('--sqs-color-border');
      root.style.removeProperty('--sqs-color-text');
    }
  });

  it('takes over a shadow root it finds: its first layout effects see its own nodes and sheets', async () => {
    // A shadow root attached before the element is defined stands for one the page declared.
    const el = await fixture<HTMLElement>(html`<test-take-over></test-take-over>`);
    const declared = el.attachShadow({ mode: 'open' });
    const field = document.createElement('input');
    declared.append(document.createElement('link'), field);
    field.focus();
    define('test-take-over', defineElementClass(TakeOver, { attributes: {} }));
    await waitUntil(() => foundOnTakeOver, 'the first layout effect never ran');
    // preact/compat runs insertion effects as layout effects, after the element's own: its nodes go when it asks.
    const own = isLiteBuild() ? ['link', 'input', 'p'] : ['p'];
    expect(foundOnTakeOver).to.deep.equal({ own, sheets: 1, server: ['link', 'input'], focused: 'input' });
    await (el as Probe).updateComplete;
    expect([...declared.children].map((node) => node.localName)).to.deep.equal(['p']);
    expect(serverRender(el)).to.equal(undefined);
  });
});
