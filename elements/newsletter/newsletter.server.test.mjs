/**
 * `<sqs-newsletter>` rendered on a server (`sqs-elements/ssr`, dist/ssr.js; `npm run build` first): its slotted title
 * and text, its email field (and name fields when asked for) and its button, in a plain HTML form that posts to the
 * reference API without a script; the platform's rendered block, and a layout or alignment its script sets on the
 * host, are left to the browser. It also renders test/fixtures/ssr/newsletter-page.html into
 * test/fixtures/strict/ssr-newsletter.html, the page the browser tests post and take over (`UPDATE_SSR_FIXTURES=1`
 * writes it after a change of the render).
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { attr, byTag, collectWarnings, elementsOf, ROOT, serverRender, textOf } from '../../test/ssr/server-markup.mjs';

const { renderElements } = await serverRender();
const warnings = collectWarnings();

describe('<sqs-newsletter> rendered on a server', () => {
  it('is a form that posts the email to the submission route, with its slots, label, required mark and button', () => {
    const html = renderElements(
      '<sqs-newsletter form-id="newsletter" collection-id="c1" placeholder="you@example.com" button-text="Join">' +
        '<h2 slot="title">News</h2></sqs-newsletter>',
    );
    const [form] = byTag(html, 'form');
    assert.equal(attr(form, 'method'), 'post');
    assert.equal(attr(form, 'action'), '/api/form/SaveFormSubmission?formId=newsletter&collectionId=c1');
    const [email] = byTag(html, 'input');
    assert.deepEqual(
      ['name', 'type', 'required', 'placeholder', 'autocomplete'].map((name) => attr(email, name)),
      ['email', 'email', '', 'you@example.com', 'email'],
    );
    const label = elementsOf(html).find((node) => attr(node, 'part') === 'label');
    assert.equal(textOf(label), 'Email Address (required)');
    assert.deepEqual(
      byTag(html, 'slot').map((slot) => attr(slot, 'name') ?? ''),
      ['title', ''],
    );
    assert.equal(textOf(byTag(html, 'button')[0]), 'Join');
    assert.deepEqual(
      byTag(html, 'link').map((link) => attr(link, 'href')),
      ['/dist/styles/elements/newsletter.css'],
    );
    assert.equal(elementsOf(html).filter((node) => attr(node, 'style') !== undefined).length, 0);
    assert.deepEqual(warnings, []);
  });

  it('reads its settings from the block data as the browser does, an attribute first', () => {
    const block = JSON.stringify({ formId: 'from-block', buttonText: 'Go', showName: true }).replace(/"/g, '&quot;');
    const html = renderElements(`<sqs-newsletter block-json="${block}" button-text="Join"></sqs-newsletter>`);
    assert.match(attr(byTag(html, 'form')[0], 'action'), /\?formId=from-block$/);
    assert.equal(textOf(byTag(html, 'button')[0]), 'Join');
    assert.deepEqual(
      byTag(html, 'input').map((node) => attr(node, 'name')),
      ['name.First', 'name.Last', 'email'],
    );
  });

  it("leaves the platform's rendered block, a layout or alignment set on the host by its script and a captcha to the browser", () => {
    const platform =
      '<sqs-newsletter><div class="newsletter-form-wrapper"><form class="newsletter-form" data-form-id="n">' +
      '<input name="email"></form></div></sqs-newsletter>';
    assert.equal(renderElements(platform), platform);
    for (const other of [
      '<sqs-newsletter layout="stack"></sqs-newsletter>',
      '<sqs-newsletter align="center"></sqs-newsletter>',
    ])
      assert.equal(renderElements(other), other);
    const captcha = '<sqs-newsletter captcha></sqs-newsletter>';
    assert.equal(renderElements(captcha), captcha);
    assert.deepEqual(warnings, [
      "<sqs-newsletter> is left to render in the browser: the platform's rendered form becomes its fields there.",
      '<sqs-newsletter> is left to render in the browser: its layout and alignment are set on it there.',
      '<sqs-newsletter> is left to render in the browser: its layout and alignment are set on it there.',
      '<sqs-newsletter> is left to render in the browser: only its script shows its captcha.',
    ]);
  });
});

describe('the newsletter page the browser tests take over', () => {
  it('is test/fixtures/ssr/newsletter-page.html rendered', () => {
    const source = readFileSync(join(ROOT, 'test/fixtures/ssr/newsletter-page.html'), 'utf8');
    const target = join(ROOT, 'test/fixtures/strict/ssr-newsletter.html');
    const rendered = renderElements(source);
    if (process.env.UPDATE_SSR_FIXTURES === '1') writeFileSync(target, rendered);
    assert.equal(readFileSync(target, 'utf8'), rendered, 'run with UPDATE_SSR_FIXTURES=1 to write it again');
    assert.deepEqual(warnings, []);
  });
});
