/**
 * `<sqs-donation>` rendered on a server (`sqs-elements/ssr`, dist/ssr.js; `npm run build` first): its amounts, Other
 * amount field and Donate button in a plain HTML form that goes to the donation checkout without a script, in the
 * currency the browser shows (the attribute's, the page's store currency, USD); a donation with no donation page is
 * left to the browser. It also renders test/fixtures/ssr/donation-page.html into
 * test/fixtures/strict/ssr-donation.html, the page the browser tests take over (`UPDATE_SSR_FIXTURES=1` writes it after
 * a change of the render).
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { attr, byTag, collectWarnings, elementsOf, ROOT, serverRender, textOf } from '../../test/ssr/server-markup.mjs';

const { renderElements } = await serverRender();
const warnings = collectWarnings();

describe('<sqs-donation> rendered on a server', () => {
  it('is a form that goes to the donation checkout with the page, the amount in minor units or the other amount', () => {
    const html = renderElements('<sqs-donation donate-page-id="p1" amounts="5, 12.5" currency="eur"></sqs-donation>');
    const [form] = byTag(html, 'form');
    assert.deepEqual(
      ['method', 'action'].map((name) => attr(form, name)),
      ['get', '/checkout/donate'],
    );
    assert.deepEqual(
      byTag(html, 'input').map((node) => [attr(node, 'type'), attr(node, 'name'), attr(node, 'value')]),
      [
        ['hidden', 'donatePageId', 'p1'],
        ['radio', 'amount', '500'],
        ['radio', 'amount', '1250'],
        ['radio', 'amount', 'other'],
        ['text', 'other', undefined],
      ],
    );
    assert.deepEqual(byTag(html, 'label').map(textOf), [' €5.00', ' €12.50', ' Other', 'Other amount']);
    assert.equal(textOf(byTag(html, 'button')[0]), 'Donate');
    assert.deepEqual(
      byTag(html, 'link').map((link) => attr(link, 'href')),
      ['/dist/styles/elements/donation.css'],
    );
    assert.equal(elementsOf(html).filter((node) => attr(node, 'style') !== undefined).length, 0);
    assert.deepEqual(warnings, []);
  });

  it("shows the amounts in the currency attribute's, else the page's store currency, else USD", () => {
    const amounts = (html) => byTag(html, 'label').slice(0, 1).map(textOf);
    assert.deepEqual(amounts(renderElements('<sqs-donation donate-page-id="p1" amounts="5"></sqs-donation>')), [
      ' $5.00',
    ]);
    const context = (code) =>
      `<script type="application/json" id="sqs-site-context">{"websiteSettings":{"storeSettings":{"selectedCurrency":"${code}"}}}</script>`;
    const page = (code, attribute = '') =>
      `<html><head>${context(code)}</head><body><sqs-donation donate-page-id="p1" amounts="5"${attribute}></sqs-donation></body></html>`;
    assert.deepEqual(amounts(renderElements(page('GBP'))), [' £5.00']);
    assert.deepEqual(amounts(renderElements(page('GBP', ' currency="EUR"'))), [' €5.00']);
    assert.deepEqual(amounts(renderElements(page('XYZ'))), [' $5.00']);
    assert.deepEqual(warnings, []);
  });

  it('leaves a donation with no donation page to the browser', () => {
    const page = '<sqs-donation donate-page-id="javascript:alert(1)"></sqs-donation>';
    assert.equal(renderElements(page), page);
    assert.deepEqual(warnings, ['<sqs-donation> is left to render in the browser: it has no donation page.']);
  });
});

describe('the donation page the browser tests take over', () => {
  it('is test/fixtures/ssr/donation-page.html rendered', () => {
    const source = readFileSync(join(ROOT, 'test/fixtures/ssr/donation-page.html'), 'utf8');
    const target = join(ROOT, 'test/fixtures/strict/ssr-donation.html');
    const rendered = renderElements(source);
    if (process.env.UPDATE_SSR_FIXTURES === '1') writeFileSync(target, rendered);
    assert.equal(readFileSync(target, 'utf8'), rendered, 'run with UPDATE_SSR_FIXTURES=1 to write it again');
    assert.deepEqual(warnings, []);
  });
});
