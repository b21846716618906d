import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsFormElement } from './define.js';
import { readDefinition } from '../shared/forms/definition.js';
import { scrollHint, validateField } from '../shared/forms/validate.js';
import { captureWarnings, deepActiveElement, shadow } from '../../test/support/helpers.js';
import { all, clickSubmit, control, partText, rendered, serverDefinition, typeInto } from './form.test-helpers.js';

const EMAIL_MESSAGE = 'Email is not valid. Email addresses should follow the format user@domain.com.';

/** Returns a form rendered from `definition` set as a property. */
async function formWith(definition: unknown, formId = 'unit'): Promise<SqsFormElement> {
  return rendered<SqsFormElement>(html`<sqs-form form-id=${formId} .definition=${definition}></sqs-form>`);
}

/** Returns the text of the elements `node`'s aria-describedby names, in its shadow root. */
function description(node: Element): string {
  const root = node.getRootNode() as ShadowRoot;
  return (node.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

beforeEach(() => sessionStorage.clear());

describe('<sqs-form>', () => {
  it('passes an axe check with every field kind, and again with every error shown', async () => {
    const definition = await serverDefinition('every-kind');
    const fields = (definition.fields as Array<Record<string, unknown>>).map((f) => ({
      ...f,
      required: f.type !== 'section' && f.type !== 'hidden',
    }));
    const el = await formWith({ ...definition, fields });
    await expect(el).to.be.accessible();
    clickSubmit(el);
    await waitUntil(() => partText(el, 'form-error-text'));
    await expect(el).to.be.accessible();
  });

  it('keeps the room the page gives it in --sqs-form-min-height, built or with a malformed definition', async () => {
    const el = await rendered<SqsFormElement>(
      html`<sqs-form form-id="room" style="--sqs-form-min-height: 400px"
        ><script type="application/json">
          { "fields": [{ "id": "name", "type": "text", "label": "Name" }] }
        </script></sqs-form
      >`,
    );
    await expect(el).to.be.accessible();
    expect(el.getBoundingClientRect().height).to.equal(400);
    const built = shadow(el).querySelector('[part~="submit"]')!.getBoundingClientRect();
    expect(built.bottom - el.getBoundingClientRect().top).to.be.below(400);
    let broken!: SqsFormElement;
    await captureWarnings(async () => {
      broken = await rendered<SqsFormElement>(
        html`<sqs-form form-id="room-broken" style="--sqs-form-min-height: 400px"
          ><script type="application/json">
            { "fields": nope
          </script></sqs-form
        >`,
      );
    });
    expect(broken.getBoundingClientRect().height).to.equal(400);
    // Without it the form is as tall as what it builds.
    el.style.removeProperty('--sqs-form-min-height');
    expect(el.getBoundingClientRect().height).to.be.below(400);
  });
  describe('definition', () => {
    it('reads the child JSON script', async () => {
      const el = await rendered<SqsFormElement>(
        html`<sqs-form form-id="c">
          <script type="application/json">
            { "fields": [{ "id": "f1", "type": "text", "label": "Your city" }], "submitButtonText": "Send it" }
          </script>
        </sqs-form>`,
      );
      await waitUntil(() => all(el, 'input').length === 1);
      expect(control(el, 'Your city').name).to.equal('f1');
      expect(partText(el, 'submit')).to.equal('Send it');
    });

    it('reads a child script added after the element upgraded', async () => {
      const el = await rendered<SqsFormElement>(html`<sqs-form form-id="late"></sqs-form>`);
      const script = document.createElement('script');
      script.type = 'application/json';
      script.textContent = '{ "fields": [{ "id": "a", "type": "email", "label": "Late email" }] }';
      el.append(script);
      await waitUntil(() => all(el, 'input').length === 1);
      expect(control(el, 'Late email').type).to.equal('email');
    });

    it('prefers the definition property, and follows it when it changes', async () => {
      const el = await formWith({ fields: [{ id: 'x', type: 'text', label: 'One' }] });
      el.definition = {
        fields: [
          { id: 'x', type: 'text', label: 'Two' },
          { id: 'y', type: 'textarea', label: 'Three' },
        ],
      };
      await waitUntil(() => all(el, 'input, textarea').length === 2);
      expect(control(el, 'Two')).to.exist;
      expect(control<HTMLTextAreaElement>(el, 'Three').localName).to.equal('textarea');
    });

    it('warns once naming the element on malformed JSON, throws nothing and renders an empty form', async () => {
      const errors: unknown[] = [];
      const onError = (e: ErrorEvent) => errors.push(e.error);
      window.addEventListener('error', onError);
      let el!: SqsFormElement;
      const warnings = await captureWarnings(async () => {
        el = await rendered<SqsFormElement>(
          html`<sqs-form form-id="broken"
            ><script type="application/json">
              { "fields": [ nope
            </script></sqs-form
          >`,
        );
        await el.updateComplete;
        el.setAttribute('object-name', 'again');
        await el.updateComplete;
      });
      window.removeEventListener('error', onError);
      expect(errors).to.deep.equal([]);
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('<sqs-form form-id="broken">').and.contain('malformed definition');
      expect(all(el, 'input')).to.have.length(0);
      expect(all(el, '[part~="submit"]')).to.have.length(1);
    });

    it('drops fields of the wrong shape and defaults keys of the wrong type, with one warning', async () => {
      let el!: SqsFormElement;
      const warnings = await captureWarnings(async () => {
        el = await formWith({
          fields: [
            { id: 'ok', type: 'text', label: 'Kept' },
            { id: 'bad-type', type: 'rocket', label: 'Dropped' },
            { type: 'text', label: 'No id' },
            'not an object',
            { id: 'ok', type: 'text', label: 'Repeated id' },
            { id: 'weird', type: 'radio', label: { html: '<b>' }, required: 'yes', options: 'a,b' },
            { id: 'opts', type: 'select', label: 'Options', options: ['A', 3, null, { x: 1 }] },
          ],
          submitButtonText: ['x'],
          captcha: 'true',
        });
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('<sqs-form form-id="unit">');
      expect(all(el, '[part~="field"]')).to.have.length(3);
      expect(control(el, 'Kept')).to.exist;
      const select = control<HTMLSelectElement>(el, 'Options');
      expect(Array.from(select.options).map((o) => o.value)).to.deep.equal(['', 'A', '3']);
      expect(partText(el, 'submit')).to.equal('Submit');
    });

    it('drops fields whose id is named like an Object member, with a warning, and checks the others', async () => {
      let el!: SqsFormElement;
      const warnings = await captureWarnings(async () => {
        el = await formWith({
          fields: [
            { id: '__proto__', type: 'text', label: 'Proto', required: true },
            { id: 'constructor', type: 'text', label: 'Maker', required: true },
            { id: 'toString', type: 'text', label: 'Text' },
            { id: 'name', type: 'text', label: 'Name', required: true },
          ],
        });
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('"__proto__" is reserved').and.to.contain('"constructor" is reserved');
      expect(all(el, '[part~="field"]')).to.have.length(1);
      clickSubmit(el);
      await waitUntil(() => control(el, 'Name').getAttribute('aria-invalid') === 'true', 'Name was never checked');
      expect(all(el, '[aria-invalid="true"]')).to.have.length(1);
    });

    it('reads definitions without throwing whatever the input (unit)', () => {
      for (const input of [null, 42, 'x', [], { fields: {} }, { fields: [null, 1, []] }]) {
        expect(() => readDefinition(input)).not.to.throw();
        expect(readDefinition(input).definition.fields).to.deep.equal([]);
      }
      expect(
        readDefinition({ fields: [{ id: 't', type: 'textarea', maxLength: 'abc' }] }).definition.fields[0]!.maxLength,
      ).to.equal(0);
      expect(
        readDefinition({ fields: [{ id: 't', type: 'textarea', maxLength: -4 }] }).definition.fields[0]!.maxLength,
      ).to.equal(0);
      expect(
        readDefinition({ fields: [{ id: 't', type: 'textarea', maxLength: '12' }] }).definition.fields[0]!.maxLength,
      ).to.equal(12);
    });
  });

  describe('field kinds', () => {
    let el: SqsFormElement;
    beforeEach(async () => {
      el = await formWith(await serverDefinition('every-kind'));
    });

    it('labels every single input and gives native autofill tokens', () => {
      expect(control(el, 'Text').placeholder).to.equal('Anything');
      expect(control(el, 'Email').getAttribute('autocomplete')).to.equal('email');
      expect(control(el, 'Email').type).to.equal('email');
      expect(control(el, 'Website').getAttribute('autocomplete')).to.equal('url');
      expect(control(el, 'Number').inputMode).to.equal('decimal');
      expect(control(el, 'First Name').getAttribute('autocomplete')).to.equal('given-name');
      expect(control(el, 'Last Name').getAttribute('autocomplete')).to.equal('family-name');
      expect(control(el, 'Address 1').getAttribute('autocomplete')).to.equal('address-line1');
      expect(control(el, 'Address 2').getAttribute('autocomplete')).to.equal('address-line2');
      expect(control(el, 'City').getAttribute('autocomplete')).to.equal('address-level2');
      expect(control(el, 'State').getAttribute('autocomplete')).to.equal('address-level1');
      expect(control(el, 'Zip code').getAttribute('autocomplete')).to.equal('postal-code');
      expect(control(el, 'Area code').getAttribute('autocomplete')).to.equal('tel-area-code');
      expect(control(el, 'Line').getAttribute('autocomplete')).to.equal('tel-local-suffix');
      expect(control(el, 'Area code').type).to.equal('tel');
    });

    it('groups compound and choice kinds in fieldsets with legends, parts named as the spec names them', () => {
      const legends = all(el, 'fieldset[part~="field"] > legend').map((l) => l.textContent);
      expect(legends).to.deep.equal(['Phone', 'Name', 'Address', 'Date', 'Time', 'Checkbox', 'Radio', 'Likert']);
      const parts = (type: string) => all(el, `[data-type="${type}"] [data-part]`).map((p) => p.dataset.part);
      expect(parts('phone')).to.deep.equal(['Country', 'Areacode', 'Prefix', 'Line']);
      expect(parts('name')).to.deep.equal(['First', 'Last']);
      expect(parts('address')).to.deep.equal(['Line1', 'Line2', 'City', 'State', 'Zip', 'Country']);
      expect(parts('date')).to.deep.equal(['Month', 'Day', 'Year']);
      expect(parts('time')).to.deep.equal(['Hour', 'Minute', 'Second', 'Ampm']);
      expect(all(el, '[data-part="Ampm"] option').map((o) => o.textContent)).to.deep.equal(['', 'AM', 'PM']);
    });

    it('renders options, likert statements with their scale, the section underline and the currency symbol; hidden renders nothing', () => {
      expect(all(el, '[data-type="checkbox"] input[type="checkbox"]')).to.have.length(3);
      expect(all(el, '[data-type="radio"] input[type="radio"]')).to.have.length(2);
      expect(all(el, '[part~="likert-statement"] > legend').map((l) => l.textContent)).to.deep.equal([
        'The site is fast',
        'The site is clear',
      ]);
      expect(all(el, '[part~="likert-statement"]')[0]!.querySelectorAll('input[type="radio"]')).to.have.length(5);
      expect(shadow(el).querySelector('[part~="section"]')!.hasAttribute('data-underline')).to.be.true;
      expect(partText(el, 'section-title')).to.equal('More');
      expect(partText(el, 'currency-symbol')).to.equal('$');
      expect(all(el, 'input[type="hidden"]')).to.have.length(0);
      expect(all(el, '[data-type="hidden"]')).to.have.length(0);
    });

    it('hides the phone country code unless the field asks for it', async () => {
      const plain = await formWith({ fields: [{ id: 'p', type: 'phone', label: 'Phone' }] });
      expect(all(plain, '[data-part]').map((p) => p.dataset.part)).to.deep.equal(['Areacode', 'Prefix', 'Line']);
    });

    it('describes a field with its description', async () => {
      const form = await formWith(await serverDefinition('contact'));
      expect(description(control<HTMLTextAreaElement>(form, 'Message'))).to.contain('At most 500 characters.');
    });
  });

  describe('validation', () => {
    it('marks empty required fields invalid, describes them by their error and focuses the first', async () => {
      const el = await formWith(await serverDefinition('contact'));
      const error = oneEvent(el, 'sqs-form-error');
      clickSubmit(el);
      const { detail } = await error;
      expect(detail.status).to.equal(0);
      expect(detail.message).to.equal('One or more fields is invalid, please check your entries.');
      expect(detail.errors).to.deep.equal({
        name: 'Name is required.',
        email: 'Email is required.',
        message: 'Message is required.',
      });
      await waitUntil(() => deepActiveElement() === control(el, 'First Name'));
      const first = control(el, 'First Name');
      expect(first.getAttribute('aria-invalid')).to.equal('true');
      expect(description(first)).to.contain('Name is required.');
      expect(control(el, 'Email').getAttribute('aria-invalid')).to.equal('true');
      expect(description(control(el, 'Email'))).to.equal('Email is required.');
      expect(control(el, 'Subject').hasAttribute('aria-invalid')).to.be.false;
      expect(partText(el, 'form-error-text')).to.equal('One or more fields is invalid, please check your entries.');
      expect(partText(el, 'hint')).to.equal('Your form has encountered a problem. Please scroll up to review.');
      expect(shadow(el).querySelector('[part~="form-error"]')!.getAttribute('role')).to.equal('alert');
    });

    it('checks the email pattern and its 3–256 length, allowing empty when not required', async () => {
      const el = await formWith({
        fields: [
          { id: 'e', type: 'email', label: 'Email' },
          { id: 'n', type: 'text', label: 'Note', required: true },
        ],
      });
      for (const bad of ['plainaddress', 'a@b', `${'x'.repeat(250)}@example.com`, 'a b@c.de']) {
        typeInto(control(el, 'Email'), bad);
        clickSubmit(el);
        await waitUntil(
          () => description(control(el, 'Email')) === EMAIL_MESSAGE,
          `no email error for ${bad.slice(0, 20)}`,
        );
      }
      typeInto(control(el, 'Email'), 'a@b.co');
      await waitUntil(() => !control(el, 'Email').hasAttribute('aria-invalid'));
      typeInto(control(el, 'Email'), '');
      clickSubmit(el);
      await waitUntil(() => control(el, 'Note').getAttribute('aria-invalid') === 'true');
      expect(control(el, 'Email').hasAttribute('aria-invalid')).to.be.false;
      expect(
        validateField({ ...readDefinition({ fields: [{ id: 'e', type: 'email' }] }).definition.fields[0]! }, 'x@y.z'),
      ).to.be.undefined;
    });

    it("shows its field errors in the page's language, with the example address the language gives", async () => {
      const definition = {
        fields: [
          { id: 'e', type: 'email', label: 'Courriel' },
          { id: 'n', type: 'text', label: 'Nom', required: true },
        ],
      };
      const page = await fixture<HTMLElement>(
        html`<div lang="fr"><sqs-form form-id="fr" .definition=${definition}></sqs-form></div>`,
      );
      const el = page.querySelector<SqsFormElement>('sqs-form')!;
      // The French catalogue loads on first use: the button says so once it is there.
      await waitUntil(() => partText(el, 'submit') === 'Envoyer', 'never shown in French');
      typeInto(control(el, 'Courriel'), 'nope');
      const error = oneEvent(el, 'sqs-form-error');
      clickSubmit(el);
      expect((await error).detail.errors).to.deep.equal({
        e: 'Adresse e-mail non valide. Une adresse e-mail doit suivre le format utilisateur@domaine.fr.',
        n: 'Le champ Nom est obligatoire.',
      });
    });

    it('shows a live "N / max" counter on a text area with a maximum and the error past it', async () => {
      const el = await formWith({ fields: [{ id: 't', type: 'textarea', label: 'Story', maxLength: 5 }] });
      const area = control<HTMLTextAreaElement>(el, 'Story');
      expect(partText(el, 'counter')).to.equal('0 / 5');
      area.focus();
      await sendKeys({ type: 'abcde' });
      await waitUntil(() => partText(el, 'counter') === '5 / 5');
      expect(shadow(el).querySelector('[part~="counter"]')!.getAttribute('data-state')).to.equal('within');
      await sendKeys({ type: 'f' });
      await waitUntil(() => partText(el, 'counter') === '6 / 5');
      expect(shadow(el).querySelector('[part~="counter"]')!.getAttribute('data-state')).to.equal('over');
      expect(description(area)).to.contain('6 / 5');
      clickSubmit(el);
      await waitUntil(() => description(area).includes('You have exceeded the character limit.'));
      expect(area.getAttribute('aria-invalid')).to.equal('true');
    });

    it('shows no counter when the maximum is not a number or below 0', async () => {
      const el = await formWith({
        fields: [
          { id: 'a', type: 'textarea', label: 'A', maxLength: 'lots' },
          { id: 'b', type: 'textarea', label: 'B', maxLength: -1 },
        ],
      });
      typeInto(control<HTMLTextAreaElement>(el, 'A'), 'x'.repeat(3000));
      await el.updateComplete;
      expect(all(el, '[part~="counter"]')).to.have.length(0);
      const submitted = oneEvent(el, 'sqs-form-submit');
      clickSubmit(el);
      expect((await submitted).detail.values.a).to.have.length(3000);
    });

    it('requires a US zip code to be exactly five digits, marking only the Zip part', async () => {
      const el = await formWith({ fields: [{ id: 'addr', type: 'address', label: 'Address' }] });
      typeInto(control(el, 'Country'), 'United States');
      typeInto(control(el, 'Zip code'), '1234');
      clickSubmit(el);
      await waitUntil(() => control(el, 'Zip code').getAttribute('aria-invalid') === 'true');
      expect(control(el, 'City').hasAttribute('aria-invalid')).to.be.false;
      expect(description(control(el, 'Zip code'))).to.equal('Zip code must be exactly five digits.');
      expect(deepActiveElement()).to.equal(control(el, 'Zip code'));
      typeInto(control(el, 'Zip code'), '12345');
      await waitUntil(() => !control(el, 'Zip code').hasAttribute('aria-invalid'));
      typeInto(control(el, 'Country'), 'Canada');
      typeInto(control(el, 'Zip code'), 'K1A 0B1');
      const submitted = oneEvent(el, 'sqs-form-submit');
      clickSubmit(el);
      expect((await submitted).detail.values.addr).to.deep.equal({
        Line1: '',
        Line2: '',
        City: '',
        State: '',
        Zip: 'K1A 0B1',
        Country: 'Canada',
      });
    });

    it("says 'scroll down' when the host page puts the button above the first problem", async () => {
      const style = document.createElement('style');
      style.textContent = '.button-first::part(base) { display: flex; flex-direction: column-reverse; }';
      document.head.append(style);
      try {
        const el = await rendered<SqsFormElement>(
          html`<sqs-form
            class="button-first"
            form-id="unit"
            .definition=${{ fields: [{ id: 'a', type: 'text', label: 'A', required: true }] }}
          ></sqs-form>`,
        );
        clickSubmit(el);
        await waitUntil(() => partText(el, 'hint'));
        expect(partText(el, 'hint')).to.equal('Your form has encountered a problem. Please scroll down to review.');
      } finally {
        style.remove();
      }
    });

    it('says which way to scroll from the button to the first problem', () => {
      expect(scrollHint(10, 500)).to.equal('form.scroll-up');
      expect(scrollHint(900, 500)).to.equal('form.scroll-down');
    });
  });
});
