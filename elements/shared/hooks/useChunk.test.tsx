import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ReactNode } from 'react';
import { define, defineElementClass, type ElementProps } from '../define-element.js';
import { LoadFailed } from '../LoadFailed.js';
import { useChunk } from './useChunk.js';

/** The importer the test element loads its part with: the test decides, per call, whether the part loads. */
let importer: (attempt: number) => Promise<{ text: string }> = () => Promise.resolve({ text: 'part' });
let calls = 0;

/** An element with one lazily loaded part, shown once loaded, with the failure UI in its place when it fails. */
function WithPart({ host }: ElementProps<Record<string, never>>): ReactNode {
  const part = useChunk('test-part', (attempt) => (calls++, importer(attempt)), { timeoutMs: 1000 });
  return (
    <div part="base" data-state={part.state}>
      {part.state === 'loaded' ? <p part="content">{part.module!.text}</p> : null}
      {part.state === 'failed' ? <LoadFailed host={host} onRetry={part.retry} /> : null}
    </div>
  );
}
define('test-with-part', defineElementClass(WithPart, { attributes: {} }));

const base = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="base"]');
const stateOf = (el: Element) => base(el)?.dataset.state;

describe('useChunk and LoadFailed (a part that could not be loaded)', () => {
  beforeEach(() => {
    calls = 0;
  });

  it('shows the part once its chunk loaded', async () => {
    importer = () => Promise.resolve({ text: 'the part' });
    const el = await fixture(html`<test-with-part></test-with-part>`);
    await waitUntil(() => stateOf(el) === 'loaded');
    await expect(el).to.be.accessible();
    expect(el.shadowRoot!.querySelector('[part="content"]')!.textContent).to.equal('the part');
    expect(calls).to.equal(1);
  });

  it("shows 'Unable to load. Try again.' as an announced button when the chunk fails twice, and loads it again on click", async () => {
    importer = () => Promise.reject(new TypeError('Failed to fetch'));
    const el = await fixture(html`<test-with-part></test-with-part>`);
    await waitUntil(() => stateOf(el) === 'failed');
    await expect(el).to.be.accessible();
    // Tried once more before giving up.
    expect(calls).to.equal(2);
    const alert = el.shadowRoot!.querySelector('[role="alert"][part="load-failed"]')!;
    const button = alert.querySelector<HTMLButtonElement>('button[part="retry"]')!;
    expect(button.type).to.equal('button');
    expect(button.textContent).to.equal('Unable to load. Try again.');
    expect(el.shadowRoot!.querySelector('[part="content"]')).to.be.null;

    importer = () => Promise.resolve({ text: 'loaded on retry' });
    button.focus();
    button.click();
    await waitUntil(() => stateOf(el) === 'loaded');
    expect(calls).to.equal(3);
    expect(el.shadowRoot!.querySelector('[part="content"]')!.textContent).to.equal('loaded on retry');
    expect(el.shadowRoot!.querySelector('[part="load-failed"]')).to.be.null;
  });

  it('shows the failure when the chunk does not arrive within the time-out', async () => {
    importer = () => new Promise(() => undefined);
    const el = await fixture(html`<test-with-part></test-with-part>`);
    await waitUntil(() => stateOf(el) === 'failed', 'never failed', { timeout: 5000 });
    expect(calls).to.equal(2);
  });

  it('says it in the element’s language', async () => {
    importer = () => Promise.reject(new TypeError('Failed to fetch'));
    const el = await fixture(html`<test-with-part lang="fr"></test-with-part>`);
    await waitUntil(() => el.shadowRoot!.querySelector('button')?.textContent === 'Chargement impossible. Réessayez.');
  });
});
