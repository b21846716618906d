import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsCodeEditorElement } from './define.js';
import { shadow, typeInto } from '../../test/support/helpers.js';
import { signInOwner, signOutOwner } from '../../test/runtime/fakes.js';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile';
const SITE = {
  header: { layout: 'centered', code: '<meta name="theme" content="bread">\n<link rel="preconnect" href="/">' },
  footer: { text: '© Shop', code: '<script src="/counter.js"></script>' },
};

/** Every string the editor shows, by language: its own, and the common ones it uses. */
const WORDS = {
  en: {
    label: 'Code injection',
    header: 'Header',
    footer: 'Footer',
    save: 'Save',
    loading: 'Loading…',
    saving: 'Saving…',
    saved: 'Saved',
    android: 'Code editing is not available on Android',
    signIn: 'Sign in as the site owner to save the code.',
    retry: 'Try again',
    unableToLoad: 'Unable to load. Try again.',
    networkError: 'Network error',
    wrong: 'Something went wrong',
  },
  fr: {
    label: 'Injection de code',
    header: 'En-tête',
    footer: 'Pied de page',
    save: 'Enregistrer',
    loading: 'Chargement…',
    saving: 'Enregistrement…',
    saved: 'Enregistré',
    android: 'La modification du code n’est pas disponible sur Android',
    signIn: 'Connectez-vous en tant que propriétaire du site pour enregistrer le code.',
    retry: 'Réessayer',
    unableToLoad: 'Chargement impossible. Réessayez.',
    networkError: 'Erreur réseau',
    wrong: 'Une erreur s’est produite',
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A request the fake API saw. */
interface Seen {
  method: string;
  path: string;
  body: unknown;
}

/** A fake reference API for the header and footer, with what it saw. */
interface FakeApi {
  seen: Seen[];
  /** What it answers a GET with (a PUT's body replaces it). */
  stored: unknown;
  /** While set, every request waits for it. */
  hold?: Promise<void>;
  /** Answers in place of the stored data when it returns a response. */
  answer?: (method: string) => Response | Promise<Response> | undefined;
  fetcher: typeof fetch;
}

/** Returns a fake reference API for the header and footer that starts with `stored`. */
function fakeApi(stored: unknown = SITE): FakeApi {
  const api: FakeApi = {
    seen: [],
    stored,
    fetcher: async (input, init = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      api.seen.push({ method, path: new URL(String(input as string), location.origin).pathname, body });
      await api.hold;
      const special = api.answer?.(method);
      if (special) return special;
      if (method === 'PUT') api.stored = body;
      return json(api.stored);
    },
  };
  return api;
}

/** Releases what a fake API holds. */
function holder() {
  let release!: () => void;
  const hold = new Promise<void>((resolve) => (release = resolve));
  return { hold, release };
}

const part = <T extends Element = HTMLElement>(el: Element, name: string) =>
  shadow(el).querySelector<T>(`[part~="${name}"]`);
const areas = (el: Element) => [...shadow(el).querySelectorAll<HTMLTextAreaElement>('textarea')];
const text = (el: Element, name: string) => part(el, name)?.textContent ?? '';

/** Places `<sqs-code-editor>` in a page of `lang` with its seams set, and waits until it has rendered. */
async function editor(
  api: FakeApi | undefined,
  { lang = 'en', userAgent }: { lang?: string; userAgent?: string } = {},
): Promise<SqsCodeEditorElement> {
  const page = await fixture<HTMLElement>(
    html`<main lang=${lang}>
      <sqs-code-editor .fetcher=${api?.fetcher} .userAgent=${userAgent}></sqs-code-editor>
    </main>`,
  );
  const el = page.querySelector('sqs-code-editor')!;
  // The French catalogue arrives after the first render.
  const label = WORDS[lang === 'fr' ? 'fr' : 'en'].label;
  await waitUntil(
    () => areas(el).length === 2 && part(el, 'base')?.getAttribute('aria-label') === label,
    'the editor never rendered in its language',
    { timeout: 8000 },
  );
  return el;
}

/** Waits until the code has loaded (the Save button is usable, or on Android the code is shown). */
const loaded = (el: SqsCodeEditorElement) =>
  waitUntil(
    () => part<HTMLButtonElement>(el, 'save')?.disabled === false || (areas(el)[0]!.value !== '' && !part(el, 'save')),
    'the code never loaded',
  );

for (const lang of ['en', 'fr'] as const) {
  const words = WORDS[lang];
  describe(`<sqs-code-editor> (${lang})`, () => {
    it('is accessible, and shows each region’s code, labelled, with its line numbers', async () => {
      const api = fakeApi();
      const el = await editor(api, { lang });
      await loaded(el);
      await expect(el).to.be.accessible();
      expect(part(el, 'base')!.getAttribute('aria-label')).to.equal(words.label);
      const labels = [...shadow(el).querySelectorAll('label')];
      expect(labels.map((l) => l.textContent)).to.deep.equal([words.header, words.footer]);
      const [header, footer] = areas(el);
      expect(labels.map((l) => l.htmlFor)).to.deep.equal([header!.id, footer!.id]);
      expect(header!.value).to.equal(SITE.header.code);
      expect(footer!.value).to.equal(SITE.footer.code);
      const gutters = [...shadow(el).querySelectorAll('[part~="gutter"]')];
      expect(gutters.map((g) => g.textContent)).to.deep.equal(['1\n2', '1']);
      expect(gutters.every((g) => g.getAttribute('aria-hidden') === 'true')).to.equal(true);
      expect(text(el, 'save')).to.equal(words.save);
      expect(api.seen).to.deep.equal([{ method: 'GET', path: '/api/site-header-footer', body: undefined }]);
    });

    it(`says '${words.loading}' until the code arrives, with the code read-only`, async () => {
      const api = fakeApi();
      const { hold, release } = holder();
      api.hold = hold;
      const el = await editor(api, { lang });
      expect(text(el, 'status')).to.equal(words.loading);
      expect(part(el, 'base')!.getAttribute('aria-busy')).to.equal('true');
      expect(areas(el).every((a) => a.readOnly)).to.equal(true);
      expect(part<HTMLButtonElement>(el, 'save')!.disabled).to.equal(true);
      await expect(el).to.be.accessible();
      release();
      await loaded(el);
      expect(text(el, 'status')).to.equal('');
      expect(part(el, 'base')!.getAttribute('aria-busy')).to.equal('false');
    });

    it(`saves the edited code with the other fields kept, says '${words.saving}' then '${words.saved}', and dispatches sqs-code-editor-change`, async () => {
      const api = fakeApi();
      const el = await editor(api, { lang });
      await loaded(el);
      const [header] = areas(el);
      typeInto(header!, '<meta name="a">\n<meta name="b">\n<meta name="c">');
      await waitUntil(() => part(el, 'gutter')!.textContent === '1\n2\n3', 'the line numbers did not follow');
      const { hold, release } = holder();
      api.hold = hold;
      part<HTMLButtonElement>(el, 'save')!.click();
      await waitUntil(() => text(el, 'status') === words.saving, 'no saving status');
      expect(part<HTMLButtonElement>(el, 'save')!.disabled).to.equal(true);
      const changed = oneEvent(el, 'sqs-code-editor-change');
      release();
      const event = await changed;
      expect(event.bubbles && event.composed).to.equal(true);
      expect(event.detail).to.deep.equal({
        header: '<meta name="a">\n<meta name="b">\n<meta name="c">',
        footer: SITE.footer.code,
      });
      await waitUntil(() => text(el, 'status') === words.saved, 'no saved status');
      const put = api.seen.find((r) => r.method === 'PUT')!;
      expect(put.path).to.equal('/api/site-header-footer');
      expect(put.body).to.deep.equal({
        header: { layout: 'centered', code: '<meta name="a">\n<meta name="b">\n<meta name="c">' },
        footer: { text: '© Shop', code: SITE.footer.code },
      });
      await expect(el).to.be.accessible();
    });

    it(`shows '${words.android}' on Android, with the code read-only and no Save button`, async () => {
      const api = fakeApi();
      const el = await editor(api, { lang, userAgent: ANDROID });
      await loaded(el);
      await expect(el).to.be.accessible();
      const notice = part(el, 'notice')!;
      expect(notice.textContent).to.equal(words.android);
      for (const area of areas(el)) {
        expect(area.readOnly).to.equal(true);
        expect(area.getAttribute('aria-describedby')).to.equal(notice.id);
      }
      expect(areas(el)[0]!.value).to.equal(SITE.header.code);
      expect(part(el, 'save')).to.equal(null);
      areas(el)[0]!.focus();
      await sendKeys({ type: 'x' });
      expect(areas(el)[0]!.value).to.equal(SITE.header.code);
      expect(api.seen.map((r) => r.method)).to.deep.equal(['GET']);
    });

    it(`says '${words.unableToLoad}' with '${words.retry}' when the code cannot be loaded, and '${words.networkError}' offline`, async () => {
      const api = fakeApi();
      api.answer = () => json({ error: 'down' }, 503);
      const el = await editor(api, { lang });
      await waitUntil(() => text(el, 'error').startsWith(words.unableToLoad), 'no load error');
      const retry = shadow(el).querySelector<HTMLButtonElement>('[part~="error"] button')!;
      expect(retry.textContent).to.equal(words.retry);
      await expect(el).to.be.accessible();
      api.answer = () => Promise.reject(new TypeError('Failed to fetch'));
      retry.click();
      await waitUntil(() => text(el, 'error').startsWith(words.networkError), 'no network error');
      api.answer = undefined;
      shadow(el).querySelector<HTMLButtonElement>('[part~="error"] button')!.click();
      await loaded(el);
      expect(text(el, 'error')).to.equal('');
      expect(areas(el)[1]!.value).to.equal(SITE.footer.code);
    });

    it(`says '${words.signIn}' when saving needs an owner session, and '${words.wrong}' when it fails`, async () => {
      const api = fakeApi();
      const el = await editor(api, { lang });
      await loaded(el);
      api.answer = (method) =>
        method === 'PUT' ? json({ error: 'Owner sign-in required', loginRequired: true }, 401) : undefined;
      typeInto(areas(el)[1]!, '<p>new</p>');
      part<HTMLButtonElement>(el, 'save')!.click();
      await waitUntil(() => text(el, 'error') === words.signIn, 'no sign-in need');
      expect(part(el, 'error')!.getAttribute('role')).to.equal('alert');
      expect(areas(el)[1]!.value, 'the edit is kept').to.equal('<p>new</p>');
      await expect(el).to.be.accessible();
      api.answer = (method) =>
        method === 'PUT' ? json({ error: 'header and footer must be objects' }, 400) : undefined;
      part<HTMLButtonElement>(el, 'save')!.click();
      await waitUntil(() => text(el, 'error') === words.wrong, 'no failure');
    });
  });
}

describe('<sqs-code-editor> and the site', () => {
  it('reads an answer that is not a header and footer as a failed load', async () => {
    const el = await editor(fakeApi({ header: 'nope', footer: [] }));
    await waitUntil(() => text(el, 'error').startsWith(WORDS.en.unableToLoad), 'no load error');
    expect(areas(el).every((a) => a.readOnly && a.value === '')).to.equal(true);
  });

  it('loads again when another tab saved the code, unless this one has unsaved edits', async () => {
    const api = fakeApi();
    const el = await editor(api);
    await loaded(el);
    const other = { header: { code: '<meta name="other-tab">' }, footer: {} };
    api.stored = other;
    const broadcast = () =>
      document.dispatchEvent(
        new CustomEvent('sqs-editor-broadcast', { detail: { type: 'sqs-code-editor-change', detail: null } }),
      );
    document.dispatchEvent(new CustomEvent('sqs-editor-broadcast', { detail: { type: 'sqs-tag-editor-change' } }));
    broadcast();
    await waitUntil(() => areas(el)[0]!.value === '<meta name="other-tab">', 'the other tab’s code never showed');
    expect(api.seen.map((r) => r.method)).to.deep.equal(['GET', 'GET']);
    typeInto(areas(el)[1]!, '<p>mine</p>');
    broadcast();
    expect(api.seen).to.have.length(2);
    expect(areas(el)[1]!.value).to.equal('<p>mine</p>');
  });

  it('saves through the reference API for the signed-in owner, and shows the sign-in need without one', async () => {
    const marker = `<!-- ${crypto.randomUUID()} -->`;
    const el = await editor(undefined);
    await loaded(el);
    typeInto(areas(el)[0]!, marker);
    part<HTMLButtonElement>(el, 'save')!.click();
    await waitUntil(() => text(el, 'error') === WORDS.en.signIn, 'the visitor was not told to sign in');
    await signInOwner();
    try {
      const changed = oneEvent(el, 'sqs-code-editor-change');
      part<HTMLButtonElement>(el, 'save')!.click();
      expect((await changed).detail.header).to.equal(marker);
      await waitUntil(() => text(el, 'status') === WORDS.en.saved, 'no saved status');
      expect(text(el, 'error')).to.equal('');
    } finally {
      await signOutOwner();
    }
  });
});
