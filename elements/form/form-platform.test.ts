import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import './define.js';
import type { SqsFormElement } from './define.js';
import { captureWarnings, shadow } from '../../test/support/helpers.js';
import { all, clickSubmit, control, partText, recordRequests, rendered, typeInto } from './form.test-helpers.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { upgradeBlocks } from '../shared/upgrade-blocks.js';
import { formCorpus } from '../../test/corpus/form.corpus.js';

/**
 * A form as an older page of the platform renders it (no form context): the ids in `onsubmit`, a required name, a
 * phone with its country code, a described select with a placeholder, radio buttons, a hidden field and a text area.
 */
const RENDERED = `<div class="form-wrapper"><div class="form-inner-wrapper">
  <form data-form-id="f-rendered" data-success-redirect="" autocomplete="on" method="POST" novalidate
    onsubmit="return (function (form) { Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) {
      (new Y.Squarespace.FormSubmit(form)).submit({ formId: 'f-rendered', collectionId: 'c-page', objectName: 'page-c-page' });
    }); return false; })(this);">
  <div class="field-list clear">
    <fieldset id="name-yui_1" class="form-item fields name required">
      <legend class="title">Name <span class="required" aria-hidden="true">*</span></legend>
      <div class="field first-name"><label class="caption"><input class="field-element field-control" name="fname" type="text" data-title="First" aria-required="true" /><span class="caption-text">First Name</span></label></div>
      <div class="field last-name"><label class="caption"><input class="field-element field-control" name="lname" type="text" data-title="Last" aria-required="true" /><span class="caption-text">Last Name</span></label></div>
    </fieldset>
    <fieldset id="phone-yui_2" class="form-item fields phone required">
      <legend class="title">Phone <span class="required" aria-hidden="true">*</span></legend>
      <div class="field text"><label class="caption"><input class="field-element" type="text" data-title="Country" /><span class="caption-text">Country</span></label></div>
      <div class="field text"><label class="caption"><input class="field-element" type="text" data-title="Areacode" /><span class="caption-text">(###)</span></label></div>
      <div class="field text"><label class="caption"><input class="field-element" type="text" data-title="Prefix" /><span class="caption-text">###</span></label></div>
      <div class="field text"><label class="caption"><input class="field-element" type="text" data-title="Line" /><span class="caption-text">####</span></label></div>
    </fieldset>
    <div id="select-yui_3" class="form-item field select">
      <label class="title" for="select-yui_3-field">Course</label>
      <div class="description">Pick one</div>
      <select id="select-yui_3-field"><option value="">Choose a course</option><option value="One">One</option><option value="Two">Two</option></select>
    </div>
    <fieldset id="radio-yui_4" class="form-item field radio required" aria-required="true">
      <legend class="title">Contact by <span class="required" aria-hidden="true">*</span></legend>
      <div class="option"><label><input type="radio" name="radio-yui_4-field" value="Email" /> Email</label></div>
      <div class="option"><label><input type="radio" name="radio-yui_4-field" value="Phone" /> Phone</label></div>
    </fieldset>
    <input type="hidden" class="form-item field hidden" id="hidden-yui_5" name="SQF_SOURCE" value="page" />
    <div id="textarea-yui_6" class="form-item field textarea">
      <label class="title" for="textarea-yui_6-field">Message</label>
      <textarea class="field-element" id="textarea-yui_6-field"></textarea>
    </div>
  </div>
  <div class="form-button-wrapper"><input class="button" type="submit" value="Send it" /></div>
  <div class="hidden form-submission-text"><p>Thanks</p></div>
  </form></div></div>`;

/** Returns the `<sqs-form>` of `markup` (its children and attributes as a page writes them), once rendered. */
function fromPage(markup: string, attributes = ''): Promise<SqsFormElement> {
  const wrapper = document.createElement('div');
  // Parsed as a page is: the element's children exist when it upgrades.
  wrapper.insertAdjacentHTML('afterbegin', `<sqs-form ${attributes}>${markup}</sqs-form>`);
  return fixture<HTMLElement>(html`<div></div>`).then(async (host) => {
    host.append(wrapper);
    const el = wrapper.querySelector<SqsFormElement>('sqs-form')!;
    await waitUntil(() => el.shadowRoot?.querySelector('form'), 'the form never rendered');
    await el.updateComplete;
    return el;
  });
}

/** Returns the labels of the fields shown, without their required marks. */
const labels = (el: Element): string[] =>
  all(el, '[part~="field"] > [part~="label"]').map((label) => label.firstChild!.textContent!.trim());

beforeEach(() => sessionStorage.clear());

describe('<sqs-form> of a page', () => {
  it('marks every input of a required name and phone group required, not only its legend', async () => {
    const definition = {
      fields: [
        { id: 'who', type: 'name', label: 'Name', required: true },
        { id: 'tel', type: 'phone', label: 'Phone', required: true, showCountryCode: true },
        { id: 'alt', type: 'phone', label: 'Other phone' },
      ],
    };
    const el = await rendered<SqsFormElement>(html`<sqs-form form-id="groups" .definition=${definition}></sqs-form>`);
    await expect(el).to.be.accessible();
    const required = (label: string) => control(el, label).required;
    expect(['First Name', 'Last Name'].map(required)).to.deep.equal([true, true]);
    const phone = all<HTMLInputElement>(el, 'fieldset[data-type="phone"]')[0]!.querySelectorAll('input');
    // The country code may stay empty; area code, prefix and line may not.
    expect(Array.from(phone, (input) => input.required)).to.deep.equal([false, true, true, true]);
    const other = all<HTMLFieldSetElement>(el, 'fieldset[data-type="phone"]')[1]!.querySelectorAll('input[required]');
    expect(other.length).to.equal(0);
  });

  it('builds its definition from the rendered form and sends the ids of its onsubmit', async () => {
    const el = await fromPage(RENDERED);
    await expect(el).to.be.accessible();
    expect(all(el, '[part~="field"]').map((f) => f.dataset.type)).to.deep.equal([
      'name',
      'phone',
      'select',
      'radio',
      'textarea',
    ]);
    expect(labels(el)).to.deep.equal(['Name', 'Phone', 'Course', 'Contact by', 'Message']);
    expect(all(el, '[part="required"]').length).to.equal(3);
    expect(partText(el, 'description')).to.equal('Pick one');
    const select = control<HTMLSelectElement>(el, 'Course');
    expect(Array.from(select.options, (o) => o.text)).to.deep.equal(['Choose a course', 'One', 'Two']);
    expect(all<HTMLInputElement>(el, 'input[type="radio"]').every((radio) => radio.required)).to.equal(true);
    expect(partText(el, 'submit')).to.equal('Send it');

    typeInto(control(el, 'First Name'), 'Ada');
    typeInto(control(el, 'Last Name'), 'Lovelace');
    for (const [part, text] of [
      ['Areacode', '555'],
      ['Prefix', '010'],
      ['Line', '4477'],
    ])
      typeInto(shadow(el).querySelector<HTMLInputElement>(`[data-part="${part}"] input`)!, text!);
    all<HTMLInputElement>(el, 'input[type="radio"]')[1]!.click();
    const record = recordRequests();
    try {
      const answered = oneEvent(el, 'sqs-form-error');
      clickSubmit(el);
      await answered;
      const save = record.requests.find((r) => r.url.includes('SaveFormSubmission'))!;
      const { key, form, formId, collectionId, objectName, isOverlayForm, submitButtonText } = JSON.parse(
        save.init!.body as string,
      ) as Record<string, unknown>;
      expect(key).to.be.a('string').and.not.equal('');
      expect({ formId, collectionId, objectName, isOverlayForm, submitButtonText }).to.deep.equal({
        formId: 'f-rendered',
        collectionId: 'c-page',
        objectName: 'page-c-page',
        isOverlayForm: false,
        submitButtonText: 'Send it',
      });
      expect(JSON.parse(form as string)).to.deep.equal({
        'name-yui_1': { First: 'Ada', Last: 'Lovelace' },
        'phone-yui_2': { Country: '', Areacode: '555', Prefix: '010', Line: '4477' },
        'select-yui_3': '',
        'radio-yui_4': 'Phone',
        'hidden-yui_5': 'page',
        'textarea-yui_6': '',
      });
    } finally {
      record.restore();
    }
  });

  it('reads the fields of the form context and lets attributes and block-json win over its ids', async () => {
    const context = {
      formId: 'f-context',
      collectionId: 'c-context',
      objectName: 'o-context',
      formName: 'Contact',
      formSubmitButtonText: 'Go',
      formFields: [
        { type: 'email', id: 'email-1', title: 'Email', required: true, email: true, locked: false },
        { type: 'checkbox', id: 'checkbox-2', title: 'Topics', options: ['A', 'B'], checkbox: true },
      ],
    };
    const script = `<script type="application/json" class="sqs-form-block-context">${JSON.stringify(context)}</script>`;
    let el!: SqsFormElement;
    const warnings = await captureWarnings(async () => {
      el = await fromPage(script, `object-name="o-attribute" block-json='{"collectionId":"c-block","layout":"wide"}'`);
      await waitUntil(() => all(el, '[part~="field"]').length === 2);
    });
    await expect(el).to.be.accessible();
    expect(labels(el)).to.deep.equal(['Email', 'Topics']);
    expect(partText(el, 'submit')).to.equal('Go');
    expect(warnings).to.deep.equal(['<sqs-form>: block-json key "layout" is not supported and is ignored.']);
    typeInto(control(el, 'Email'), 'ada@example.com');
    const record = recordRequests();
    try {
      const answered = oneEvent(el, 'sqs-form-error');
      clickSubmit(el);
      await answered;
      const save = record.requests.find((r) => r.url.includes('SaveFormSubmission'))!;
      const body = JSON.parse(save.init!.body as string) as Record<string, unknown>;
      expect([body.formId, body.collectionId, body.objectName]).to.deep.equal(['f-context', 'c-block', 'o-attribute']);
      expect(JSON.parse(body.form as string)).to.deep.equal({ 'email-1': 'ada@example.com', 'checkbox-2': [] });
    } finally {
      record.restore();
    }
  });

  it('keeps what the visitor typed into the rendered form before the element upgraded', async () => {
    const template = document.createElement('template');
    template.innerHTML = `<sqs-form>${RENDERED}</sqs-form>`;
    const page = template.content;
    page.querySelector<HTMLInputElement>('[data-title="First"]')!.value = 'Ada';
    page.querySelector<HTMLInputElement>('[data-title="Line"]')!.value = '4477';
    page.querySelector<HTMLSelectElement>('select')!.value = 'Two';
    page.querySelector<HTMLInputElement>('input[value="Email"]')!.checked = true;
    page.querySelector('textarea')!.value = 'Typed before the script came';
    const host = await fixture<HTMLElement>(html`<div></div>`);
    // Moved, not cloned, as the page's own nodes are when the element upgrades.
    host.append(document.adoptNode(page));
    const el = host.querySelector<SqsFormElement>('sqs-form')!;
    await waitUntil(() => el.shadowRoot?.querySelector('textarea')?.value, 'the typed text never came');
    await expect(el).to.be.accessible();
    expect(control(el, 'First Name').value).to.equal('Ada');
    expect(shadow(el).querySelector<HTMLInputElement>('[data-part="Line"] input')!.value).to.equal('4477');
    expect(control<HTMLSelectElement>(el, 'Course').value).to.equal('Two');
    expect(all<HTMLInputElement>(el, 'input[type="radio"]')[0]!.checked).to.equal(true);
    expect(control<HTMLTextAreaElement>(el, 'Message').value).to.equal('Typed before the script came');
  });

  it('warns what it could not read, and shows it only in development', async () => {
    const unreadable = `<div class="form-wrapper"><p>Form coming soon</p></div>`;
    const odd = `<form><div class="field-list"><div id="sig-1" class="form-item field signature"><label>Sign</label></div>
      <div id="text-2" class="form-item field text"><label class="title">Note</label><input type="text" /></div></div></form>`;
    let quiet!: SqsFormElement;
    let shown!: SqsFormElement;
    let partial!: SqsFormElement;
    const warnings = await captureWarnings(async () => {
      quiet = await fromPage(unreadable);
      shown = await fromPage(unreadable, 'dev');
      partial = await fromPage(odd, 'dev form-id="f-odd"');
    });
    const message = "<sqs-form>: could not read the page's form (no form context and no rendered form).";
    expect(warnings).to.deep.equal([
      message,
      message,
      '<sqs-form form-id="f-odd">: could not read the page\'s form (field "sig-1" of unknown kind (form-item field signature)).',
    ]);
    expect(partText(quiet, 'notice')).to.equal('');
    await expect(shown).to.be.accessible();
    expect(partText(shown, 'notice')).to.equal(message);
    expect(labels(partial)).to.deep.equal(['Note']);
    expect(partText(partial, 'notice')).to.contain('"sig-1"');
  });

  it('sends the ids of a website-component form block it was upgraded from, its block id as the object name', async () => {
    configure({ context: { collectionId: 'c-site', itemId: 'i-page' } });
    // The newest form block: the form context carries the form and collection ids, the block's id names the block.
    // Its captcha is the captcha tests' subject; here it is off, so the submission goes out at once.
    const page = formCorpus
      .find((block) => block.block.includes('data-block-type="1337"') && block.source.endsWith('contact.html'))!
      .block.replace('"captchaEnabled":true', '"captchaEnabled":false');
    const root = await fixture<HTMLElement>(`<div>${page}</div>`);
    const { elements } = upgradeBlocks(root, { form: 'sqs-form' });
    const el = elements[0] as SqsFormElement;
    await waitUntil(() => !root.querySelector('.sqs-block') && all(el, '[part~="field"]').length === 3);
    expect(el.id).to.equal('block-733d94d9d8dbb8092c16');
    await expect(el).to.be.accessible();
    typeInto(control(el, 'Name'), 'Ada');
    typeInto(control(el, 'Email'), 'ada@example.com');
    typeInto(control<HTMLTextAreaElement>(el, 'Message'), 'Hello');
    const record = recordRequests();
    try {
      const answered = Promise.race([oneEvent(el, 'sqs-form-error'), oneEvent(el, 'sqs-form-success')]);
      clickSubmit(el);
      await answered;
      const save = record.requests.find((r) => r.url.includes('SaveFormSubmission'))!;
      const body = JSON.parse(save.init!.body as string) as Record<string, unknown>;
      expect(body.key).to.be.a('string').and.not.equal('');
      expect({ ...body, key: 'k' }).to.deep.equal({
        key: 'k',
        formId: '69dab85b8f6fd04d770d7395',
        collectionId: '69dab85b8f6fd04d770d7397',
        objectName: '733d94d9d8dbb8092c16',
        isOverlayForm: false,
        submitButtonText: 'Submit',
        form: JSON.stringify({
          'text-b2b3f2b5-dbc1-4a23-bb68-4b0dee5e686c': 'Ada',
          'email-yui_3_17_2_1_1694449577996_1161': 'ada@example.com',
          'textarea-f027727e-5723-4c39-8114-feecd22e7530': 'Hello',
        }),
        pageTitle: document.title,
        pageId: 'i-page',
        contentSource: 'i',
        pagePath: location.pathname,
        pagePermissionTypeValue: 1,
        landingUrl: location.href,
        referrer: document.referrer,
      });
    } finally {
      record.restore();
      resetConfiguration();
    }
  });
});
