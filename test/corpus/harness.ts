/**
 * The real-page corpus: blocks as published pages of the platform carry them (saved pages in public repositories),
 * with their human text replaced by neutral words and their images pointed at the example images, every key, value
 * form and structure kept. Each kind's blocks live in `test/corpus/<kind>.corpus.ts`; each element's
 * `<name>.corpus.test.ts` runs them through `describeCorpus`.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { captureWarnings } from '../support/helpers.js';

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

/** Returns whether `text` names at least one of the expected warnings. */
const expected = (text: string, warns: readonly string[]): boolean => warns.some((w) => text.includes(w));

/** Renders `html`, waits for its first `sqs-*` element to upgrade, and returns it with the warnings it printed. */
async function render(html: string): Promise<{ el: HTMLElement; warnings: string[] }> {
  let root!: HTMLElement;
  const warnings = await captureWarnings(async () => {
    root = await fixture<HTMLElement>(`<div>${html}</div>`);
    await waitUntil(() => sqsElement(root)?.shadowRoot, 'no sqs-* element upgraded');
  });
  return { el: sqsElement(root)!, warnings };
}

/** Returns the first custom element of the library in `root`. */
function sqsElement(root: Element): HTMLElement | null {
  return [...root.querySelectorAll<HTMLElement>('*')].find((el) => el.localName.startsWith('sqs-')) ?? null;
}

/**
 * Runs every block of `kind`: the element written by hand from the block opens with an axe check, then shows what
 * the block's check expects, warns exactly the expected warnings (no silent drop) and raises no page error.
 */
export function describeCorpus(kind: string, blocks: readonly CorpusBlock[]): void {
  describe(`real ${kind} blocks`, () => {
    let errors: string[] = [];
    const onError = (event: ErrorEvent): void => void errors.push(event.message);
    beforeEach(() => {
      errors = [];
      window.addEventListener('error', onError);
    });
    afterEach(() => window.removeEventListener('error', onError));

    for (const block of blocks) {
      it(`${block.name} (${block.source}), written as the element`, async () => {
        const { el, warnings } = await render(block.element);
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
  });
}
