import { expect } from '@open-wc/testing';
import {
  SESSION_COOKIE,
  checkoutUrl,
  donateUrl,
  giftCardUrl,
  gotoCheckout,
  subscribeUrl,
} from '../../runtime/checkout.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { captureWarnings } from '../support/helpers.js';

describe('checkout URLs', () => {
  afterEach(() => resetConfiguration());

  it('builds the four checkout entries of spec 000 §2, root-relative without a site base', () => {
    expect(checkoutUrl()).to.equal('/commerce/goto-checkout');
    expect(subscribeUrl('tok_ABC-123')).to.equal('/checkout/subscribe?cartToken=tok_ABC-123');
    expect(donateUrl('5f1e2d3c4b5a69788796a5b4')).to.equal('/checkout/donate?donatePageId=5f1e2d3c4b5a69788796a5b4');
    expect(giftCardUrl('w1', 'g2')).to.equal('/checkout/giftcard?websiteId=w1&giftCardProductId=g2');
    expect(giftCardUrl('w1', 'g2', 'SQ1234567')).to.equal(
      '/checkout/giftcard?websiteId=w1&giftCardProductId=g2&sku=SQ1234567',
    );
  });

  it('encodes the SKU, any text of at most 60 characters', () => {
    expect(giftCardUrl('w1', 'g2', 'a&b=c #1/é')).to.equal(
      '/checkout/giftcard?websiteId=w1&giftCardProductId=g2&sku=a%26b%3Dc+%231%2F%C3%A9',
    );
    expect(giftCardUrl('w1', 'g2', '')).to.equal('/checkout/giftcard?websiteId=w1&giftCardProductId=g2');
  });

  it('resolves against the site’s base URL when the site context has an http(s) one', () => {
    configure({ context: { website: { baseUrl: 'https://harbor-bakery.example.com' } } });
    expect(checkoutUrl()).to.equal('https://harbor-bakery.example.com/commerce/goto-checkout');
    expect(donateUrl('d1')).to.equal('https://harbor-bakery.example.com/checkout/donate?donatePageId=d1');
    configure({ context: { website: { baseUrl: 'javascript:alert(1)//' } } });
    expect(checkoutUrl()).to.equal('/commerce/goto-checkout');
  });

  it('gives null with a warning for a malformed id, token or SKU', async () => {
    const warnings = await captureWarnings(() => {
      expect(subscribeUrl('a&cartToken=b')).to.equal(null);
      expect(subscribeUrl('')).to.equal(null);
      expect(donateUrl('../admin')).to.equal(null);
      expect(donateUrl('x'.repeat(129))).to.equal(null);
      expect(giftCardUrl('w 1', 'g2')).to.equal(null);
      expect(giftCardUrl('w1', undefined as unknown as string)).to.equal(null);
      expect(giftCardUrl('w1', 'g2', 'S'.repeat(61))).to.equal(null);
    });
    expect(warnings).to.have.length(7);
    expect(warnings[0]).to.equal(
      'sqs-elements: the subscription checkout needs cartToken as letters, digits, - or _ (1 to 128); no URL.',
    );
    expect(warnings[6]).to.equal('sqs-elements: the gift-card checkout needs a sku of at most 60 characters; no URL.');
    expect(donateUrl('x'.repeat(128))).to.equal(`/checkout/donate?donatePageId=${'x'.repeat(128)}`);
  });
});

describe('gotoCheckout', () => {
  it('goes to the checkout entry when the session cookie is set', () => {
    const went: string[] = [];
    const alerts: string[] = [];
    const ok = gotoCheckout({
      cookies: { cookie: `ss_cvr=1; ${SESSION_COOKIE}=abc123` },
      navigate: (url) => went.push(url),
      alert: (text) => alerts.push(text),
    });
    expect([ok, went, alerts]).to.deep.equal([true, ['/commerce/goto-checkout'], []]);
    expect(SESSION_COOKIE).to.equal('crumb');
  });

  it('shows the spec’s alert and stays without it', () => {
    const went: string[] = [];
    const alerts: string[] = [];
    const ok = gotoCheckout({
      cookies: { cookie: 'ss_cvr=1; crumbs=abc' },
      navigate: (url) => went.push(url),
      alert: (text) => alerts.push(text),
    });
    expect([ok, went]).to.deep.equal([false, []]);
    expect(alerts).to.deep.equal([
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    ]);
  });

  it('uses window.alert by default', () => {
    const original = window.alert;
    const alerts: string[] = [];
    window.alert = (text?: unknown) => void alerts.push(String(text));
    try {
      expect(gotoCheckout({ cookies: { cookie: '' } })).to.equal(false);
    } finally {
      window.alert = original;
    }
    expect(alerts).to.have.length(1);
  });
});
