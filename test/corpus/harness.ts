/**
 * The real-page corpus: blocks as published pages of the platform carry them (saved pages in public repositories),
 * with their human text replaced by neutral words and their images pointed at the example images, every key, value
 * form and structure kept. Each kind's blocks live in `test/corpus/<kind>.corpus.ts`; each element's
 * `<name>.corpus.test.ts` runs them through `describeCorpus`, once written as the element and once as the page carries
 * them, upgraded by the page upgrade.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { elementFor, upgradeBlocks, type PlatformTags } from '../../elements/shared/upgrade-blocks.js';
import { captureWarnings } from '../support/helpers.js';
import { allowResizeObserverLoopNotice } from '../support/lite.js';

/** The page upgrade's kind → tag table, collected from the element folders as the build does (web-test-runner.config.mjs). */
declare const __SQS_PLATFORM_BLOCKS__: PlatformTags;

/** One real block and what a visitor must see once it is an element. */
export interface CorpusBlock {
  /** A short title for the test. */
  name: string;
  /** Where the page was published: `owner/repository path/of/the/saved/page.html`. */
  source: string;
  /** The block as the page carries it: the `.sqs-block` element, its `data-block-json` and its rendered markup. */
  block: string;
  /** The same block written by hand as the element: its `block-json` and the rendered markup as children. */
  element: string;
  /** What the element must warn (substrings, one per ignored key or unreadable part); nothing else may be warned. */
  warns?: readonly string[];
  /** Checks what a visitor sees on the element (shadow content, counts, design, required marks…). */
  check(el: HTMLElement): Promise<void>;
}

/**
 * How long an element may take to upgrade and take its block's place: its code loads on first use, and a real block
 * (a gallery of many pictures) lays itself out before it is shown, which a loaded machine's engine may take seconds for.
 */
const UPGRADE_TIMEOUT = 10_000;

/**
 * Whether the ResizeObserver loop notice passes on this page. An element that sets its layout from its own width in a
 * ResizeObserver callback (the image's narrow and wide layouts) makes the engine post the notice, an error event
 * without an error object, and the layout is right a frame later. Engines post it up to several frames after the
 * element took its place — under load, after the test that upgraded it has ended — so it passes for the rest of the
 * page (one corpus file per page); any other page error still fails the test it happens in.
 */
let allowingLoopNotice = false;

/** Returns whether `text` names at least one of the expected warnings. */
const expected = (text: string, warns: readonly string[]): boolean => warns.some((w) => text.includes(w));

/** Renders `html`, waits for its first `sqs-*` element to upgrade, and returns it with the warnings it printed. */
async function render(html: string): Promise<{ el: HTMLElement; warnings: string[] }> {
  let root!: HTMLElement;
  const warnings = await captureWarnings(async () => {
    root = await fixture<HTMLElement>(`<div>${html}</div>`);
    await waitUntil(() => sqsElement(root)?.shadowRoot, 'no sqs-* element upgraded', { timeout: UPGRADE_TIMEOUT });
  });
  return { el: sqsElement(root)!, warnings };
}

/**
 * Renders `html` (a block as the page carries it), upgrades it as `dist/upgrade.js` does, waits until the element has
 * rendered and taken the block's place, and returns it with the warnings printed.
 */
async function renderUpgraded(html: string): Promise<{ el: HTMLElement; warnings: string[] }> {
  let root!: HTMLElement;
  // The element is laid out hidden, then shown in its block's place, which may post the loop notice (see above).
  if (!allowingLoopNotice) {
    allowResizeObserverLoopNotice();
    allowingLoopNotice = true;
  }
  const warnings = await captureWarnings(async () => {
    root = await fixture<HTMLElement>(`<div>${html}</div>`);
    const { elements } = upgradeBlocks(root, __SQS_PLATFORM_BLOCKS__);
    expect(elements, 'no element takes the block (<name>.platform-block.ts)').to.have.length(1);
    await waitUntil(
      () => elements[0]!.shadowRoot && !elements[0]!.hidden && !root.querySelector('[data-sqs-upgrade=pending]'),
      'the element never took the block’s place',
      { timeout: UPGRADE_TIMEOUT },
    );
  });
  return { el: sqsElement(root)!, warnings };
}

/** Returns the first element of `html`, parsed as a document's body. */
const parse = (html: string): Element => new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!;

/** Returns `el`'s attributes and its markup with whitespace between and inside text runs collapsed. */
const shape = (el: Element): unknown => ({
  tag: el.localName,
  attributes: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
  markup: el.innerHTML.replace(/\s+/g, ' ').replace(/> </g, '><').trim(),
});

/** Returns the first custom element of the library in `root`. */
function sqsElement(root: Element): HTMLElement | null {
  return [...root.querySelectorAll<HTMLElement>('*')].find((el) => el.localName.startsWith('sqs-')) ?? null;
}

/**
 * Runs every block of `kind`: the element written by hand must be what the page upgrade makes of the block; then both
 * — the element as written, and the block's own markup upgraded by the page upgrade — open with an axe check, show
 * what the block's check expects, warn exactly the expected warnings (no silent drop) and raise no page error.
 */
export function describeCorpus(kind: string, blocks: readonly CorpusBlock[]): void {
  describe(`real ${kind} blocks`, () => {
    let errors: string[] = [];
    // The ResizeObserver loop notice (no error object) passes once renderUpgraded lets it; any other error counts.
    const onError = (event: ErrorEvent): void => {
      if (!(allowingLoopNotice && !event.error && /^ResizeObserver loop/.test(event.message)))
        errors.push(event.message);
    };
    beforeEach(() => {
      errors = [];
      window.addEventListener('error', onError);
    });
    afterEach(() => {
      window.removeEventListener('error', onError);
    });

    for (const block of blocks) {
      it(`${block.name} (${block.source}), written as the page upgrade writes it`, () => {
        const written = parse(block.element);
        expect(shape(elementFor(parse(block.block), written.localName))).to.deep.equal(shape(written));
      });
      for (const [path, markup, make] of [
        ['written as the element', block.element, render],
        ['upgraded from the page', block.block, renderUpgraded],
      ] as const) {
        it(`${block.name} (${block.source}), ${path}`, async () => {
          const { el, warnings } = await make(markup);
          await expect(el).to.be.accessible();
          await block.check(el);
          const warns = block.warns ?? [];
          expect(
            warnings.filter((w) => !expected(w, warns)),
            'unexpected warnings',
          ).to.deep.equal([]);
          for (const w of warns)
            expect(
              warnings.some((text) => text.includes(w)),
              `warns ${w}`,
            ).to.equal(true);
          expect(errors).to.deep.equal([]);
        });
      }
    }
  });
}
