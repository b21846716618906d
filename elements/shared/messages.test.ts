import { expect, fixture, html } from '@open-wc/testing';
import { localeOf, message, registerCatalogue } from '../../elements/shared/messages.js';

describe('message catalogues', () => {
  it('formats English messages with plurals', () => {
    expect(message('cart-indicator.label', { count: 1 })).to.equal('One item in cart');
    expect(message('cart-indicator.label', { count: 7 })).to.equal('7 items in cart');
    expect(message('cart-indicator.label-overflow')).to.equal('More than 100 items in cart');
  });

  it('uses a registered catalogue for its language and region, falling back to English for missing keys', async () => {
    await registerCatalogue('fr', { 'cart-indicator.label': '{count, plural, =1 {Un article} other {# articles}}' });
    expect(message('cart-indicator.label', { count: 3 }, 'fr-CA')).to.equal('3 articles');
    expect(message('cart-indicator.label-overflow', undefined, 'fr')).to.equal('More than 100 items in cart');
    expect(message('cart-indicator.label', { count: 3 }, 'de')).to.equal('3 items in cart');
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
    expect(message('cart-indicator.label', { count: 3 }, 'en-GB')).to.equal('3 items in cart');
  });

  it('finds the locale from the nearest lang attribute, through shadow roots', async () => {
    const outer = await fixture<HTMLDivElement>(html`<div lang="fr"><span></span></div>`);
    const host = outer.querySelector('span')!;
    const inner = document.createElement('b');
    host.attachShadow({ mode: 'open' }).append(inner);
    expect(localeOf(inner)).to.equal('fr');
    expect(localeOf(document.createElement('i'))).to.equal('en');
  });
});
