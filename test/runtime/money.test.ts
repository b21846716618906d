import { expect } from '@open-wc/testing';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { CURRENCY_CODES, formatMoney, fractionDigits, fromMinorUnits } from '../../runtime/money.js';

describe('formatMoney', () => {
  it('supports the 27 currency codes the spec lists', () => {
    expect([...CURRENCY_CODES].sort()).to.deep.equal([
      'ARS',
      'AUD',
      'BRL',
      'CAD',
      'CHF',
      'COP',
      'CZK',
      'DKK',
      'EUR',
      'GBP',
      'HKD',
      'IDR',
      'ILS',
      'INR',
      'JPY',
      'MXN',
      'MYR',
      'NOK',
      'NZD',
      'PHP',
      'PLN',
      'RUB',
      'SEK',
      'SGD',
      'THB',
      'USD',
      'ZAR',
    ]);
  });

  it('formats every currency with two fraction digits, except JPY with none', () => {
    const usd = formatMoney(1234.5, 'USD', 'en-US');
    for (const code of CURRENCY_CODES) {
      const text = formatMoney(1234.5, code, 'en-US');
      if (code === 'JPY') expect(text, code).to.equal('¥1,235');
      else expect(text, code).to.match(/1,234\.50/);
      if (code !== 'USD') expect(text, `${code} shows its own currency`).not.to.equal(usd);
      expect(fractionDigits(code)).to.equal(code === 'JPY' ? 0 : 2);
    }
  });

  it('keeps two digits even where the locale data would use fewer (IDR, COP)', () => {
    expect(formatMoney(10, 'IDR', 'en-US')).to.match(/10\.00$/);
    expect(formatMoney(10, 'COP', 'en-US')).to.match(/10\.00$/);
  });

  it('formats known values exactly', () => {
    expect(formatMoney(1234.5, 'USD', 'en-US')).to.equal('$1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'en-US')).to.equal('€1,234.50');
    expect(formatMoney(1234.5, 'GBP', 'en-US')).to.equal('£1,234.50');
    expect(formatMoney(0, 'USD', 'en-US')).to.equal('$0.00');
  });

  it('uses USD when the code is missing, unknown or lower case is given for a known one', () => {
    expect(formatMoney(5, undefined, 'en-US')).to.equal('$5.00');
    expect(formatMoney(5, 'XYZ', 'en-US')).to.equal('$5.00');
    expect(formatMoney(5, 'gbp', 'en-US')).to.equal('£5.00');
  });

  it('takes a Money value with its own currency and a decimal string', () => {
    expect(formatMoney({ value: '19.9', currencyCode: 'EUR' }, undefined, 'en-US')).to.equal('€19.90');
    expect(formatMoney({ value: 1500 }, 'JPY', 'en-US')).to.equal('¥1,500');
  });

  it('follows the locale, and falls back to en-US for an invalid one', () => {
    expect(formatMoney(1234.5, 'EUR', 'de-DE').replace(/\s/g, ' ')).to.equal('1.234,50 €');
    expect(formatMoney(1234.5, 'USD', 'not a locale!')).to.equal('$1,234.50');
  });

  it("takes the page's locale from the site context: memberLocale, then locale, as the elements do", () => {
    const euros = (locale: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(1234.5);
    try {
      configure({ context: { locale: 'fr_FR' } });
      expect(formatMoney(1234.5, 'EUR')).to.equal(euros('fr-FR'));
      configure({ context: { locale: 'fr-FR', memberLocale: 'de-DE' } });
      expect(formatMoney(1234.5, 'EUR')).to.equal(euros('de-DE'));
    } finally {
      resetConfiguration();
    }
  });

  it('formats a non-numeric amount as zero', () => {
    expect(formatMoney('abc', 'USD', 'en-US')).to.equal('$0.00');
  });

  it('converts minor units by the currency’s fraction digits', () => {
    expect(fromMinorUnits(12345, 'USD')).to.equal(123.45);
    expect(fromMinorUnits(12345, 'JPY')).to.equal(12345);
  });
});
