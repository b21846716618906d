import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsFontPickerElement } from './define.js';
import { request } from '../../runtime/data-layer.js';
import { captureWarnings, shadow } from '../../test/support/helpers.js';
import { signInOwner, signOutOwner } from '../../test/runtime/fakes.js';

const all = (el: Element, name: string) => [...shadow(el).querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
const one = (el: Element, name: string) => all(el, name)[0]!;
const text = (node: Element | undefined) => node?.textContent?.trim() ?? '';
const selectedName = (el: Element) =>
  shadow(el).querySelector('[aria-selected="true"]')?.firstChild?.textContent?.trim();

/** Answers the page's requests to `path` with `answer` while a test runs; every other request goes on. */
function intercept(path: string, answer: (init?: RequestInit) => Promise<Response> | Response) {
  const original = window.fetch;
  window.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new URL(String(input instanceof Request ? input.url : input), location.href).pathname === path
      ? Promise.resolve(answer(init))
      : original(input, init)) as typeof fetch;
  restore = () => void (window.fetch = original);
}
let restore: (() => void) | undefined;

/** Places a picker with `attributes` in a holder of language `lang` and waits until it shows `state`. */
async function picker(attributes: Record<string, string> = {}, state = 'ready', lang = 'en') {
  const holder = await fixture<HTMLElement>(html`<main lang=${lang} style="width: 600px"></main>`);
  const el = document.createElement('sqs-font-picker');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  holder.append(el);
  // A long list on a loaded machine takes a while to come.
  await waitUntil(() => el.dataset.state === state, `never ${state} (it is ${el.dataset.state})`, { timeout: 5000 });
  return el;
}

/** Resolves with the stored choices of the reference API. */
const stored = async () => (await (await fetch('/api/owner/fonts')).json()) as { heading: unknown; body: unknown };

const put = (json: unknown) => request('PUT', '/api/owner/fonts', { json });

describe('<sqs-font-picker>', () => {
  before(signInOwner);
  after(signOutOwner);
  afterEach(() => restore?.());

  it('is accessible, and lists the open fonts of the reference API, each previewed in its family', async () => {
    const el = await picker();
    await expect(el).to.be.accessible();
    const options = all(el, 'option');
    expect(options.length).to.be.greaterThan(20);
    const lora = options.find((o) => o.firstChild?.textContent?.trim() === 'Lora')!;
    expect(lora.style.fontFamily.replace(/"/g, '')).to.equal('Lora, serif');
    const pacifico = options.find((o) => o.firstChild?.textContent?.trim() === 'Pacifico')!;
    expect(pacifico.style.fontFamily.replace(/"/g, '')).to.equal('Pacifico, cursive');
    expect(text(pacifico.querySelector('[part~="category"]')!)).to.equal('Display');
    expect(one(el, 'listbox').getAttribute('role')).to.equal('listbox');
  });

  it('moves through the families with the arrow keys, Home, End and type-ahead, telling each choice', async () => {
    await put({ heading: { family: 'Inter', weight: 700 } });
    const el = await picker();
    expect(selectedName(el)).to.equal('Inter');
    const list = one(el, 'listbox');
    list.focus();
    const changed = oneEvent(el, 'sqs-font-picker-change');
    await sendKeys({ press: 'ArrowDown' });
    expect((await changed).detail).to.deep.equal({ family: 'JetBrains Mono', weight: 700 });
    expect(list.getAttribute('aria-activedescendant')).to.equal(shadow(el).querySelector('[aria-selected="true"]')!.id);
    await sendKeys({ press: 'Home' });
    await waitUntil(() => selectedName(el) === 'Abril Fatface');
    await sendKeys({ press: 'End' });
    await waitUntil(() => selectedName(el) === 'Work Sans');
    await sendKeys({ type: 'pla' });
    await waitUntil(() => selectedName(el) === 'Playfair Display', `type-ahead chose ${selectedName(el)}`);
    await expect(el).to.be.accessible();
  });

  it('offers the weights the family has, keeps the nearest when the family changes, and saves the choice', async () => {
    await put({ body: { family: 'Montserrat', weight: 900 } });
    const el = await picker({ target: 'body' });
    expect(text(one(el, 'label'))).to.equal('Body font');
    expect(all(el, 'weight').map(text)).to.deep.equal(['100', '200', '300', '400', '500', '600', '700', '800', '900']);
    const lora = all(el, 'option').find((o) => o.firstChild?.textContent?.trim() === 'Lora')!;
    const changed = oneEvent(el, 'sqs-font-picker-change');
    lora.click();
    expect((await changed).detail).to.deep.equal({ family: 'Lora', weight: 700 });
    await waitUntil(() => all(el, 'weight').length === 4);
    expect(all(el, 'weight').map(text)).to.deep.equal(['400', '500', '600', '700']);
    expect(one(el, 'preview').style.fontWeight).to.equal('700');
    expect(text(one(el, 'weights').querySelector('legend')!)).to.equal('Weight');
    expect(text(one(el, 'preview'))).to.equal('Sphinx of black quartz, judge my vow.');
    const five = all(el, 'weight')[1]!.querySelector('input')!;
    const weight = oneEvent(el, 'sqs-font-picker-change');
    five.click();
    expect((await weight).detail).to.deep.equal({ family: 'Lora', weight: 500 });
    const saved = oneEvent(el, 'sqs-font-picker-save');
    one(el, 'save').click();
    await waitUntil(() => text(one(el, 'status')) === 'Saved: Lora 500', 'never saved');
    expect((await saved).detail).to.deep.equal({ target: 'body', family: 'Lora', weight: 500 });
    expect((await stored()).body).to.deep.equal({ family: 'Lora', weight: 500 });
    await expect(el).to.be.accessible();
  });

  it('warns once of a bad target and falls back to the heading font', async () => {
    let el!: SqsFontPickerElement;
    const warnings = await captureWarnings(async () => (el = await picker({ target: 'footer' })));
    expect(warnings.filter((w) => w.includes('target'))).to.have.length(1);
    expect(text(one(el, 'label'))).to.equal('Heading font');
  });

  it('leaves a malformed family out with one warning (no name, too long, unknown category, no weight)', async () => {
    const good = { family: 'Lora', category: 'serif', weights: [400] };
    intercept('/api/owner/fonts', () =>
      Response.json({
        fonts: [
          good,
          { ...good, family: 'x'.repeat(101) },
          { ...good, family: 'Odd', category: 'script' },
          { ...good, family: 'Light', weights: [450] },
          'Lora',
        ],
        heading: null,
        body: null,
      }),
    );
    let el!: SqsFontPickerElement;
    const warnings = await captureWarnings(async () => (el = await picker()));
    expect(all(el, 'option').map((o) => o.firstChild?.textContent?.trim())).to.deep.equal(['Lora']);
    expect(warnings.filter((w) => w.includes('malformed'))).to.have.length(1);
    expect(one(el, 'save')).to.have.property('disabled', true);
  });

  for (const [lang, words] of [
    [
      'en',
      {
        loading: 'Loading fonts…',
        failed: 'Unable to load fonts',
        retry: 'Retry',
        heading: 'Heading font',
        body: 'Body font',
        categories: ['Serif', 'Sans serif', 'Display', 'Monospace'],
        weights: 'Weight',
        sample: 'Sphinx of black quartz, judge my vow.',
        save: 'Save',
        saved: 'Saved: Lora 400',
        saveFailed: 'Unable to save the font. Please try again.',
        signIn: 'Sign in as the site owner to choose the fonts.',
      },
    ],
    [
      'fr',
      {
        loading: 'Chargement des polices…',
        failed: 'Impossible de charger les polices',
        retry: 'Réessayer',
        heading: 'Police des titres',
        body: 'Police du texte',
        categories: ['Avec empattements', 'Sans empattements', 'Fantaisie', 'Chasse fixe'],
        weights: 'Graisse',
        sample: 'Portez ce vieux whisky au juge blond qui fume.',
        save: 'Enregistrer',
        saved: 'Enregistrée : Lora 400',
        saveFailed: 'Impossible d’enregistrer la police. Veuillez réessayer.',
        signIn: 'Connectez-vous en tant que propriétaire du site pour choisir les polices.',
      },
    ],
  ] as const) {
    it(`speaks ${lang === 'en' ? 'English' : 'French'} in every state: loading, failed, ready, saved, not saved, signed out`, async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let fail = true;
      intercept('/api/owner/fonts', async (init) => {
        if (init?.method === 'PUT') return new Response('{"error":"down"}', { status: 500 });
        await held;
        if (fail) return new Response('{"error":"down"}', { status: 500 });
        return Response.json({
          fonts: [
            { family: 'Lora', category: 'serif', weights: [400] },
            { family: 'Inter', category: 'sans-serif', weights: [400] },
            { family: 'Lobster', category: 'display', weights: [400] },
            { family: 'Fira Code', category: 'monospace', weights: [400] },
          ],
          heading: { family: 'Lora', weight: 400 },
          body: null,
        });
      });
      const el = await picker({}, 'loading', lang);
      await waitUntil(() => text(one(el, 'loading')) === words.loading, `loading said ${text(one(el, 'loading'))}`, {
        timeout: 5000,
      });
      release();
      await waitUntil(() => el.dataset.state === 'failed');
      await expect(el).to.be.accessible();
      expect(text(one(el, 'load-failed-text'))).to.equal(words.failed);
      expect(text(one(el, 'retry'))).to.equal(words.retry);
      fail = false;
      one(el, 'retry').click();
      await waitUntil(() => el.dataset.state === 'ready', 'never ready', { timeout: 5000 });
      expect(text(one(el, 'label'))).to.equal(words.heading);
      expect(all(el, 'category').map(text)).to.deep.equal(words.categories);
      expect(text(one(el, 'weights').querySelector('legend')!)).to.equal(words.weights);
      expect(text(one(el, 'preview'))).to.equal(words.sample);
      expect(text(one(el, 'save'))).to.equal(words.save);
      one(el, 'save').click();
      await waitUntil(() => text(one(el, 'status')) === words.saveFailed, `status said ${text(one(el, 'status'))}`);
      restore!();
      one(el, 'save').click();
      await waitUntil(() => text(one(el, 'status')) === words.saved, `status said ${text(one(el, 'status'))}`);
      el.setAttribute('target', 'body');
      await waitUntil(() => text(one(el, 'label')) === words.body);

      await signOutOwner();
      try {
        const out = await picker({}, 'sign-in', lang);
        await expect(out).to.be.accessible();
        expect(text(one(out, 'load-failed-text'))).to.equal(words.signIn);
      } finally {
        await signInOwner();
      }
    });
  }
});
