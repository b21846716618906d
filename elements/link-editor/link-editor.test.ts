import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { LinkEditorChangeDetail, SqsLinkEditorElement } from './define.js';
import { captureWarnings, deepActiveElement, shadow, typeAndRender } from '../../test/support/helpers.js';
import { signInOwner, signOutOwner } from '../../test/runtime/fakes.js';

const PAGES = [
  { title: 'Blog', url: '/blog', type: 'blog' },
  { title: 'About us', url: '/about', type: 'page' },
];
const LINK_MESSAGE = 'Links must be formatted as http://www.example.com or https://www.example.com';

const all = (el: Element, selector: string) => Array.from(shadow(el).querySelectorAll<HTMLElement>(selector));
const one = <T extends HTMLElement = HTMLElement>(el: Element, selector: string) =>
  shadow(el).querySelector<T>(selector)!;
const text = (node: Element | null | undefined) => node?.textContent ?? '';
const panel = (el: Element) => one(el, '[role="tabpanel"]:not([hidden])');
const errorText = (el: Element) => text(panel(el).querySelector('[part~="error"]'));

/** Answers the page list with `pages` (or `answer`). */
const listing =
  (pages: unknown[] = PAGES, status = 200): typeof fetch =>
  async () =>
    Response.json(status === 200 ? { pages } : { error: 'Broken' }, { status });

/** Places an editor under `lang` with `attributes`, its page list requested through `fetcher` (null: the API). */
async function editor(
  attributes: Record<string, string> = {},
  fetcher: typeof fetch | null = listing(),
  lang = 'en',
): Promise<SqsLinkEditorElement> {
  const holder = await fixture<HTMLDivElement>(html`<div lang=${lang}></div>`);
  const el = document.createElement('sqs-link-editor');
  el.fetcher = fetcher ?? undefined;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  holder.append(el);
  await waitUntil(() => el.shadowRoot?.querySelector('[role="tablist"]'), 'the editor never rendered');
  return el;
}

/** Waits until the page list is in `state`. */
const reaches = (el: HTMLElement, state: string) =>
  waitUntil(() => el.dataset.state === state, `the page list never reached ${state} (${el.dataset.state})`);

/** Shows the tab `kind` by clicking it. */
async function show(el: SqsLinkEditorElement, kind: string): Promise<void> {
  all(el, '[role="tab"]')[['page', 'url', 'email', 'phone', 'file'].indexOf(kind)]!.click();
  await waitUntil(() => el.dataset.tab === kind, `the ${kind} tab never showed`);
}

/** Types `value` into the shown tab's input and presses "Apply"; resolves with the message shown, or ''. */
async function applyTyped(el: SqsLinkEditorElement, value: string): Promise<string> {
  const input = panel(el).querySelector<HTMLInputElement>('input')!;
  await typeAndRender(el, input, value);
  one(el, '[part~="apply"]').click();
  await el.updateComplete;
  return errorText(el);
}

/** Resolves with the detail of the next change, after `act`. */
async function changeAfter(el: SqsLinkEditorElement, act: () => unknown): Promise<CustomEvent<LinkEditorChangeDetail>> {
  const changed = oneEvent(el, 'sqs-link-editor-change');
  await act();
  return changed;
}

describe('<sqs-link-editor>', () => {
  afterEach(() => signOutOwner());

  it('passes an axe check with the site’s pages of the reference API, as five APG tabs labelling their panels', async () => {
    await signInOwner();
    const el = await editor({}, null);
    await reaches(el, 'success');
    await expect(el).to.be.accessible();
    const tabs = all(el, '[role="tab"]');
    expect(tabs.map(text)).to.deep.equal(['Page', 'Web Address', 'Email', 'Phone', 'File']);
    expect(one(el, '[role="tablist"]').getAttribute('aria-label')).to.equal('Link to');
    expect(tabs.map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1, -1, -1]);
    const panels = all(el, '[role="tabpanel"]');
    panels.forEach((p, i) => {
      expect(p.getAttribute('aria-labelledby')).to.equal(tabs[i]!.id);
      expect(tabs[i]!.getAttribute('aria-controls')).to.equal(p.id);
    });
    expect(panels.map((p) => p.hidden)).to.deep.equal([false, true, true, true, true]);
    expect(text(one(el, '[part~="legend"]'))).to.equal('Pages of the site');
    const urls = all(el, '[part~="page-url"]').map(text);
    expect(urls).to.include.members(['/blog', '/events', '/pages/locked', '/search']);
    expect(one(el, '[role="radiogroup"]').getAttribute('aria-labelledby')).to.equal(one(el, '[part~="legend"]').id);
  });

  it('moves between the tabs with the arrow keys (wrapping), Home and End, showing each one’s panel', async () => {
    const el = await editor();
    const tabs = all(el, '[role="tab"]');
    tabs[0]!.focus();
    const expectShown = (index: number) => {
      expect(deepActiveElement()).to.equal(tabs[index]);
      expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal(
        tabs.map((_, i) => String(i === index)),
      );
      expect(tabs.map((tab) => tab.tabIndex)).to.deep.equal(tabs.map((_, i) => (i === index ? 0 : -1)));
      expect(panel(el).getAttribute('aria-labelledby')).to.equal(tabs[index]!.id);
    };
    for (const [key, index] of [
      ['ArrowRight', 1],
      ['ArrowRight', 2],
      ['End', 4],
      ['ArrowRight', 0],
      ['ArrowLeft', 4],
      ['Home', 0],
    ] as const) {
      await sendKeys({ press: key });
      await el.updateComplete;
      await waitUntil(() => tabs[index]!.getAttribute('aria-selected') === 'true', `${key} did not select ${index}`);
      expectShown(index);
    }
    await expect(el).to.be.accessible();
  });

  it('links a chosen page with its title, sets value, and asks for a page when none is chosen', async () => {
    const el = await editor();
    await reaches(el, 'success');
    one(el, '[part~="apply"]').click();
    await waitUntil(() => errorText(el), 'no message');
    expect(errorText(el)).to.equal('Choose a page.');
    const group = one(el, '[role="radiogroup"]');
    expect(group.getAttribute('aria-describedby')).to.equal(panel(el).querySelector('[part~="error"]')!.id);
    expect(deepActiveElement()).to.equal(all(el, 'input[type="radio"]')[0]);
    await expect(el).to.be.accessible();
    all(el, 'input[type="radio"]')[1]!.click();
    await el.updateComplete;
    const { detail, bubbles, composed } = await changeAfter(el, () => one(el, '[part~="apply"]').click());
    expect({ detail, bubbles, composed }).to.deep.equal({
      detail: { kind: 'page', href: '/about', label: 'About us' },
      bubbles: true,
      composed: true,
    });
    expect(el.value).to.equal('/about');
    expect(el.getAttribute('value')).to.equal('/about');
    expect(errorText(el)).to.equal('');
  });

  it('takes http(s) addresses and site paths as a web address, and never another scheme', async () => {
    const el = await editor();
    await show(el, 'url');
    expect(text(panel(el).querySelector('label'))).to.equal('Web address or page path');
    let changes = 0;
    el.addEventListener('sqs-link-editor-change', () => changes++);
    for (const hostile of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      '\tjavascript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example',
      'https:evil.example',
      'https://',
      'https://exa mple.com',
      'ftp://files.example.com',
      'mailto:a@b.co',
      'www.example.com',
      '',
    ]) {
      expect(await applyTyped(el, hostile), hostile).to.equal(LINK_MESSAGE);
      expect(el.value, hostile).to.equal('');
    }
    expect(changes).to.equal(0);
    const input = panel(el).querySelector('input')!;
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal(panel(el).querySelector('[part~="error"]')!.id);
    expect(deepActiveElement()).to.equal(input);
    expect(await applyTyped(el, '/a b')).to.equal('/a b is not a valid page URL');
    await expect(el).to.be.accessible();
    for (const good of ['https://www.example.org/menu?day=1#top', 'http://example.net', '/about/team']) {
      const { detail } = await changeAfter(el, () => applyTyped(el, good));
      expect(detail).to.deep.equal({ kind: 'url', href: good });
      expect(el.value).to.equal(good);
      expect(el.dataset.tab).to.equal('url');
    }
  });

  it('makes an email a mailto: link with the spec’s messages', async () => {
    const el = await editor();
    await show(el, 'email');
    expect(text(panel(el).querySelector('label'))).to.equal('Email address');
    expect(await applyTyped(el, '')).to.equal('Please enter a valid email');
    expect(await applyTyped(el, 'nope')).to.equal('Emails must be formatted as user@domain.com');
    await expect(el).to.be.accessible();
    const { detail } = await changeAfter(el, () => applyTyped(el, ' hello@example.com '));
    expect(detail).to.deep.equal({ kind: 'email', href: 'mailto:hello@example.com' });
    // Nothing typed adds a query or another scheme: every character but @ is encoded.
    const hostile = await changeAfter(el, () => applyTyped(el, 'javascript:x?cc=y&body=z@example.com'));
    expect(hostile.detail.href).to.equal('mailto:javascript%3Ax%3Fcc%3Dy%26body%3Dz@example.com');
  });

  it('makes a phone number a tel: link: digits, spaces, dashes and a leading +', async () => {
    const el = await editor();
    await show(el, 'phone');
    expect(text(panel(el).querySelector('label'))).to.equal('Phone number');
    for (const bad of ['', 'call me', '555.1234', '1+2', 'tel:5551234', '(555) 123'])
      expect(await applyTyped(el, bad), bad).to.equal(
        'Use digits, spaces and dashes, with a + first for an international number.',
      );
    expect(await applyTyped(el, '12')).to.equal('A phone link needs at least 4 digits.');
    expect(await applyTyped(el, '1'.repeat(50))).to.equal('This link must be shorter than 50 characters.');
    await expect(el).to.be.accessible();
    const { detail } = await changeAfter(el, () => applyTyped(el, '+33 1 23-45-67'));
    expect(detail).to.deep.equal({ kind: 'phone', href: 'tel:+331234567' });
  });

  it('links the file the file manager picks, and refuses a picked address that is not a link', async () => {
    const el = await editor();
    await show(el, 'file');
    const manager = panel(el).querySelector('sqs-file-manager')!;
    expect(manager.getAttribute('mode')).to.equal('pick');
    one(el, '[part~="apply"]').click();
    await waitUntil(() => errorText(el) === 'Choose a file.', errorText(el));
    await expect(el).to.be.accessible();
    const pick = (url: string, name: string) =>
      manager.dispatchEvent(
        new CustomEvent('sqs-file-manager-pick', {
          bubbles: true,
          composed: true,
          detail: { url, name, size: 1200, type: 'application/pdf' },
        }),
      );
    const warnings = await captureWarnings(async () => {
      pick('javascript:alert(1)', 'evil.pdf');
      await waitUntil(() => errorText(el) === LINK_MESSAGE, errorText(el));
      pick('data:text/html,x', 'evil.pdf');
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<sqs-link-editor>');
    pick('/s/menu.pdf', 'menu.pdf');
    await waitUntil(() => text(panel(el).querySelector('[part~="file"]')) === 'Chosen file: menu.pdf');
    expect(errorText(el)).to.equal('');
    const { detail } = await changeAfter(el, () => one(el, '[part~="apply"]').click());
    expect(detail).to.deep.equal({ kind: 'file', href: '/s/menu.pdf', label: 'menu.pdf' });
  });

  it('opens a value on its tab with its field filled', async () => {
    const cases = [
      ['mailto:hello@example.com?subject=Hi', 'email', 'hello@example.com'],
      ['tel:+33123', 'phone', '+33123'],
      ['https://www.example.org/', 'url', 'https://www.example.org/'],
      ['/not-a-page', 'url', '/not-a-page'],
    ] as const;
    for (const [value, tab, field] of cases) {
      const el = await editor({ value });
      await reaches(el, 'success');
      await waitUntil(() => el.dataset.tab === tab, `${value} opened ${el.dataset.tab}`);
      expect(panel(el).querySelector('input')!.value, value).to.equal(field);
    }
    const page = await editor({ value: '/about' });
    await reaches(page, 'success');
    expect(page.dataset.tab).to.equal('page');
    expect(all(page, 'input[type="radio"]').map((r) => (r as HTMLInputElement).checked)).to.deep.equal([false, true]);
    const file = await editor({ value: '/s/price-list.pdf' });
    expect(file.dataset.tab).to.equal('file');
    expect(text(panel(file).querySelector('[part~="file"]'))).to.equal('Chosen file: price-list.pdf');
    file.value = 'tel:5551234';
    await waitUntil(() => file.dataset.tab === 'phone', 'a new value did not open its tab');
    expect(panel(file).querySelector('input')!.value).to.equal('5551234');
  });

  it('warns once of a value with another scheme and opens empty', async () => {
    let el!: SqsLinkEditorElement;
    const warnings = await captureWarnings(async () => {
      el = await editor({ value: 'javascript:alert(1)' });
      el.setAttribute('value', 'data:text/html,x');
      await el.updateComplete;
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<sqs-link-editor>: invalid value="javascript:alert(1)"');
    expect(el.value).to.equal('');
    expect(el.dataset.tab).to.equal('page');
    await show(el, 'url');
    expect(panel(el).querySelector('input')!.value).to.equal('');
  });

  it('says the pages are loading, that there are none, and asks for the owner’s sign-in without a session', async () => {
    const held = await editor({}, () => new Promise<Response>(() => {}));
    expect(text(panel(held).querySelector('[part~="status"]'))).to.equal('Loading the pages…');
    await expect(held).to.be.accessible();
    const empty = await editor({}, listing([]));
    await reaches(empty, 'empty');
    expect(text(panel(empty).querySelector('[part~="status"]'))).to.equal('The site has no pages yet.');
    const signedOut = await editor({}, null);
    await reaches(signedOut, 'sign-in');
    expect(text(panel(signedOut).querySelector('[part~="status"]'))).to.equal(
      'Sign in as the site owner to choose one of its pages.',
    );
    await expect(signedOut).to.be.accessible();
  });

  it('says "Unable to load results" with a button that loads the pages again, and leaves out a malformed page', async () => {
    let broken = true;
    const el = await editor({}, async (...args) =>
      broken
        ? listing([], 500)(...args)
        : listing([...PAGES, { title: 'Bad', url: 'javascript:x', type: 'page' }])(...args),
    );
    await reaches(el, 'failed');
    expect(text(panel(el).querySelector('[part~="status"]'))).to.equal('Unable to load results');
    const retry = one(el, '[part~="retry"]');
    expect(text(retry)).to.equal('Unable to load. Try again.');
    await expect(el).to.be.accessible();
    broken = false;
    const warnings = await captureWarnings(async () => {
      retry.click();
      await reaches(el, 'success');
    });
    expect(all(el, '[part~="page-url"]').map(text)).to.deep.equal(['/blog', '/about']);
    expect(warnings).to.deep.equal(['<sqs-link-editor>: page 2 of the list is malformed; left out.']);
  });

  it('speaks French under lang="fr": tabs, fields, states and every message', async () => {
    const el = await editor({}, listing(), 'fr');
    await waitUntil(() => text(all(el, '[role="tab"]')[1]) === 'Adresse web', 'never French', {
      timeout: 5000,
    });
    expect(all(el, '[role="tab"]').map(text)).to.deep.equal(['Page', 'Adresse web', 'E-mail', 'Téléphone', 'Fichier']);
    expect(one(el, '[role="tablist"]').getAttribute('aria-label')).to.equal('Lien vers');
    await reaches(el, 'success');
    expect(text(one(el, '[part~="legend"]'))).to.equal('Pages du site');
    one(el, '[part~="apply"]').click();
    await waitUntil(() => errorText(el) === 'Choisissez une page.', errorText(el));
    expect(text(one(el, '[part~="apply"]'))).to.equal('Appliquer');
    await show(el, 'url');
    expect(text(panel(el).querySelector('label'))).to.equal('Adresse web ou chemin de page');
    expect(await applyTyped(el, 'javascript:alert(1)')).to.equal(
      'Les liens doivent suivre le format http://www.example.com ou https://www.example.com',
    );
    expect(await applyTyped(el, '/a b')).to.equal('/a b n’est pas une URL de page valide');
    await show(el, 'email');
    expect(text(panel(el).querySelector('label'))).to.equal('Adresse e-mail');
    expect(await applyTyped(el, '')).to.equal('Veuillez saisir une adresse e-mail valide');
    expect(await applyTyped(el, 'nope')).to.equal(
      'Les adresses e-mail doivent suivre le format utilisateur@domaine.fr',
    );
    await show(el, 'phone');
    expect(text(panel(el).querySelector('label'))).to.equal('Numéro de téléphone');
    expect(await applyTyped(el, 'x')).to.equal(
      'Utilisez des chiffres, des espaces et des tirets, précédés d’un + pour un numéro international.',
    );
    expect(await applyTyped(el, '12')).to.equal('Un lien téléphonique doit comporter au moins 4 chiffres.');
    expect(await applyTyped(el, '1'.repeat(50))).to.equal('Ce lien doit faire moins de 50 caractères.');
    await show(el, 'file');
    one(el, '[part~="apply"]').click();
    await waitUntil(() => errorText(el) === 'Choisissez un fichier.', errorText(el));
    panel(el)
      .querySelector('sqs-file-manager')!
      .dispatchEvent(
        new CustomEvent('sqs-file-manager-pick', {
          bubbles: true,
          composed: true,
          detail: { url: '/s/carte.pdf', name: 'carte.pdf', size: 1, type: 'application/pdf' },
        }),
      );
    await waitUntil(() => text(panel(el).querySelector('[part~="file"]')) === 'Fichier choisi : carte.pdf');
    await expect(el).to.be.accessible();

    const held = await editor({}, () => new Promise<Response>(() => {}), 'fr');
    await waitUntil(() => text(panel(held).querySelector('[part~="status"]')) === 'Chargement des pages…');
    const empty = await editor({}, listing([]), 'fr');
    await waitUntil(() => text(panel(empty).querySelector('[part~="status"]')) === 'Le site n’a pas encore de page.');
    const failed = await editor({}, listing([], 500), 'fr');
    await reaches(failed, 'failed');
    await waitUntil(
      () => text(panel(failed).querySelector('[part~="status"]')) === 'Impossible de charger les résultats',
    );
    expect(text(one(failed, '[part~="retry"]'))).to.equal('Chargement impossible. Réessayez.');
    const signedOut = await editor({}, null, 'fr');
    await reaches(signedOut, 'sign-in');
    expect(text(panel(signedOut).querySelector('[part~="status"]'))).to.equal(
      'Connectez-vous en tant que propriétaire du site pour choisir l’une de ses pages.',
    );
  });
});
