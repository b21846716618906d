import { expect } from '@open-wc/testing';
import commerce from '../../elements/shared/messages/commerce.en.js';
import fr from '../../elements/shared/messages/fr.js';
import { message, registerCatalogue } from '../../elements/shared/messages.js';
import { ProductType } from '../../runtime/enums.js';
import {
  displayPrice,
  inStock,
  normalizeProduct,
  optionNames,
  productMessages,
  readProduct,
  subscriptionText,
  variantFor,
  workflowLabel,
} from '../../runtime/products.js';
import { captureWarnings } from '../support/helpers.js';

const SHIRT = {
  structuredContent: {
    productType: 'physical',
    variants: [
      {
        price: 2500,
        salePrice: 2000,
        onSale: true,
        qtyInStock: 0,
        unlimited: false,
        sku: 'SQ1234567',
        optionValues: [
          { optionName: 'Size', value: 'S' },
          { optionName: 'Color', value: 'Red' },
        ],
      },
      {
        price: 2200,
        salePrice: 0,
        onSale: false,
        qtyInStock: 3,
        unlimited: false,
        sku: 'SQ7654321',
        optionValues: [
          { optionName: 'Size', value: 'M' },
          { optionName: 'Color', value: 'Red' },
        ],
      },
    ],
  },
};

describe('normalizeProduct', () => {
  it('keeps a well-formed product as it is, without warnings', async () => {
    const warnings = await captureWarnings(() => {
      const product = normalizeProduct(SHIRT);
      expect(product.productType).to.equal(ProductType.physical);
      expect(product.variants).to.deep.equal(SHIRT.structuredContent.variants);
      expect([product.priceCents, product.salePriceCents, product.onSale]).to.deep.equal([0, 0, false]);
    });
    expect(warnings).to.deep.equal([]);
  });

  it('reads every product type from its name or number (paywall too); an unknown one is physical, warned', async () => {
    const type = (productType: unknown) => normalizeProduct({ structuredContent: { productType } }).productType;
    expect(type('service')).to.equal(ProductType.service);
    expect(type('digital')).to.equal(ProductType.digital);
    expect(type('gift card')).to.equal(ProductType.giftCard);
    expect(type('GIFT_CARD')).to.equal(ProductType.giftCard);
    expect(type('paywall')).to.equal(ProductType.paywall);
    expect(type(4)).to.equal(ProductType.giftCard);
    const warnings = await captureWarnings(() => expect(type('spaceship')).to.equal(ProductType.physical));
    expect(warnings).to.deep.equal([
      'sqs-elements: product field "productType" is not a product type; physical is used.',
    ]);
  });

  it('clamps prices to whole cents from 0 to 100000000, naming each field it changed', async () => {
    let product = normalizeProduct({});
    const warnings = await captureWarnings(() => {
      product = normalizeProduct({
        productType: 'digital',
        priceCents: 100_000_001,
        salePriceCents: -5,
        variants: [{ price: '1999.6', salePrice: 1e12 }],
      });
    });
    expect([product.priceCents, product.salePriceCents]).to.deep.equal([100_000_000, 0]);
    expect([product.variants[0]!.price, product.variants[0]!.salePrice]).to.deep.equal([2000, 100_000_000]);
    expect(warnings).to.deep.equal([
      'sqs-elements: product field "variants[0].price" must be whole cents from 0 to 100000000; 2000 is used.',
      'sqs-elements: product field "variants[0].salePrice" must be whole cents from 0 to 100000000; 100000000 is used.',
      'sqs-elements: product field "priceCents" must be whole cents from 0 to 100000000; 100000000 is used.',
      'sqs-elements: product field "salePriceCents" must be whole cents from 0 to 100000000; 0 is used.',
    ]);
  });

  it('keeps a 60-character SKU and drops a 61-character one', async () => {
    const sku = (value: string) => normalizeProduct({ variants: [{ sku: value }] }).variants[0]!.sku;
    expect(sku('A'.repeat(60))).to.equal('A'.repeat(60));
    const warnings = await captureWarnings(() => expect(sku('A'.repeat(61))).to.equal(''));
    expect(warnings).to.deep.equal([
      'sqs-elements: product field "variants[0].sku" is not a string of at most 60 characters; it was dropped.',
    ]);
  });

  it('drops fields of the wrong kind with a warning each, and never throws on hostile JSON', async () => {
    const warnings = await captureWarnings(() => {
      const product = normalizeProduct({
        structuredContent: {
          variants: [
            {
              price: {},
              onSale: 'yes',
              qtyInStock: -1,
              unlimited: 1,
              sku: 42,
              optionValues: [{ optionName: 'Size', value: 'S' }, 'M', { value: 7 }],
            },
            null,
          ],
        },
      });
      expect(product.variants[0]).to.deep.equal({
        price: 0,
        salePrice: 0,
        onSale: false,
        qtyInStock: 0,
        unlimited: false,
        sku: '',
        optionValues: [{ optionName: 'Size', value: 'S' }],
      });
      expect(product.variants[1]!.price).to.equal(0);
    });
    expect(warnings).to.include(
      'sqs-elements: product field "variants[0].price" is not a number of cents; it was dropped.',
    );
    expect(warnings).to.include('sqs-elements: product field "variants[0].onSale" is not a boolean; it was dropped.');
    expect(warnings).to.include('sqs-elements: product field "variants[1]" is not an object; it was dropped.');
    expect(warnings).to.have.length(9);
    for (const hostile of [null, undefined, 'x', 7, [], { structuredContent: 'x' }, { variants: 'x' }]) {
      await captureWarnings(() => expect(normalizeProduct(hostile).variants).to.deep.equal([]));
    }
  });
});

describe('readProduct (an item of the commerce API)', () => {
  it('reads the ids, the name, the currency of the first price and the plan beside the normalised content', () => {
    const data = readProduct({
      id: 41,
      name: 'Linen apron',
      structuredContent: {
        productType: 'physical',
        subscriptionPlan: { billingPeriod: { unit: 'MONTH', value: 1 }, numBillingCycles: 12 },
        variants: [
          {
            id: 7,
            sku: 'APRON-S',
            price: { value: '32.00', currencyCode: 'EUR' },
            priceCents: 3200,
            salePrice: { value: '26.00', currencyCode: 'EUR' },
            salePriceCents: 2600,
            onSale: true,
            qtyInStock: 5,
          },
          { id: 'v-8', sku: 'APRON-M', priceCents: 3400, price: 3400, qtyInStock: 0 },
        ],
      },
    });
    expect([data.id, data.name, data.variantIds, data.currency]).to.deep.equal([41, 'Linen apron', [7, 'v-8'], 'EUR']);
    expect(data.plan).to.deep.equal({ billingPeriod: { unit: 'MONTH', value: 1 }, numBillingCycles: 12 });
    // Money and cents side by side: the cents are read.
    expect(data.product.variants.map((v) => [v.price, v.salePrice, v.onSale])).to.deep.equal([
      [3200, 2600, true],
      [3400, 0, false],
    ]);
  });

  it('keeps only ids and names of the right kind and size, and reads bare content or anything else as empty', async () => {
    let data!: ReturnType<typeof readProduct>;
    // The variant that is not an object is normalizeProduct's to report.
    await captureWarnings(() => {
      data = readProduct({
        id: -1,
        name: 'n'.repeat(600),
        structuredContent: { variants: [{ id: 'x'.repeat(101) }, { id: 1.5 }, 'not a variant'] },
      });
    });
    expect([data.id, data.name.length, data.variantIds, data.currency, data.plan]).to.deep.equal([
      '',
      500,
      ['', '', ''],
      undefined,
      undefined,
    ]);
    expect(readProduct({ variants: [{ id: 3, qtyInStock: 1 }] }).variantIds).to.deep.equal([3]);
    const warnings = await captureWarnings(() => {
      const empty = readProduct('nonsense');
      expect([empty.id, empty.name, empty.variantIds, empty.product.variants]).to.deep.equal(['', '', [], []]);
    });
    expect(warnings).to.deep.equal([]);
  });
});

describe('variants, stock and price', () => {
  const shirt = normalizeProduct(SHIRT);

  it('chooses a variant only when every option is chosen', () => {
    expect(optionNames(shirt)).to.deep.equal(['Size', 'Color']);
    expect(variantFor(shirt, { Size: 'M' })).to.equal(undefined);
    expect(variantFor(shirt, { Size: 'M', Color: 'Red' })).to.equal(shirt.variants[1]);
    expect(variantFor(shirt, { Size: 'L', Color: 'Red' })).to.equal(undefined);
    const single = normalizeProduct({ variants: [{ price: 100 }] });
    expect(variantFor(single, {})).to.equal(single.variants[0]);
  });

  it('is in stock with units left or when stock is not counted', () => {
    expect(inStock(shirt.variants[0]!)).to.equal(false);
    expect(inStock(shirt.variants[1]!)).to.equal(true);
    expect(inStock({ ...shirt.variants[0]!, unlimited: true })).to.equal(true);
  });

  it('shows the sale price when on sale, else the regular; a product shows its lowest variant’s', () => {
    expect(displayPrice(shirt.variants[0]!)).to.deep.equal({ cents: 2000, regularCents: 2500, onSale: true });
    expect(displayPrice(shirt.variants[1]!)).to.deep.equal({ cents: 2200, regularCents: 2200, onSale: false });
    expect(displayPrice(shirt)).to.deep.equal({ cents: 2000, regularCents: 2500, onSale: true });
    const ebook = normalizeProduct({ productType: 'digital', priceCents: 900, salePriceCents: 500, onSale: true });
    expect(displayPrice(ebook)).to.deep.equal({ cents: 500, regularCents: 900, onSale: true });
    expect(displayPrice({ ...ebook, onSale: false })).to.deep.equal({ cents: 900, regularCents: 900, onSale: false });
  });
});

describe('workflow label', () => {
  it('is Available, Scheduled, Hidden, else Unsupported (spec 000 §4)', () => {
    expect(workflowLabel('published')).to.deep.equal({
      key: 'product.workflow-available',
      values: {},
      message: 'Available',
    });
    expect(workflowLabel('scheduled').message).to.equal('Scheduled');
    expect(workflowLabel('draft').message).to.equal('Hidden');
    expect(workflowLabel('needs_review').message).to.equal('Unsupported');
    expect(workflowLabel(undefined).message).to.equal('Unsupported');
  });
});

describe('subscription text', () => {
  const text = (value: number, unit: string, numBillingCycles?: number) =>
    subscriptionText({ billingPeriod: { value, unit }, numBillingCycles })?.message;

  it('covers weekly, monthly and yearly, single or multiple periods, finite or indefinite', () => {
    expect(text(1, 'weekly')).to.equal('Every week');
    expect(text(1, 'MONTHLY', 0)).to.equal('Every month');
    expect(text(1, 'year')).to.equal('Every year');
    expect(text(2, 'weekly')).to.equal('Every 2 weeks');
    expect(text(3, 'monthly')).to.equal('Every 3 months');
    expect(text(2, 'yearly')).to.equal('Every 2 years');
    expect(text(2, 'weekly', 6)).to.equal('Every 2 weeks for 6 payments');
    expect(text(1, 'monthly', 1)).to.equal('Every month for 1 payment');
    expect(text(1, 'yearly', 1200)).to.equal('Every year for 1,200 payments');
    expect(subscriptionText({ billingPeriod: { value: 2, unit: 'weekly' }, numBillingCycles: 6 })).to.deep.equal({
      key: 'subscription.weekly-for',
      values: { count: 2, cycles: 6 },
      message: 'Every 2 weeks for 6 payments',
    });
  });

  it('gives no text, with a warning, for another unit or a period that is not a whole number ≥ 1', async () => {
    const warnings = await captureWarnings(() => {
      expect(text(1, 'daily')).to.equal(undefined);
      expect(text(0, 'weekly')).to.equal(undefined);
      expect(text(1.5, 'weekly')).to.equal(undefined);
      expect(text(1, 'weekly', -1)).to.equal(undefined);
      expect(subscriptionText({} as never)).to.equal(undefined);
      expect(subscriptionText(null as never)).to.equal(undefined);
    });
    expect(warnings).to.have.length(6);
  });

  it('gives no text, with a warning, for a unit named like an Object member', async () => {
    const warnings = await captureWarnings(() => {
      for (const unit of ['__proto__', 'constructor', 'toString']) expect(text(1, unit), unit).to.equal(undefined);
    });
    expect(warnings).to.have.length(3);
  });

  it('has the same English as the catalogue’s ICU messages, and French from the catalogue', async () => {
    for (const key of Object.keys(productMessages) as (keyof typeof productMessages)[]) {
      for (const [count, cycles] of [
        [1, 1],
        [1, 6],
        [2, 1],
        [12, 1500],
      ] as const) {
        const unit = key.startsWith('subscription.') ? key.slice(13).replace('-for', '') : '';
        if (!unit) continue;
        const english = text(count, unit, key.endsWith('-for') ? cycles : 0);
        expect(english, key).to.equal(message(key, { count, cycles }, 'en', commerce));
      }
    }
    await registerCatalogue('fr', fr);
    expect(message('subscription.monthly', { count: 1 }, 'fr', commerce)).to.equal('Tous les mois');
    expect(message('subscription.weekly-for', { count: 2, cycles: 6 }, 'fr', commerce)).to.equal(
      'Toutes les 2 semaines, en 6 paiements',
    );
    expect(message('product.workflow-hidden', undefined, 'fr', commerce)).to.equal('Masqué');
  });
});
