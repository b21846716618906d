import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import './define.js';
import '../form/define.js';
import type { SqsFormBuilderElement } from './define.js';
import { FormSettingsTab } from '../../runtime/enums.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { request } from '../../runtime/data-layer.js';
import { FIELD_TYPES } from '../shared/forms/definition.js';
import { message } from '../shared/messages.js';
import { builderMessages } from './builder-messages.js';
import english from './form-builder.en.js';
import {
  captureWarnings,
  deepActiveElement,
  pressChord,
  shadow,
  typeAndRender,
  typeInto,
} from '../../test/support/helpers.js';
import { signInOwner, signOutOwner } from '../../test/runtime/fakes.js';

type Lang = 'en' | 'fr';
type Key = keyof typeof builderMessages | 'common.unable-to-load-try-again';

/** Returns message `key` in `lang` with its values, as the element shows it. */
const say = (lang: Lang, key: Key, values?: Record<string, string | number>) =>
  message(key, values, lang, builderMessages);

const $ = <T extends Element = HTMLElement>(el: Element, selector: string) => shadow(el).querySelector<T>(selector)!;
const $$ = <T extends Element = HTMLElement>(el: Element, selector: string) => [
  ...shadow(el).querySelectorAll<T>(selector),
];
const statusText = (el: Element) =>
  $$(el, '[part~="status"]')
    .map((p) => p.textContent)
    .join('');
/** Returns the texts the status lines show from now on, recorded as they change. */
function statuses(el: Element): string[] {
  const seen: string[] = [];
  new MutationObserver(() => seen.push(statusText(el))).observe(shadow(el), {
    subtree: true,
    childList: true,
    characterData: true,
  });
  return seen;
}
const fieldIds = (el: Element) => $$(el, '[part~="field-item"]').map((li) => li.dataset.fieldId);
const announcement = (el: Element) => $(el, '[part~="announcement"]').textContent;
const preview = (el: Element) => $<HTMLElement & { definition: { fields: { id: string }[] } }>(el, 'sqs-form');
const previewText = (el: Element) => preview(el).shadowRoot?.textContent ?? '';
const labelled = <T extends HTMLElement = HTMLInputElement>(el: Element, text: string) => {
  const label = $$<HTMLLabelElement>(el, 'label').find((l) => l.textContent === text);
  if (!label) throw new Error(`no setting labelled "${text}"`);
  return shadow(el).getElementById(label.htmlFor) as T;
};
const item = (el: Element, id: string) => $(el, `[data-field-id="${id}"]`);
const button = (el: Element, id: string, control: string) =>
  item(el, id).querySelector<HTMLButtonElement>(`[data-control="${control}"]`)!;

let counter = 0;
/** Returns a form id no other test (or engine sharing the server) uses. */
const freshId = () => `fb-${Date.now().toString(36)}-${(counter += 1)}-${Math.random().toString(36).slice(2, 6)}`;

/** Saves `definition` as form `id` through the API (as the owner). */
const saveForm = (id: string, definition: object) => request('PUT', `/api/owner/forms/${id}`, { json: { definition } });

/** Places a builder of form `id` in `lang` on `tab` and waits until it is in `state`. */
async function builder(id: string, lang: Lang = 'en', state = 'ready', tab = 'build'): Promise<SqsFormBuilderElement> {
  const holder = await fixture<HTMLElement>(html`<main lang=${lang}></main>`);
  const el = document.createElement('sqs-form-builder');
  el.setAttribute('form-id', id);
  el.setAttribute('tab', tab);
  holder.append(el);
  await waitUntil(() => el.shadowRoot?.querySelector(`[part~="base"][data-state="${state}"]`), `never ${state}`);
  // The French catalogue loads once the first French element asks for it.
  await waitUntil(() => lang === 'en' || say(lang, 'form-builder.save') !== say('en', 'form-builder.save'));
  return el;
}

/** Adds a field of `kind` through the kind picker and the Add button, clicked once the choice has rendered. */
async function addField(el: SqsFormBuilderElement, lang: Lang, kind: string): Promise<void> {
  await typeAndRender(el, labelled<HTMLSelectElement>(el, say(lang, 'form-builder.kind')), kind);
  $(el, '[part~="add"]').click();
}

/** Opens tab `name` by clicking it. */
async function openTab(el: Element, name: keyof typeof FormSettingsTab): Promise<HTMLElement> {
  $(el, `[data-tab="${FormSettingsTab[name]}"]`).click();
  await waitUntil(() => !$(el, `#panel-${FormSettingsTab[name]}`).hidden);
  return $(el, `#panel-${FormSettingsTab[name]}`);
}

describe('<sqs-form-builder>', function () {
  this.timeout(20000);
  before(() => signInOwner());
  after(() => signOutOwner());

  it('warns once about a bad form-id or tab and falls back to none and Build', async () => {
    const warnings = await captureWarnings(async () => {
      const el = await fixture<SqsFormBuilderElement>(
        html`<sqs-form-builder form-id="Not An Id" tab="everything"></sqs-form-builder>`,
      );
      await waitUntil(() => el.shadowRoot?.querySelector('[part~="base"]'));
      el.setAttribute('form-id', 'Still Bad');
      await expect(el).to.be.accessible();
      expect(el.formId).to.equal('');
      expect(el.tab).to.equal('build');
    });
    expect(warnings.filter((w) => w.includes('form-id'))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('tab="everything"'))).to.have.length(1);
  });

  it('has a French text of its own for each message, beside the English', async () => {
    await builder(freshId(), 'fr');
    const same = [
      'form-builder.tab-captcha',
      'form-builder.kind-date',
      'form-builder.kind-section',
      'form-builder.description',
    ];
    for (const key of Object.keys(english) as (keyof typeof english)[]) {
      const values = { label: 'x', position: 1, count: 2, max: 3, key: 'k', error: 'e' };
      if (!same.includes(key)) expect(say('fr', key, values), key).not.to.equal(say('en', key, values));
    }
    expect(say('fr', 'form-builder.list-needed')).to.equal('Une liste doit être sélectionnée');
    expect(say('en', 'form-builder.no-lists')).to.equal(
      "You don't have any mailing lists. Please create one before continuing.",
    );
  });

  for (const lang of ['en', 'fr'] as const) {
    describe(`in ${lang}`, () => {
      it('shows the five settings tabs numbered as FormSettingsTab, with the Tabs keyboard', async () => {
        const el = await builder(freshId(), lang);
        await expect(el).to.be.accessible();
        expect($(el, '[role="tablist"]').getAttribute('aria-label')).to.equal(say(lang, 'form-builder.tabs'));
        const tabs = $$(el, '[role="tab"]');
        expect(tabs.map((tab) => Number(tab.dataset.tab))).to.deep.equal(Object.values(FormSettingsTab));
        expect(tabs.map((tab) => tab.textContent)).to.deep.equal(
          (['build', 'storage', 'advanced', 'captcha', 'disclaimer'] as const).map((n) =>
            say(lang, `form-builder.tab-${n}`),
          ),
        );
        expect($(el, '[part~="empty"]').textContent).to.equal(say(lang, 'form-builder.empty'));
        expect($(el, '#fields-title').textContent).to.equal(say(lang, 'form-builder.fields'));
        expect($(el, '[part~="save"]').textContent).to.equal(say(lang, 'form-builder.save'));
        expect($(el, '[part~="preview"] h3').textContent).to.equal(say(lang, 'form-builder.preview'));
        tabs[0]!.focus();
        const selected = () => $$(el, '[role="tab"]').find((t) => t.getAttribute('aria-selected') === 'true');
        for (const [key, tab] of [
          ['ArrowRight', 2],
          ['End', 5],
          ['ArrowRight', 1],
          ['ArrowLeft', 5],
          ['Home', 1],
        ] as const) {
          tabs[tabs.indexOf(deepActiveElement() as HTMLElement)]!.dispatchEvent(
            new KeyboardEvent('keydown', { key, bubbles: true, composed: true }),
          );
          await waitUntil(() => selected()?.dataset.tab === String(tab), `${key} did not select tab ${tab}`);
          expect(deepActiveElement()).to.equal(selected());
          expect(selected()!.tabIndex).to.equal(0);
          const panel = $(el, `#${selected()!.getAttribute('aria-controls')}`);
          expect(panel.hidden).to.equal(false);
          expect(panel.getAttribute('aria-labelledby')).to.equal(selected()!.id);
          await expect(el).to.be.accessible();
        }
      });

      it('adds a field of every kind the form shows, each previewed by the real form', async () => {
        const el = await builder(freshId(), lang);
        const kinds = labelled<HTMLSelectElement>(el, say(lang, 'form-builder.kind'));
        expect([...kinds.options].map((o) => o.value)).to.deep.equal([...FIELD_TYPES]);
        expect([...kinds.options].map((o) => o.textContent)).to.deep.equal(
          FIELD_TYPES.map((k) => say(lang, `form-builder.kind-${k}`)),
        );
        for (const kind of FIELD_TYPES) await addField(el, lang, kind);
        await waitUntil(() => fieldIds(el).length === FIELD_TYPES.length);
        expect(fieldIds(el)).to.deep.equal(FIELD_TYPES.map((k) => `${k}-1`));
        expect(announcement(el)).to.equal(
          say(lang, 'form-builder.added', { label: say(lang, 'form-builder.kind-file') }),
        );
        await waitUntil(() => preview(el).definition?.fields.length === FIELD_TYPES.length);
        await waitUntil(() => previewText(el).includes(say(lang, 'form-builder.kind-likert')));
        // The last one added is open for editing.
        expect(button(el, 'file-1', 'edit').getAttribute('aria-expanded')).to.equal('true');
        expect(button(el, 'file-1', 'edit').textContent).to.equal(
          say(lang, 'form-builder.edit', { label: say(lang, 'form-builder.kind-file') }),
        );
        await expect(el).to.be.accessible();
      });

      it('configures a field: label, description, placeholder, required, options and its kind’s own settings', async () => {
        const el = await builder(freshId(), lang);
        await addField(el, lang, 'radio');
        await waitUntil(() => fieldIds(el).length === 1);
        typeInto(labelled(el, say(lang, 'form-builder.label')), 'Pick one');
        typeInto(labelled<HTMLTextAreaElement>(el, say(lang, 'form-builder.description')), 'Any will do');
        typeInto(labelled<HTMLTextAreaElement>(el, say(lang, 'form-builder.options')), 'Rye\nSpelt\n');
        labelled(el, say(lang, 'form-builder.required')).click();
        await waitUntil(() => previewText(el).includes('Spelt') && previewText(el).includes('Any will do'));
        expect(previewText(el)).to.include('Pick one');
        expect(previewText(el)).to.include('Rye');
        const legend = preview(el).shadowRoot!.querySelector('legend')!;
        await waitUntil(() => legend.textContent!.includes('(') || legend.textContent!.includes('*'));
        expect($(el, '[part~="field-name"]').textContent).to.include('Pick one');
        await expect(el).to.be.accessible();

        const settings: [string, Key[]][] = [
          ['text', ['form-builder.placeholder']],
          ['textarea', ['form-builder.max-length']],
          ['phone', ['form-builder.country-code']],
          ['section', ['form-builder.underline']],
          ['currency', ['form-builder.currency-symbol']],
          ['hidden', ['form-builder.key', 'form-builder.value']],
          ['file', ['form-builder.accept', 'form-builder.max-size']],
        ];
        for (const [kind, keys] of settings) {
          await addField(el, lang, kind);
          await waitUntil(() => fieldIds(el).includes(`${kind}-1`));
          for (const key of keys) expect(labelled(el, say(lang, key)), key).to.exist;
        }
        typeInto(labelled(el, say(lang, 'form-builder.max-size')), '2');
        button(el, 'textarea-1', 'edit').click();
        await waitUntil(() => $$(el, 'label').some((l) => l.textContent === say(lang, 'form-builder.max-length')));
        typeInto(labelled(el, say(lang, 'form-builder.max-length')), '120');
        await waitUntil(() => previewText(el).includes('0 / 120'));
        await expect(el).to.be.accessible();
      });

      it('moves a field with Alt and an arrow on its handle, and with the move buttons, announcing where', async () => {
        const id = freshId();
        await saveForm(id, {
          fields: ['first', 'second', 'third'].map((f) => ({ id: f, type: 'text', label: f })),
        });
        const el = await builder(id, lang);
        expect($(el, '#move-help').textContent).to.equal(say(lang, 'form-builder.move-help'));
        const handle = () => item(el, 'first').querySelector<HTMLElement>('[part~="handle"]')!;
        expect(handle().getAttribute('aria-label')).to.equal(say(lang, 'form-builder.move', { label: 'first' }));
        expect(handle().getAttribute('aria-describedby')).to.equal('move-help');
        handle().focus();
        await pressChord('Alt', 'ArrowDown');
        await waitUntil(() => fieldIds(el).join() === 'second,first,third', 'Alt+ArrowDown did not move it');
        const moved = (label: string, position: number) =>
          say(lang, 'form-builder.moved', { label, position, count: 3 });
        expect(announcement(el)).to.equal(moved('first', 2));
        expect(deepActiveElement()).to.equal(handle());
        await pressChord('Alt', 'ArrowUp');
        await waitUntil(() => fieldIds(el).join() === 'first,second,third');
        expect(announcement(el)).to.equal(moved('first', 1));

        const down = button(el, 'third', 'down');
        expect(down.disabled).to.equal(true);
        expect(button(el, 'first', 'up').disabled).to.equal(true);
        expect(button(el, 'third', 'up').getAttribute('aria-label')).to.equal(
          say(lang, 'form-builder.move-up', { label: 'third' }),
        );
        expect(button(el, 'first', 'down').getAttribute('aria-label')).to.equal(
          say(lang, 'form-builder.move-down', { label: 'first' }),
        );
        button(el, 'third', 'up').click();
        await waitUntil(() => fieldIds(el).join() === 'first,third,second');
        expect(announcement(el)).to.equal(moved('third', 2));
        expect(deepActiveElement()).to.equal(button(el, 'third', 'up'));
        button(el, 'third', 'up').click();
        await waitUntil(() => fieldIds(el).join() === 'third,first,second');
        // At the top its Move up button is disabled: the focus goes to its handle.
        expect(deepActiveElement()).to.equal(item(el, 'third').querySelector('[part~="handle"]'));
        await waitUntil(
          () =>
            preview(el)
              .definition.fields.map((f) => f.id)
              .join() === 'third,first,second',
        );
        await expect(el).to.be.accessible();
      });

      it('moves a field by dragging its handle', async () => {
        const id = freshId();
        await saveForm(id, { fields: ['a', 'b', 'c'].map((f) => ({ id: f, type: 'text', label: f })) });
        const el = await builder(id, lang);
        const handle = item(el, 'a').querySelector<HTMLElement>('[part~="handle"]')!;
        const box = (f: string) => item(el, f).getBoundingClientRect();
        const pointer = (type: string, y: number) =>
          handle.dispatchEvent(
            new PointerEvent(type, {
              pointerId: 7,
              button: 0,
              clientX: box('a').left + 5,
              clientY: y,
              bubbles: true,
              composed: true,
            }),
          );
        pointer('pointerdown', box('a').top + 5);
        await waitUntil(() => item(el, 'a').dataset.state === 'dragging');
        await expect(el).to.be.accessible();
        pointer('pointermove', box('c').bottom - 2);
        await waitUntil(() => item(el, 'c').dataset.state === 'over');
        pointer('pointerup', box('c').bottom - 2);
        await waitUntil(() => fieldIds(el).join() === 'b,c,a', 'the drop did not move it');
        expect(announcement(el)).to.equal(say(lang, 'form-builder.moved', { label: 'a', position: 3, count: 3 }));
        expect(item(el, 'a').dataset.state).to.equal(undefined);
      });

      it('removes a field, announcing it and keeping the focus in the list', async () => {
        const id = freshId();
        await saveForm(id, { fields: ['a', 'b'].map((f) => ({ id: f, type: 'email', label: f })) });
        const el = await builder(id, lang);
        const remove = button(el, 'a', 'remove');
        expect(remove.textContent).to.equal(say(lang, 'form-builder.remove', { label: 'a' }));
        remove.click();
        await waitUntil(() => fieldIds(el).join() === 'b');
        expect(announcement(el)).to.equal(say(lang, 'form-builder.removed', { label: 'a' }));
        expect(deepActiveElement()).to.equal(item(el, 'b').querySelector('[part~="handle"]'));
      });

      it('keeps a form to 50 fields, saying so', async () => {
        const id = freshId();
        await saveForm(id, {
          fields: [
            { id: 'untitled', type: 'hidden', label: '', key: 'source', value: 'builder' },
            ...Array.from({ length: 49 }, (_, i) => ({ id: `f${i}`, type: 'text', label: `f${i}` })),
          ],
        });
        const el = await builder(id, lang);
        expect($(el, '[part~="field-name"]').textContent).to.include(say(lang, 'form-builder.untitled'));
        expect($(el, '#too-many').textContent).to.equal(say(lang, 'form-builder.too-many', { max: 50 }));
        expect($(el, '[part~="add"]').getAttribute('aria-describedby')).to.equal('too-many');
        await addField(el, lang, 'text');
        await expect(el).to.be.accessible();
        expect(fieldIds(el)).to.have.length(50);
      });

      it('asks for a mailing list before saving, and says when the site has none', async () => {
        const el = await builder(freshId(), lang);
        const panel = await openTab(el, 'storage');
        expect(panel.querySelector('legend')!.textContent).to.equal(say(lang, 'form-builder.storage'));
        expect(labelled(el, say(lang, 'form-builder.storage-site')).checked).to.equal(true);
        labelled(el, say(lang, 'form-builder.storage-email')).click();
        await waitUntil(() => shadow(el).getElementById('storage-address'));
        $(el, '[part~="save"]').click();
        await waitUntil(() => shadow(el).getElementById('storage-address-error'));
        expect(shadow(el).getElementById('storage-address-error')!.textContent).to.equal(say(lang, 'validation.email'));
        expect(labelled(el, say(lang, 'form-builder.email')).getAttribute('aria-invalid')).to.equal('true');
        expect(statusText(el)).to.equal(say(lang, 'form-builder.correct'));
        await expect(el).to.be.accessible();

        labelled(el, say(lang, 'form-builder.storage-list')).click();
        await waitUntil(() => shadow(el).querySelector('#storage-list'), 'no list picker');
        const select = shadow(el).querySelector<HTMLSelectElement>('#storage-list')!;
        expect([...select.options].map((o) => o.textContent)).to.deep.equal([
          say(lang, 'form-builder.list-choose'),
          'Bakery news',
          'Class updates',
        ]);
        expect(labelled(el, say(lang, 'form-builder.list'))).to.equal(select);
        await openTab(el, 'build');
        $(el, '[part~="save"]').click();
        // The save goes back to the tab holding the problem.
        await waitUntil(() => shadow(el).getElementById('storage-list-error'), 'no list error');
        expect(shadow(el).getElementById('storage-list-error')!.textContent).to.equal(
          say(lang, 'form-builder.list-needed'),
        );
        expect(shadow(el).querySelector('#storage-list')!.getAttribute('aria-invalid')).to.equal('true');
        expect(shadow(el).querySelector('#storage-list')!.getAttribute('aria-describedby')).to.equal(
          'storage-list-error',
        );
        await expect(el).to.be.accessible();
        typeInto(shadow(el).querySelector<HTMLSelectElement>('#storage-list')!, 'class-updates');
        await waitUntil(() => !shadow(el).getElementById('storage-list-error'), 'the error stayed');

        await fetch('/api/_faults/mailing-lists', { method: 'POST' });
        const empty = await builder(freshId(), lang);
        await openTab(empty, 'storage');
        labelled(empty, say(lang, 'form-builder.storage-list')).click();
        await waitUntil(() => shadow(empty).querySelector('[part~="error"][role="alert"]'));
        expect(shadow(empty).querySelector('[part~="error"][role="alert"]')!.textContent).to.equal(
          say(lang, 'form-builder.no-lists'),
        );
        await expect(empty).to.be.accessible();
      });

      it('edits the advanced, captcha and disclaimer settings, previewed; a bad redirect is refused', async () => {
        const el = await builder(freshId(), lang);
        await openTab(el, 'advanced');
        typeInto(labelled(el, say(lang, 'form-builder.submit-text')), 'Ask away');
        await waitUntil(() => preview(el).shadowRoot?.querySelector('[part~="submit"]')?.textContent === 'Ask away');
        expect(shadow(el).getElementById('submission-help')!.textContent).to.equal(say(lang, 'form-builder.html-help'));
        typeInto(labelled<HTMLTextAreaElement>(el, say(lang, 'form-builder.submission')), '<p>Thanks</p>');
        typeInto(labelled<HTMLTextAreaElement>(el, say(lang, 'form-builder.post-submit')), '<p>More</p>');
        await typeAndRender(el, labelled(el, say(lang, 'form-builder.redirect')), 'javascript:alert(1)');
        $(el, '[part~="save"]').click();
        await waitUntil(() => shadow(el).getElementById('redirect-error'));
        expect(shadow(el).getElementById('redirect-error')!.textContent).to.equal(
          say(lang, 'validation.page-url', { val: 'javascript:alert(1)' }),
        );
        await expect(el).to.be.accessible();
        typeInto(labelled(el, say(lang, 'form-builder.redirect')), '/thanks');
        await waitUntil(() => !shadow(el).getElementById('redirect-error'));

        await openTab(el, 'captcha');
        expect($(el, '#panel-4 [part~="help"]').textContent).to.equal(say(lang, 'form-builder.no-site-key'));
        labelled(el, say(lang, 'form-builder.captcha')).click();
        await waitUntil(() => (preview(el).definition as unknown as { captcha: boolean }).captcha === true);
        await expect(el).to.be.accessible();

        await openTab(el, 'disclaimer');
        typeInto(
          labelled<HTMLTextAreaElement>(el, say(lang, 'form-builder.disclaimer')),
          '<p>Kept <b>a year</b><script>alert(1)</script><span onclick="alert(1)"></span></p>',
        );
        await waitUntil(() => preview(el).shadowRoot?.querySelector('[part~="disclaimer"]'), 'no disclaimer');
        const disclaimer = preview(el).shadowRoot!.querySelector('[part~="disclaimer"]')!;
        expect(disclaimer.textContent).to.equal('Kept a year');
        expect(disclaimer.querySelector('script, [onclick]')).to.equal(null);
        await expect(el).to.be.accessible();
      });

      it('names the site’s captcha key the form would use', async () => {
        configure({ context: { websiteSettings: { captchaSettings: { siteKey: 'site-key-1' } } as never } });
        try {
          const el = await builder(freshId(), lang, 'ready', 'captcha');
          expect($(el, '#panel-4').hidden).to.equal(false);
          expect($(el, '#panel-4 [part~="help"]').textContent).to.equal(
            say(lang, 'form-builder.site-key', { key: 'site-key-1' }),
          );
          await expect(el).to.be.accessible();
        } finally {
          resetConfiguration();
        }
      });

      it('shows loading for another form-id until that form arrives, never the last form as the new one', async () => {
        const saved = freshId();
        await saveForm(saved, { fields: [{ id: 'kept', type: 'text', label: 'Kept' }] });
        const el = await builder(saved, lang);
        expect(fieldIds(el)).to.deep.equal(['kept']);
        el.setAttribute('form-id', freshId());
        await el.updateComplete;
        expect($(el, '[part~="base"]').dataset.state).to.equal('loading');
        expect(fieldIds(el)).to.deep.equal([]);
        await waitUntil(() => $(el, '[part~="base"]').dataset.state === 'ready', 'the other form never loaded');
        expect(fieldIds(el)).to.deep.equal([]);
      });

      it('saves through the API, emits sqs-form-builder-save, and says why a save failed', async () => {
        const id = freshId();
        const el = await builder(id, lang);
        await addField(el, lang, 'email');
        await waitUntil(() => fieldIds(el).length === 1);
        const saved = oneEvent(el, 'sqs-form-builder-save');
        const seen = statuses(el);
        $(el, '[part~="save"]').click();
        const event = await saved;
        expect(seen).to.include(say(lang, 'form-builder.saving'));
        await waitUntil(() => statusText(el) === say(lang, 'form-builder.saved'));
        expect(event.detail).to.deep.equal({ formId: id, fields: ['email-1'] });
        expect(event.bubbles && event.composed).to.equal(true);
        const served = (await (await fetch(`/api/_inspect/forms/definitions/${id}`)).json()) as {
          fields: { id: string; type: string }[];
        };
        expect(served.fields.map((f) => [f.id, f.type])).to.deep.equal([['email-1', 'email']]);
        await expect(el).to.be.accessible();

        await signOutOwner();
        try {
          $(el, '[part~="save"]').click();
          const refused = say(lang, 'form-builder.not-saved', { error: say(lang, 'form-builder.sign-in') });
          await waitUntil(() => statusText(el) === refused, 'never asked to sign in');
          expect(fieldIds(el)).to.deep.equal(['email-1']);
          await expect(el).to.be.accessible();
        } finally {
          await signInOwner();
        }
      });

      it('says the form is loading, then asks the owner to sign in without an owner session', async () => {
        await signOutOwner();
        try {
          const holder = await fixture<HTMLElement>(html`<main lang=${lang}></main>`);
          const el = document.createElement('sqs-form-builder');
          el.setAttribute('form-id', 'contact');
          holder.append(el);
          await waitUntil(() => el.shadowRoot);
          const seen = statuses(el);
          await waitUntil(() => lang === 'en' || say(lang, 'form-builder.save') !== say('en', 'form-builder.save'));
          await waitUntil(() => seen.includes(say(lang, 'form-builder.loading')) || statusText(el));
          expect([...seen, statusText(el)]).to.include(say(lang, 'form-builder.loading'));
          await waitUntil(() => statusText(el) === say(lang, 'form-builder.sign-in'), 'never asked to sign in');
          await expect(el).to.be.accessible();
        } finally {
          await signInOwner();
        }
      });
    });
  }
});
