import { expect, html, oneEvent, waitUntil } from '@open-wc/testing';
import './define.js';
import type { SqsFormElement } from './define.js';
import { shadow } from '../../test/support/helpers.js';
import {
  all,
  clickSubmit,
  control,
  rendered,
  serverDefinition,
  storedSubmissions,
  typeInto,
} from './form.test-helpers.js';

const PAYLOAD = `<script>window.__formHacked=1</script><img src=x onerror="window.__formHacked=1">"'&amp;`;
const hacked = () => (window as unknown as { __formHacked?: unknown }).__formHacked;

beforeEach(() => sessionStorage.clear());

describe('<sqs-form> with hostile input', () => {
  it('passes an axe check with markup in every label, description and option', async () => {
    const el = await rendered<SqsFormElement>(
      html`<sqs-form
        form-id="hostile"
        .definition=${{
          fields: [
            { id: 'a', type: 'text', label: PAYLOAD, description: PAYLOAD, placeholder: PAYLOAD },
            { id: 'b', type: 'radio', label: PAYLOAD, options: [PAYLOAD, 'plain'] },
            { id: 'c', type: 'likert', label: 'L', options: [PAYLOAD] },
            { id: 'd', type: 'section', label: PAYLOAD },
          ],
          submitButtonText: PAYLOAD,
        }}
      ></sqs-form>`,
    );
    await expect(el).to.be.accessible();
    expect(all(el, 'img, script')).to.have.length(0);
    expect(all(el, 'label')[0]!.textContent).to.equal(PAYLOAD);
    expect(shadow(el).querySelector('[part~="description"]')!.textContent).to.equal(PAYLOAD);
    expect(shadow(el).querySelector('[part~="section-title"]')!.textContent).to.equal(PAYLOAD);
    expect(shadow(el).querySelector('[part~="submit"]')!.textContent).to.equal(PAYLOAD);
    expect(hacked()).to.be.undefined;
  });

  it('takes 10,000-character values with markup in every field, executes nothing and is stored verbatim', async () => {
    const el = await rendered<SqsFormElement>(
      html`<sqs-form form-id="every-kind" .definition=${await serverDefinition('every-kind')}></sqs-form>`,
    );
    const run = Math.random().toString(36).slice(2, 10);
    const long = (tag: string) => `${run}:${tag}:${PAYLOAD}`.padEnd(10_000, `${PAYLOAD}x`);
    for (const input of all<HTMLInputElement | HTMLTextAreaElement>(
      el,
      'input[type="text"], input[type="url"], input[type="tel"], textarea',
    )) {
      typeInto(input, input.localName === 'textarea' ? `${PAYLOAD}`.slice(0, 200) : long(input.name));
    }
    typeInto(control(el, 'Email'), '<script>window.__formHacked=1</script>@evil.example');
    typeInto(control(el, 'Number'), '1e3');
    typeInto(control(el, 'Amount'), '12.50');
    const ampm = shadow(el).querySelector<HTMLSelectElement>('[data-part="Ampm"] select')!;
    typeInto(ampm, 'PM');
    for (const box of all<HTMLInputElement>(el, 'input[type="checkbox"], input[type="radio"]')) box.click();
    typeInto(control<HTMLSelectElement>(el, 'Select'), 'Two');
    await el.updateComplete;
    expect(control(el, 'Text').value).to.have.length(10_000);

    const submitted = oneEvent(el, 'sqs-form-submit');
    const success = oneEvent(el, 'sqs-form-success');
    clickSubmit(el);
    const { values } = (await submitted).detail;
    await success;
    expect(values.text).to.equal(long('text'));
    expect(values.name).to.deep.equal({ First: long('name.First'), Last: long('name.Last') });
    expect(values.hidden).to.equal('examples');
    expect(values).not.to.have.property('section');
    expect(values.checkbox).to.deep.equal(['Red', 'Green', 'Blue']);
    expect(values.radio).to.equal('No');

    const stored = (await storedSubmissions('every-kind')).filter(
      (s) => (JSON.parse(s.form) as { text?: string }).text === long('text'),
    );
    expect(stored).to.have.length(1);
    expect(JSON.parse(stored[0]!.form)).to.deep.equal(values);
    await waitUntil(() => shadow(el).querySelector('[part~="success"]'));
    expect(hacked()).to.be.undefined;
  });

  it('never restores a tampered draft into the wrong shape', async () => {
    sessionStorage.setItem(
      `sqs-form-draft:${location.pathname}:tampered`,
      JSON.stringify({
        value: {
          a: { nested: PAYLOAD },
          b: 42,
          c: ['not', 'an', 'option'],
          d: ['x'],
          e: { First: PAYLOAD, Evil: 'x' },
        },
      }),
    );
    const el = await rendered<SqsFormElement>(
      html`<sqs-form
        form-id="tampered"
        .definition=${{
          fields: [
            { id: 'a', type: 'text', label: 'A' },
            { id: 'b', type: 'textarea', label: 'B' },
            { id: 'c', type: 'checkbox', label: 'C', options: ['an'] },
            { id: 'd', type: 'text', label: 'D' },
            { id: 'e', type: 'name', label: 'E' },
          ],
        }}
      ></sqs-form>`,
    );
    expect(control(el, 'A').value).to.equal('');
    expect(control<HTMLTextAreaElement>(el, 'B').value).to.equal('');
    expect(control(el, 'an').checked).to.be.true;
    expect(control(el, 'First Name').value).to.equal(PAYLOAD);
    const submitted = oneEvent(el, 'sqs-form-submit');
    clickSubmit(el);
    expect((await submitted).detail.values).to.deep.equal({
      a: '',
      b: '',
      c: ['an'],
      d: '',
      e: { First: PAYLOAD, Last: '' },
    });
  });
});
