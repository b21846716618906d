import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import cartIndicator from '../cart-indicator/cart-indicator.en.js';
import { catalogueVersion, localeOf, message, registerCatalogue, subscribeCatalogues } from './messages.js';

/** Puts a site context script (the only one) in a fixture, with a span to ask the locale of. */
async function siteContext(context: object): Promise<HTMLElement> {
  for (const earlier of document.querySelectorAll('#sqs-site-context')) earlier.remove();
  const page = await fixture<HTMLElement>(html`<div><span></span></div>`);
  const script = Object.assign(document.createElement('script'), { id: 'sqs-site-context', type: 'application/json' });
  script.textContent = JSON.stringify(context);
  page.prepend(script);
  return page;
}

/** Resolves when the next catalogue arrives. */
const nextCatalogue = () => new Promise<void>((resolve) => void subscribeCatalogues(resolve));

describe('message catalogues', () => {
  it('formats English messages with plurals', () => {
    expect(message('cart-indicator.label', { count: 1 }, 'en', cartIndicator)).to.equal('One item in cart');
    expect(message('cart-indicator.label', { count: 7 }, 'en', cartIndicator)).to.equal('7 items in cart');
    expect(message('cart-indicator.label-overflow', undefined, 'en', cartIndicator)).to.equal(
      'More than 100 items in cart',
    );
    expect(message('common.no-results')).to.equal('No results found');
  });

  it('uses a registered catalogue for its language and region, falling back to English for missing keys', async () => {
    await registerCatalogue('de', { 'cart-indicator.label': '{count, plural, one {Ein Artikel} other {# Artikel}}' });
    expect(message('cart-indicator.label', { count: 3 }, 'de-AT', cartIndicator)).to.equal('3 Artikel');
    expect(message('cart-indicator.label-overflow', undefined, 'de', cartIndicator)).to.equal(
      'More than 100 items in cart',
    );
    expect(message('cart-indicator.label', { count: 3 }, 'nl', cartIndicator)).to.equal('3 items in cart');
  });

  it('refuses to register a catalogue with a plural key its locale does not have', async () => {
    let error: unknown;
    try {
      await registerCatalogue('en-GB', { 'cart-indicator.label': '{count, plural, few {a few} other {# items}}' });
    } catch (caught) {
      error = caught;
    }
    expect((error as Error)?.message)
      .to.contain('"en-gb"')
      .and.contain('"few"')
      .and.contain('cart-indicator.label');
    expect(message('cart-indicator.label', { count: 3 }, 'en-GB', cartIndicator)).to.equal('3 items in cart');
  });

  it('loads the bundled French catalogue on first use; fr-CA falls back to it, numbers follow the locale', async () => {
    const arrived = catalogueVersion() > 0 ? Promise.resolve() : nextCatalogue();
    const outer = await fixture<HTMLDivElement>(html`<div lang="fr-CA"><span></span></div>`);
    expect(localeOf(outer.querySelector('span')!)).to.equal('fr-ca');
    await arrived;
    await waitUntil(() => message('common.no-results', undefined, 'fr') === 'Aucun résultat', 'French never came');
    expect(message('cart-indicator.label', { count: 1 }, 'fr-CA', cartIndicator)).to.equal('1 article dans le panier');
    expect(message('cart-indicator.label', { count: 1200 }, 'fr-CA', cartIndicator)).to.equal(
      `1\u00a0200 articles dans le panier`,
    );
  });

  it('finds the locale from the nearest lang attribute, through shadow roots', async () => {
    const outer = await fixture<HTMLDivElement>(html`<div lang="fr"><span></span></div>`);
    const host = outer.querySelector('span')!;
    const inner = document.createElement('b');
    host.attachShadow({ mode: 'open' }).append(inner);
    expect(localeOf(inner)).to.equal('fr');
  });

  it('takes the site context: memberLocale, then locale, then <html lang>, else English', async () => {
    const html_ = document.documentElement;
    const before = html_.getAttribute('lang');
    try {
      html_.setAttribute('lang', 'de-DE');
      let page = await siteContext({ memberLocale: 'fr_FR', locale: 'es-ES' });
      expect(localeOf(page.querySelector('span')!)).to.equal('fr-fr');
      page = await siteContext({ locale: 'es-ES' });
      expect(localeOf(page.querySelector('span')!)).to.equal('es-es');
      page = await siteContext({ memberLocale: '<script>', locale: 42 });
      expect(localeOf(page.querySelector('span')!), 'malformed tags are ignored').to.equal('de-de');
      page = await siteContext({});
      expect(localeOf(page.querySelector('span')!)).to.equal('de-de');
      html_.removeAttribute('lang');
      expect(localeOf(page.querySelector('span')!)).to.equal('en');
      const own = await fixture<HTMLElement>(html`<p lang="x!"><i></i></p>`);
      expect(localeOf(own.querySelector('i')!), 'a malformed lang attribute counts as none').to.equal('en');
    } finally {
      if (before === null) html_.removeAttribute('lang');
      else html_.setAttribute('lang', before);
    }
  });

  it('falls back to the next locale for a lang Intl refuses (en-a, fr-x, de-1) instead of throwing', async () => {
    const page = await fixture<HTMLElement>(
      html`<div lang="fr">
        <p lang="en-a"><i></i></p>
        <p lang="DE_1"><b></b></p>
      </div>`,
    );
    for (const [element, tag] of [
      [page.querySelector('i')!, 'en-a'],
      [page.querySelector('b')!, 'de-1'],
    ] as const) {
      const locale = localeOf(element);
      expect(locale, tag).to.equal('fr');
      expect(message('cart-indicator.label', { count: 3 }, locale, cartIndicator), tag).to.be.a('string');
    }
    const bare = await fixture<HTMLElement>(html`<p lang="fr-x"><i></i></p>`);
    expect(
      message('cart-indicator.label', { count: 1200 }, localeOf(bare.querySelector('i')!), cartIndicator),
    ).to.equal('1,200 items in cart');
  });

  it('formats arguments named like Object members as the text given, never as an inherited member', async () => {
    await registerCatalogue('en-nz', { 'cart-indicator.label': '{toString} and {constructor} ({valueOf})' });
    expect(
      message('cart-indicator.label', { toString: 'bread', constructor: 'butter', valueOf: 2 }, 'en-nz', cartIndicator),
    ).to.equal('bread and butter (2)');
    let error: unknown;
    try {
      message('cart-indicator.label', { count: 1 }, 'en-nz', cartIndicator);
    } catch (caught) {
      error = caught;
    }
    expect(String(error), 'an inherited member is no value').not.to.contain('native code');
    expect(String(error)).to.contain('toString');
  });
});
