/**
 * `<sqs-form>` rendered on a server (`sqs-elements/ssr`, dist/ssr.js; `npm run build` first): its fields in a plain
 * HTML form that posts, named, to the reference API without a script, with labels, required marks and its button,
 * styled by its linked sheet; a form read from the platform's markup, or whose definition is set in code, is left to the
 * browser. It also renders test/fixtures/ssr/forms-page.html into test/fixtures/strict/ssr-forms.html, the page the
 * browser tests post and take over (`UPDATE_SSR_FIXTURES=1` writes it after a change of the render).
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { attr, byTag, collectWarnings, elementsOf, ROOT, serverRender, textOf } from '../../test/ssr/server-markup.mjs';

const { renderElements, elementStylesheets } = await serverRender();
const warnings = collectWarnings();

const CONTACT = {
  submitButtonText: 'Send',
  fields: [
    { id: 'name', type: 'name', label: 'Name', required: true },
    { id: 'email', type: 'email', label: 'Email', required: true },
    { id: 'message', type: 'textarea', label: 'Message', maxLength: 500 },
    { id: 'checkbox', type: 'checkbox', label: 'Colours', options: ['Red', 'Blue'] },
    { id: 'radio', type: 'radio', label: 'Sure', options: ['Yes', 'No'] },
    { id: 'likert', type: 'likert', label: 'Likert', options: ['Fast'] },
    { id: 'hidden', type: 'hidden', label: 'Hidden', value: 'x' },
  ],
};
const page = (definition, attributes = 'form-id="contact" collection-id="c1" object-name="block-1"') =>
  `<sqs-form ${attributes}><script type="application/json">${JSON.stringify(definition)}</script></sqs-form>`;

describe('<sqs-form> rendered on a server', () => {
  it('is a form that posts its named fields to the submission route, with the form’s ids in the query', () => {
    const html = renderElements(page(CONTACT));
    const [form] = byTag(html, 'form');
    assert.equal(attr(form, 'method'), 'post');
    assert.equal(
      attr(form, 'action'),
      '/api/form/SaveFormSubmission?formId=contact&collectionId=c1&objectName=block-1',
    );
    assert.equal(attr(form, 'novalidate'), undefined, "the browser's own checks run, since no script does");
    const names = byTag(html, 'input')
      .concat(byTag(html, 'textarea'))
      .map(
        (node) =>
          `${attr(node, 'name')}${attr(node, 'value') && attr(node, 'type') !== 'text' ? `=${attr(node, 'value')}` : ''}`,
      );
    assert.deepEqual(names.sort(), [
      'checkbox=Blue',
      'checkbox=Red',
      'email',
      'likert.Fast=Agree',
      'likert.Fast=Disagree',
      'likert.Fast=Neutral',
      'likert.Fast=Strongly Agree',
      'likert.Fast=Strongly Disagree',
      'message',
      'name.First',
      'name.Last',
      'radio=No',
      'radio=Yes',
    ]);
    assert.deepEqual(warnings, []);
  });

  it('labels every field, marks the required ones and ends with its button', () => {
    const html = renderElements(page(CONTACT));
    const labels = elementsOf(html)
      .filter((node) => attr(node, 'part') === 'label')
      .map(textOf);
    assert.deepEqual(labels, ['Name (required)', 'Email (required)', 'Message', 'Colours', 'Sure', 'Likert']);
    for (const input of byTag(html, 'input').filter((node) => /^(name\.|email)/.test(attr(node, 'name'))))
      assert.equal(attr(input, 'required'), '');
    const [button] = byTag(html, 'button');
    assert.equal(attr(button, 'type'), 'submit');
    assert.equal(textOf(button), 'Send');
    const [plain] = byTag(renderElements(page({ fields: CONTACT.fields.slice(1, 2) })), 'button');
    assert.equal(textOf(plain), 'Submit');
  });

  it('links its stylesheet and writes no inline style', () => {
    const html = renderElements(page(CONTACT));
    assert.deepEqual(
      byTag(html, 'link').map((link) => attr(link, 'href')),
      ['/dist/styles/elements/form.css'],
    );
    assert.equal(elementsOf(html).filter((node) => attr(node, 'style') !== undefined).length, 0);
    const sheet = elementStylesheets()['styles/elements/form.css'];
    assert.equal(readFileSync(join(ROOT, 'dist/styles/elements/form.css'), 'utf8'), sheet);
    assert.match(sheet, /\[part~='field-error'\]/);
  });

  it('reads a definition given as the definition attribute', () => {
    const json = JSON.stringify({ fields: [{ id: 'q', type: 'text', label: 'Question' }] }).replace(/"/g, '&quot;');
    const html = renderElements(`<sqs-form form-id="x" definition="${json}"></sqs-form>`);
    assert.deepEqual(
      byTag(html, 'input').map((node) => attr(node, 'name')),
      ['q'],
    );
  });

  it("leaves the platform's form block, a form whose definition is set in code, a disclaimer and a captcha to the browser", () => {
    const platform =
      '<sqs-form block-json="{}"><script type="application/json" class="sqs-form-block-context">{"formId":"f"}</script>' +
      '<div class="form-wrapper"><form><div class="form-item text"></div></form></div></sqs-form>';
    assert.equal(renderElements(platform), platform);
    assert.equal(renderElements('<sqs-form></sqs-form>'), '<sqs-form></sqs-form>');
    const disclaimer = page({ ...CONTACT, disclaimerHtml: '<p>Terms</p>' });
    assert.equal(renderElements(disclaimer), disclaimer);
    const captcha = page({ ...CONTACT, captcha: true }, 'form-id="c" captcha-script-url="/own/captcha.js"');
    assert.equal(renderElements(captcha), captcha);
    assert.deepEqual(warnings, [
      "<sqs-form> is left to render in the browser: the platform's rendered form becomes its fields there.",
      '<sqs-form> is left to render in the browser: its definition is set there.',
      '<sqs-form> is left to render in the browser: its disclaimer is sanitised there.',
      '<sqs-form> is left to render in the browser: only its script shows its captcha.',
    ]);
  });
});

describe('the forms page the browser tests take over', () => {
  it('is test/fixtures/ssr/forms-page.html rendered', () => {
    const source = readFileSync(join(ROOT, 'test/fixtures/ssr/forms-page.html'), 'utf8');
    const target = join(ROOT, 'test/fixtures/strict/ssr-forms.html');
    const rendered = renderElements(source);
    if (process.env.UPDATE_SSR_FIXTURES === '1') writeFileSync(target, rendered);
    assert.equal(readFileSync(target, 'utf8'), rendered, 'run with UPDATE_SSR_FIXTURES=1 to write it again');
    assert.deepEqual(warnings, []);
  });
});
