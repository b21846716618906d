import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsTimeZonePickerElement } from './define.js';
import { request } from '../../runtime/data-layer.js';
import { captureWarnings, shadow } from '../../test/support/helpers.js';
import { signInOwner, signOutOwner } from '../../test/runtime/fakes.js';

const all = (el: Element, name: string) => [...shadow(el).querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
const one = (el: Element, name: string) => all(el, name)[0]!;
const text = (node: Element | undefined) => node?.textContent?.trim() ?? '';
const selectedText = (el: Element) => text(shadow(el).querySelector('[aria-selected="true"]') ?? undefined);

/** Answers the page's requests to `path` with `answer` while a test runs; every other request goes on. */
function intercept(path: string, answer: (init?: RequestInit) => Promise<Response> | Response) {
  const original = window.fetch;
  window.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new URL(String(input instanceof Request ? input.url : input), location.href).pathname === path
      ? Promise.resolve(answer(init))
      : original(input, init)) as typeof fetch;
  restores.push(() => void (window.fetch = original));
}
let restores: (() => void)[] = [];

/** Places a picker with `attributes` in a holder of language `lang` and waits until it shows `state`. */
async function picker(attributes: Record<string, string> = {}, state = 'ready', lang = 'en') {
  const holder = await fixture<HTMLElement>(html`<main lang=${lang} style="width: 600px"></main>`);
  const el = document.createElement('sqs-time-zone-picker');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  holder.append(el);
  // A long list on a loaded machine takes a while to come.
  await waitUntil(() => el.dataset.state === state, `never ${state} (it is ${el.dataset.state})`, { timeout: 5000 });
  return el;
}

/** Types `value` into the filter field as the owner would. */
async function filterBy(el: Element, value: string) {
  const input = one(el, 'filter') as HTMLInputElement;
  input.focus();
  input.select();
  await sendKeys({ type: value });
}

describe('<sqs-time-zone-picker>', () => {
  before(signInOwner);
  after(signOutOwner);
  afterEach(() => {
    for (const restore of restores.reverse()) restore();
    restores = [];
  });

  it('is accessible, and lists the server’s time zones with their offsets, the site’s selected', async () => {
    await request('PUT', '/api/owner/time-zone', { json: { timeZone: 'Asia/Tokyo' } });
    // axe goes through every option: a part of the list keeps it quick in every engine.
    const el = await picker({ filter: 'asia/' });
    await expect(el).to.be.accessible();
    expect(selectedText(el)).to.equal('Asia/Tokyo (UTC+09:00)');
    const list = one(el, 'listbox');
    expect(list.getAttribute('aria-activedescendant')).to.equal(shadow(el).querySelector('[aria-selected="true"]')!.id);
    const input = one(el, 'filter') as HTMLInputElement;
    input.focus();
    input.select();
    await sendKeys({ press: 'Backspace' });
    await waitUntil(() => all(el, 'option').length > 300, 'the whole list never came back');
    const options = all(el, 'option').map(text);
    expect(options).to.include('UTC (UTC+00:00)');
    expect(options).to.include('America/Buenos Aires (UTC-03:00)');
  });

  it('narrows the list by name or offset, says when none matches, and caps the filter at 64 characters', async () => {
    const el = await picker();
    await filterBy(el, 'buenos');
    await waitUntil(() => all(el, 'option').length === 1);
    expect(text(one(el, 'option'))).to.equal('America/Buenos Aires (UTC-03:00)');
    await filterBy(el, '+05:45');
    await waitUntil(() => all(el, 'option').every((o) => text(o).endsWith('(UTC+05:45)')));
    await filterBy(el, 'Atlantis');
    await waitUntil(() => all(el, 'empty').length === 1);
    expect(text(one(el, 'empty'))).to.equal('No results found');
    expect(one(el, 'filter').hasAttribute('aria-controls')).to.equal(false);
    await expect(el).to.be.accessible();
    expect((one(el, 'filter') as HTMLInputElement).maxLength).to.equal(64);
  });

  it('moves with the arrow keys, Home, End and type-ahead, telling each choice, and saves it for the next page', async () => {
    const el = await picker({ filter: 'europe/' });
    const list = one(el, 'listbox');
    list.focus();
    const first = oneEvent(el, 'sqs-time-zone-picker-change');
    await sendKeys({ press: 'Home' });
    expect((await first).detail).to.deep.equal({ timeZone: 'Europe/Amsterdam' });
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => selectedText(el).startsWith('Europe/Andorra'));
    await sendKeys({ press: 'End' });
    await waitUntil(() => selectedText(el).startsWith('Europe/Zurich'));
    await sendKeys({ type: 'europe/p' });
    await waitUntil(() => selectedText(el).startsWith('Europe/Paris'), `type-ahead chose ${selectedText(el)}`);
    await expect(el).to.be.accessible();
    const saved = oneEvent(el, 'sqs-time-zone-picker-save');
    one(el, 'save').click();
    await waitUntil(() => text(one(el, 'status')) === 'Saved: Europe/Paris', 'never saved');
    expect((await saved).detail).to.deep.equal({ timeZone: 'Europe/Paris' });
    const page = await (await fetch('/checkout/donate?donatePageId=bread-for-all')).text();
    const context = JSON.parse(/id="sqs-site-context">([^<]*)</.exec(page)![1]!) as { website: { timeZone: string } };
    expect(context.website.timeZone).to.equal('Europe/Paris');
  });

  it('warns once of a filter over 64 characters and opens unfiltered', async () => {
    let el!: SqsTimeZonePickerElement;
    const warnings = await captureWarnings(async () => (el = await picker({ filter: 'x'.repeat(65) })));
    expect(warnings.filter((w) => w.includes('filter'))).to.have.length(1);
    expect((one(el, 'filter') as HTMLInputElement).value).to.equal('');
    expect(all(el, 'option').length).to.be.greaterThan(300);
  });

  it('leaves malformed zones out with one warning', async () => {
    intercept('/api/owner/time-zones', () =>
      Response.json({
        zones: [
          { id: 'Europe/Paris', offset: '+01:00' },
          { id: 'Europe/Paris<b>', offset: '+01:00' },
          { id: 'x'.repeat(65), offset: '+01:00' },
          { id: 'Europe/Oslo', offset: '1 hour' },
          'UTC',
        ],
        timeZone: 'Mars/Base',
      }),
    );
    let el!: SqsTimeZonePickerElement;
    const warnings = await captureWarnings(async () => (el = await picker()));
    expect(all(el, 'option').map(text)).to.deep.equal(['Europe/Paris (UTC+01:00)']);
    expect(warnings.filter((w) => w.includes('malformed'))).to.have.length(1);
    expect(one(el, 'save')).to.have.property('disabled', true);
  });

  for (const [lang, words] of [
    [
      'en',
      {
        loading: 'Loading time zones…',
        failed: 'Failed to load timezone. Please try again, or check that your site is available.',
        retry: 'Retry',
        label: 'Time zone',
        filter: 'Filter time zones',
        option: 'Europe/Paris (UTC+01:00)',
        save: 'Save',
        saved: 'Saved: Europe/Paris',
        saveFailed: 'Unable to save the time zone. Please try again.',
        signIn: 'Sign in as the site owner to choose the time zone.',
      },
    ],
    [
      'fr',
      {
        loading: 'Chargement des fuseaux horaires…',
        failed:
          'Impossible de charger le fuseau horaire. Veuillez réessayer, ou vérifiez que votre site est disponible.',
        retry: 'Réessayer',
        label: 'Fuseau horaire',
        filter: 'Filtrer les fuseaux horaires',
        option: 'Europe/Paris (UTC+01:00)',
        save: 'Enregistrer',
        saved: 'Enregistré : Europe/Paris',
        saveFailed: 'Impossible d’enregistrer le fuseau horaire. Veuillez réessayer.',
        signIn: 'Connectez-vous en tant que propriétaire du site pour choisir le fuseau horaire.',
      },
    ],
  ] as const) {
    it(`speaks ${lang === 'en' ? 'English' : 'French'} in every state: loading, failed, ready, saved, not saved, signed out`, async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let fail = true;
      intercept('/api/owner/time-zones', async () => {
        await held;
        if (fail) return new Response('{"error":"down"}', { status: 500 });
        return Response.json({ zones: [{ id: 'Europe/Paris', offset: '+01:00' }], timeZone: 'Europe/Paris' });
      });
      intercept('/api/owner/time-zone', () => new Response('{"error":"down"}', { status: 500 }));
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
      expect(text(one(el, 'label'))).to.equal(words.label);
      expect(text(one(el, 'filter-label'))).to.equal(words.filter);
      expect(all(el, 'option').map(text)).to.deep.equal([words.option]);
      expect(text(one(el, 'save'))).to.equal(words.save);
      one(el, 'save').click();
      await waitUntil(() => text(one(el, 'status')) === words.saveFailed, `status said ${text(one(el, 'status'))}`);
      for (const restore of restores.splice(0).reverse()) restore();
      one(el, 'save').click();
      await waitUntil(() => text(one(el, 'status')) === words.saved, `status said ${text(one(el, 'status'))}`);

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
