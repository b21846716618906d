import { expect } from '@open-wc/testing';
import { configure, resetConfiguration } from '../../runtime/context.js';
import {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  MAX_AMOUNT,
  capAmount,
  currencyOf,
  formatMoney,
  fractionDigits,
  fromMinorUnits,
  moneyTemplate,
} from '../../runtime/money.js';
import { captureWarnings } from '../support/helpers.js';

// Narrow no-break space (U+202F) and no-break space (U+00A0), as fr writes thousands and before the symbol.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

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

  it('uses USD when the code is missing, unknown or lower case is given for a known one', async () => {
    expect(formatMoney(5, undefined, 'en-US')).to.equal('$5.00');
    expect(await captureWarnings(() => expect(formatMoney(5, 'XYZ', 'en-US')).to.equal('$5.00'))).to.have.length(1);
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

  it("passes over an empty memberLocale to the website's locale, in the order the elements' messages use", () => {
    const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
    try {
      configure({ context: { locale: 'fr-FR', memberLocale: '' } });
      expect(formatMoney(1234.5, 'EUR')).to.equal(euros.format(1234.5));
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

describe('currencies', () => {
  it('lists the 27 currencies in the spec’s order with name, ISO numeric code and fraction digits', () => {
    expect(CURRENCY_CODES.join(' ')).to.equal(
      'EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR JPY ZAR',
    );
    expect(CURRENCIES.USD).to.deep.equal({ code: 'USD', name: 'US Dollar', numericCode: '840', fractionDigits: 2 });
    expect(CURRENCIES.EUR).to.deep.equal({ code: 'EUR', name: 'Euro', numericCode: '978', fractionDigits: 2 });
    expect(CURRENCIES.JPY).to.deep.equal({ code: 'JPY', name: 'Yen', numericCode: '392', fractionDigits: 0 });
    expect(CURRENCIES.AUD.numericCode).to.equal('036');
    expect(CURRENCIES.ARS.numericCode).to.equal('032');
    for (const code of CURRENCY_CODES) {
      const { numericCode, name, fractionDigits: digits } = CURRENCIES[code];
      expect(numericCode, code).to.match(/^\d{3}$/);
      expect(name, code).not.to.equal('');
      expect(digits, code).to.equal(code === 'JPY' ? 0 : 2);
    }
    expect(new Set(CURRENCY_CODES.map((code) => CURRENCIES[code].numericCode)).size).to.equal(27);
  });

  it('defaults the store currency to USD, and warns once about an unknown code', async () => {
    expect(DEFAULT_CURRENCY).to.equal('USD');
    const warnings = await captureWarnings(() => {
      expect(currencyOf('XTS')).to.equal('USD');
      expect(currencyOf('XTS')).to.equal('USD');
      expect(formatMoney(5, 'XTS', 'en-US')).to.equal('$5.00');
      expect(currencyOf(undefined)).to.equal('USD');
    });
    expect(warnings).to.deep.equal(['sqs-elements: currency "XTS" is not one of the store\'s; USD is used.']);
  });
});

describe('moneyTemplate', () => {
  it('reads symbol and separators from the locale: USD, EUR, JPY, GBP in en', () => {
    const usd = moneyTemplate('USD', 'en');
    expect([usd.currencyCode, usd.symbol, usd.decimalSeparator, usd.thousandsSeparator]).to.deep.equal([
      'USD',
      '$',
      '.',
      ',',
    ]);
    expect(usd.formatter.format(1234.5)).to.equal('$1,234.50');
    expect(moneyTemplate('EUR', 'en').symbol).to.equal('€');
    expect(moneyTemplate('GBP', 'en').symbol).to.equal('£');
    const yen = moneyTemplate('JPY', 'en');
    expect([yen.symbol, yen.decimalSeparator, yen.thousandsSeparator]).to.deep.equal(['¥', '', ',']);
  });

  it('reads them in fr: a comma for decimals and a narrow no-break space for thousands', () => {
    const eur = moneyTemplate('EUR', 'fr');
    expect([eur.symbol, eur.decimalSeparator, eur.thousandsSeparator]).to.deep.equal(['€', ',', NNBSP]);
    expect(moneyTemplate('USD', 'fr').symbol).to.equal('$US');
    expect(moneyTemplate('GBP', 'fr').symbol).to.equal('£GB');
    expect(moneyTemplate('JPY', 'fr').symbol).to.equal('JPY');
  });

  it('falls back to en-US for an invalid locale', () => {
    expect(moneyTemplate('USD', 'not a locale!').locale).to.equal('en-US');
  });
});

describe('formatMoney in en and fr', () => {
  it('formats USD, EUR, JPY and GBP exactly', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).to.equal('$1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'en')).to.equal('€1,234.50');
    expect(formatMoney(1234.5, 'JPY', 'en')).to.equal('¥1,235');
    expect(formatMoney(1234.5, 'GBP', 'en')).to.equal('£1,234.50');
    expect(formatMoney(1234.5, 'USD', 'fr')).to.equal(`1${NNBSP}234,50${NBSP}$US`);
    expect(formatMoney(1234.5, 'EUR', 'fr')).to.equal(`1${NNBSP}234,50${NBSP}€`);
    expect(formatMoney(1234.5, 'JPY', 'fr')).to.equal(`1${NNBSP}235${NBSP}JPY`);
    expect(formatMoney(1234.5, 'GBP', 'fr')).to.equal(`1${NNBSP}234,50${NBSP}£GB`);
  });

  it('turns cents into the amount by the currency: yen have no minor unit', () => {
    expect(formatMoney(fromMinorUnits(150000, 'JPY'), 'JPY', 'en')).to.equal('¥150,000');
    expect(formatMoney(fromMinorUnits(150000, 'USD'), 'USD', 'en')).to.equal('$1,500.00');
  });

  it('shows at most 15 integer places: a larger amount is clamped to 15 nines, with one warning', async () => {
    expect(MAX_AMOUNT).to.equal(999_999_999_999_999);
    const warnings = await captureWarnings(() => {
      expect(formatMoney(999_999_999_999_999, 'JPY', 'en')).to.equal('¥999,999,999,999,999');
      expect(formatMoney(1e16, 'JPY', 'en')).to.equal('¥999,999,999,999,999');
      expect(formatMoney(-1e20, 'USD', 'en')).to.equal('-$999,999,999,999,999.00');
      expect(capAmount(Infinity)).to.equal(0);
    });
    expect(warnings).to.deep.equal([
      'sqs-elements: amounts have at most 15 integer places; a larger one is shown clamped.',
    ]);
    expect(capAmount(12.5)).to.equal(12.5);
  });
});
