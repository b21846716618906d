import { expect, fixture, html, waitUntil } from '@open-wc/testing';

/** The built bundle: its catalogues are compiled, and the ICU parser is a chunk it loads only for text catalogues. */
interface Built {
  registerCatalogue(locale: string, catalogue: Record<string, string>): Promise<void>;
}

const parserChunks = () =>
  performance.getEntriesByType('resource').filter((entry) => /\/dist\/chunks\/message-compiler-/.test(entry.name));

describe('the built catalogues', () => {
  it('format compiled English without loading the ICU parser, and load it for a catalogue given as text', async () => {
    const built = (await import(/* @vite-ignore */ `${'/dist/sqs-elements.js'}`)) as Built;
    const english = await fixture<HTMLElement>(html`<sqs-cart-indicator count="3"></sqs-cart-indicator>`);
    await waitUntil(() => english.shadowRoot?.querySelector('.visually-hidden')?.textContent, 'never rendered');
    expect(english.shadowRoot!.querySelector('.visually-hidden')!.textContent).to.equal('3 items in cart');
    expect(parserChunks(), 'the parser was loaded for compiled messages').to.have.length(0);

    await built.registerCatalogue('de', {
      'cart-indicator.label': '{count, plural, one {Ein Artikel} other {# Artikel}}',
    });
    expect(parserChunks()).to.have.length(1);
    const german = await fixture<HTMLElement>(
      html`<div lang="de"><sqs-cart-indicator count="3"></sqs-cart-indicator></div>`,
    );
    const indicator = german.querySelector('sqs-cart-indicator')!;
    await waitUntil(() => indicator.shadowRoot?.querySelector('.visually-hidden')?.textContent, 'never rendered');
    expect(indicator.shadowRoot!.querySelector('.visually-hidden')!.textContent).to.equal('3 Artikel');
  });

  it('refuses a text catalogue with a plural key its locale does not have', async () => {
    const built = (await import(/* @vite-ignore */ `${'/dist/sqs-elements.js'}`)) as Built;
    let error: unknown;
    try {
      await built.registerCatalogue('ja', { 'cart-indicator.label': '{count, plural, one {1} other {#}}' });
    } catch (caught) {
      error = caught;
    }
    expect((error as Error | undefined)?.message)
      .to.contain('"ja"')
      .and.contain('"one"');
  });
});
