import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SqsDialogElement } from '../../elements/dialog/define.js';
import { registerClosable } from '../../runtime/closables.js';
import { configure, resetConfiguration, type SiteContext } from '../../runtime/context.js';
import { DataLayerError } from '../../runtime/data-layer.js';
import { PermissionRole } from '../../runtime/enums.js';
import {
  CONFIG_PANEL_SELECTOR,
  configUrl,
  LOGOUT_URL,
  NO_REDIRECT_KEY,
  redirectExemption,
  signOutOwner,
  startOwnerMode,
  toggleConfigPanel,
  type OwnerEnv,
  type OwnerLocation,
  type RedirectExemption,
} from '../../runtime/owner.js';
import { captureWarnings, pressChord, settled } from '../support/helpers.js';
import { forwardingTransport, issueCrumb, recordingTransport, signInOwner } from './fakes.js';

/** The address `href` as the owner's shortcuts read it. */
function at(href: string): OwnerLocation {
  const { hostname, origin, pathname, search, hash } = new URL(href);
  return { hostname, origin, pathname, search, hash };
}

/** A session storage of its own. */
function memorySession(): NonNullable<OwnerEnv['session']> & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const SITE = 'https://harbor.example.com/shop/bread?tag=rye';
const OWNER: Partial<SiteContext> = { authenticatedAccount: { id: 'owner-1' }, websiteRoles: [PermissionRole.admin] };

/** An environment on `href` that records where the page would go and what the address bar would show. */
function page(href = SITE, more: OwnerEnv = {}) {
  const visits: string[] = [];
  const replaced: string[] = [];
  const env: OwnerEnv = {
    location: at(href),
    navigate: (url) => visits.push(url),
    replaceUrl: (url) => replaced.push(url),
    session: memorySession(),
    top: true,
    ...more,
  };
  return { env, visits, replaced };
}

const dialogs = () => [...document.querySelectorAll('sqs-dialog')] as SqsDialogElement[];

describe('the config redirect (spec 000 §2)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    resetConfiguration();
  });

  it('sends a signed-in owner to /config/?frameUrl={path and query} on the admin host the context names', () => {
    configure({ context: { ...OWNER, website: { adminUrl: 'https://admin.example.com/ignored' } } });
    const { env, visits } = page();
    stop = startOwnerMode(env);
    expect(visits).to.deep.equal(['https://admin.example.com/config/?frameUrl=%2Fshop%2Fbread%3Ftag%3Drye']);
  });

  it('uses the page origin when the context names no admin host, or one that is not http(s) (with a warning)', async () => {
    expect(configUrl({}, at('https://harbor.example.com/a b/?x=1&y=2#h'))).to.equal(
      'https://harbor.example.com/config/?frameUrl=%2Fa%2520b%2F%3Fx%3D1%26y%3D2',
    );
    const warnings = await captureWarnings(() => {
      const url = configUrl({ website: { adminUrl: 'javascript:alert(1)' } }, at(SITE));
      expect(url).to.equal('https://harbor.example.com/config/?frameUrl=%2Fshop%2Fbread%3Ftag%3Drye');
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('website.adminUrl');
  });

  const exemptions: Array<{
    name: string;
    href?: string;
    context?: Partial<SiteContext>;
    env?: OwnerEnv;
    is: RedirectExemption;
  }> = [
    { name: 'on localhost', href: 'http://localhost:8000/shop', is: 'localhost' },
    { name: 'on 127.0.0.1', href: 'http://127.0.0.1:8000/', is: 'localhost' },
    { name: 'on [::1]', href: 'http://[::1]:8000/', is: 'localhost' },
    { name: 'with the ?noredirect query flag', href: `${SITE}&noredirect`, is: 'no-redirect-query' },
    { name: 'in developer mode', context: { website: { developerMode: true } }, is: 'developer-mode' },
    { name: 'in cloneable mode', context: { website: { cloneable: true } }, is: 'cloneable' },
    { name: 'for a viewer-only account', context: { websiteRoles: [PermissionRole.viewer] }, is: 'viewer-only' },
    { name: 'in a page that is not the top window', env: { top: false }, is: 'framed' },
    { name: 'in the admin area itself', href: 'https://harbor.example.com/config/pages', is: 'admin-area' },
    { name: 'for a visitor nobody signed in as', context: { authenticatedAccount: null }, is: 'signed-out' },
  ];
  for (const { name, href, context = {}, env: more, is } of exemptions) {
    it(`does not redirect ${name}`, () => {
      configure({ context: { ...OWNER, ...context } });
      const { env, visits } = page(href, more);
      expect(redirectExemption(undefined, env)).to.equal(is);
      stop = startOwnerMode(env);
      expect(visits).to.deep.equal([]);
    });
  }

  it('does not redirect with the session flag, which the query flag sets for the rest of the tab', () => {
    configure({ context: OWNER });
    const first = page(`${SITE}&noredirect=1`);
    stop = startOwnerMode(first.env);
    stop();
    const session = first.env.session as ReturnType<typeof memorySession>;
    expect(session.values.get(NO_REDIRECT_KEY)).to.equal('1');
    const next = page(SITE, { session });
    expect(redirectExemption(undefined, next.env)).to.equal('no-redirect-session');
    stop = startOwnerMode(next.env);
    expect(next.visits).to.deep.equal([]);
  });

  it('redirects an account with the viewer role and another one', () => {
    configure({ context: { ...OWNER, websiteRoles: [PermissionRole.viewer, PermissionRole.editor] } });
    const { env, visits } = page();
    stop = startOwnerMode(env);
    expect(visits).to.have.length(1);
  });

  it('reads the real address: the test page is on localhost, so it never redirects', () => {
    configure({ context: OWNER });
    expect(location.hostname).to.equal('localhost');
    expect(redirectExemption()).to.equal('localhost');
  });
});

describe('Escape and Shift+Escape (spec 000 §2 "Escape key behaviour")', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    resetConfiguration();
    for (const el of document.querySelectorAll('input')) el.remove();
    document.cookie = 'crumb=; Max-Age=0; path=/';
  });

  it('takes a signed-in owner to the config page on Escape, after the open closable targets, one per Escape', async () => {
    configure({ context: { ...OWNER, website: { adminUrl: 'https://admin.example.com' } } });
    const { env, visits } = page('http://localhost:8000/shop');
    stop = startOwnerMode(env);
    const closed: string[] = [];
    const lower = registerClosable(() => closed.push('lightbox'));
    const upper = registerClosable(() => closed.push('dialog'));
    await pressChord('Shift', 'Escape');
    await sendKeys({ press: 'Escape' });
    expect(closed).to.deep.equal(['dialog', 'lightbox']);
    expect(visits, 'no sign-out and no config page while something was open').to.deep.equal([]);
    await sendKeys({ press: 'Escape' });
    expect(visits).to.deep.equal(['https://admin.example.com/config/?frameUrl=%2Fshop']);
    upper();
    lower();
  });

  it('does nothing for an anonymous visitor unless the site enables escape-key login', async () => {
    const { env, visits } = page();
    stop = startOwnerMode(env);
    await sendKeys({ press: 'Escape' });
    await pressChord('Shift', 'Escape');
    expect(visits).to.deep.equal([]);
    configure({ context: { websiteSettings: { escapeKeyLogin: true } } });
    await sendKeys({ press: 'Escape' });
    // Only an authenticated account can log out: Shift+Escape goes on to the config page.
    await pressChord('Shift', 'Escape');
    const config = 'https://harbor.example.com/config/?frameUrl=%2Fshop%2Fbread%3Ftag%3Drye';
    expect(visits).to.deep.equal([config, config]);
  });

  it('leaves Escape to a text field that has focus, and to a page inside a frame', async () => {
    configure({ context: OWNER });
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    const typed = page('http://localhost/');
    stop = startOwnerMode(typed.env);
    await sendKeys({ press: 'Escape' });
    expect(typed.visits).to.deep.equal([]);
    stop();
    input.blur();
    const framed = page('http://localhost/', { top: false });
    stop = startOwnerMode(framed.env);
    await sendKeys({ press: 'Escape' });
    expect(framed.visits).to.deep.equal([]);
  });

  it('signs an owner out on Shift+Escape with POST /api/auth/Logout, then goes to /?logout=true', async () => {
    await signInOwner();
    const crumb = await issueCrumb();
    configure({ context: OWNER });
    const transport = forwardingTransport();
    const { env, visits } = page('http://localhost/shop', { transport });
    stop = startOwnerMode(env);
    await pressChord('Shift', 'Escape');
    await waitUntil(() => visits.length > 0, 'the page never left');
    expect(visits).to.deep.equal([LOGOUT_URL]);
    expect(LOGOUT_URL).to.equal('/?logout=true');
    expect(transport.requests).to.have.length(1);
    const [request] = transport.requests;
    expect(request.method).to.equal('POST');
    const url = new URL(request.url, location.origin);
    expect(url.pathname).to.equal('/api/auth/Logout');
    expect(url.searchParams.get('crumb')).to.equal(crumb);
    expect(request.body).to.equal('');
  });

  it('repeats the sign-out once, 200 ms later, when the reference API answers crumbFail', async () => {
    await signInOwner();
    document.cookie = 'crumb=; Max-Age=0; path=/';
    const transport = forwardingTransport();
    const { env, visits } = page('http://localhost/', { transport });
    await signOutOwner(env);
    expect(transport.requests).to.have.length(2);
    const [first, second] = transport.requests.map((r) => new URL(r.url, location.origin));
    expect(first.pathname).to.equal('/api/auth/Logout');
    expect(first.searchParams.has('crumb')).to.equal(false);
    expect(second.pathname).to.equal('/api/auth/Logout');
    expect(second.searchParams.get('crumb')).to.be.a('string').and.not.be.empty;
    expect(transport.sleeps).to.deep.equal([200]);
    expect(visits).to.deep.equal([LOGOUT_URL]);
  });

  it('stays on the page when the sign-out fails', async () => {
    const transport = recordingTransport({ respond: () => Response.json({ error: 'down' }, { status: 500 }) });
    const { env, visits } = page('http://localhost/', { transport });
    const error = await signOutOwner(env).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(DataLayerError);
    expect(visits).to.deep.equal([]);
  });
});

describe('Escape in the admin area toggles the config panel (spec 000 §2)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    resetConfiguration();
    for (const el of document.querySelectorAll('[data-test-panel]')) el.remove();
  });

  /** A config panel (hidden) with its toggle button and a text field inside, added to the page. */
  function panel(attribute = 'data-sqs-config-panel') {
    const button = document.createElement('button');
    button.textContent = 'Settings';
    button.setAttribute('aria-controls', 'other-id config-panel');
    button.setAttribute('aria-expanded', 'false');
    const el = document.createElement('section');
    el.id = 'config-panel';
    el.setAttribute(attribute, '');
    el.hidden = true;
    const field = document.createElement('input');
    const link = document.createElement('a');
    link.href = '#settings';
    link.textContent = 'Pages';
    el.append(link, field);
    for (const node of [button, el]) node.toggleAttribute('data-test-panel', true);
    document.body.append(button, el);
    const toggles: boolean[] = [];
    el.addEventListener('sqs-config-panel-toggle', (event) => toggles.push(event.detail.open));
    return { button, el, field, link, toggles };
  }

  /** Dispatches one keydown of Escape on the page, as a held key repeats it. */
  const repeatEscape = () =>
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', repeat: true, bubbles: true }));

  it('names [data-sqs-config-panel] as the panel', () => {
    expect(CONFIG_PANEL_SELECTOR).to.equal('[data-sqs-config-panel]');
  });

  it('shows and hides the panel on Escape, after the open closable targets, and never goes to the config page', async () => {
    configure({ context: OWNER });
    const { button, el, toggles } = panel();
    const { env, visits } = page('https://harbor.example.com/config/pages');
    stop = startOwnerMode(env);
    const closed: string[] = [];
    const close = registerClosable(() => closed.push('dialog'));
    await sendKeys({ press: 'Escape' });
    expect(closed).to.deep.equal(['dialog']);
    expect(el.hidden, 'the dialog took the first Escape').to.equal(true);
    await sendKeys({ press: 'Escape' });
    expect(el.hidden).to.equal(false);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    expect(el.hidden).to.equal(true);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(toggles).to.deep.equal([true, false]);
    expect(visits).to.deep.equal([]);
    close();
  });

  it('dispatches sqs-config-panel-toggle bubbling and composed, and prevents the Escape it took', async () => {
    configure({ context: OWNER });
    const { el } = panel();
    stop = startOwnerMode(page('https://harbor.example.com/config').env);
    const seen = oneEvent(document, 'sqs-config-panel-toggle');
    const key = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.dispatchEvent(key);
    const event = await seen;
    expect(event.target).to.equal(el);
    expect(event.composed).to.equal(true);
    expect(event.detail).to.deep.equal({ open: true });
    expect(key.defaultPrevented).to.equal(true);
  });

  it('leaves a repeated Escape, Shift+Escape, a key typed into a field and a framed page alone', async () => {
    configure({ context: OWNER });
    const { el, field, toggles } = panel();
    const { env, visits } = page('https://harbor.example.com/config/pages', { transport: recordingTransport() });
    stop = startOwnerMode(env);
    repeatEscape();
    await pressChord('Shift', 'Escape');
    el.hidden = false;
    field.focus();
    await sendKeys({ press: 'Escape' });
    field.blur();
    stop();
    stop = startOwnerMode(page('https://harbor.example.com/config/pages', { top: false }).env);
    await sendKeys({ press: 'Escape' });
    expect(toggles).to.deep.equal([]);
    expect(el.hidden).to.equal(false);
    expect(visits, 'no sign-out in the admin area').to.deep.equal([]);
  });

  it('takes the panel a selector names, and leaves Escape to the page when there is none', async () => {
    configure({ context: OWNER });
    const { el, toggles } = panel('data-admin-panel');
    stop = startOwnerMode(page('https://harbor.example.com/config/', { configPanel: '#nothing' }).env);
    const key = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.dispatchEvent(key);
    expect(key.defaultPrevented).to.equal(false);
    stop();
    stop = startOwnerMode(page('https://harbor.example.com/config/', { configPanel: '[data-admin-panel]' }).env);
    await sendKeys({ press: 'Escape' });
    expect(el.hidden).to.equal(false);
    expect(toggles).to.deep.equal([true]);
    expect(toggleConfigPanel('[data-nothing]')).to.equal(undefined);
  });

  it('gives focus left inside the panel it hides to the toggle button', async () => {
    const { button, el, link } = panel();
    expect(toggleConfigPanel()).to.equal(true);
    link.focus();
    expect(toggleConfigPanel()).to.equal(false);
    expect(el.hidden).to.equal(true);
    expect(document.activeElement).to.equal(button);
  });
});

describe('the logout confirmation (/?logout=true)', () => {
  let stop: (() => void) | undefined;
  const start = location.pathname + location.search;
  afterEach(() => {
    stop?.();
    stop = undefined;
    resetConfiguration();
    for (const el of dialogs()) el.remove();
    history.replaceState(history.state, '', start);
    document.documentElement.removeAttribute('lang');
  });

  it("shows the information dialog 'Logout Successful' and takes the flag out of the address", async () => {
    const { env, replaced } = page('https://harbor.example.com/?logout=true&ref=mail#top');
    const afterHide = oneEvent(document, 'sqs-dialog-after-hide');
    stop = startOwnerMode(env);
    expect(replaced).to.deep.equal(['/?ref=mail#top']);
    await waitUntil(() => dialogs()[0]?.dataset.state === 'shown', 'no dialog showed', { timeout: 5000 });
    const [dialog] = dialogs();
    await settled(dialog);
    await expect(dialog).to.be.accessible();
    expect(dialog.heading).to.equal('Logout Successful');
    expect(dialog.textContent).to.equal('You have been successfully logged out.');
    // The information style: no buttons, hidden by itself after 2000 ms.
    expect(dialog.getAttribute('dialog-style')).to.equal('3');
    expect(dialog.getAttribute('auto-hide')).to.equal('2000');
    expect((await afterHide).detail.result).to.equal('confirm');
    expect(dialogs()).to.have.length(0);
  });

  it('cleans the real address bar with history.replaceState, keeping the rest of the query', async () => {
    history.replaceState(history.state, '', `${location.pathname}?logout=true&keep=1`);
    stop = startOwnerMode({ navigate: () => {}, top: true });
    expect(location.search).to.equal('?keep=1');
    await waitUntil(() => dialogs().length === 1, 'no dialog was added', { timeout: 5000 });
  });

  it('speaks the page language', async () => {
    document.documentElement.lang = 'fr';
    stop = startOwnerMode(page('https://harbor.example.com/?logout=true').env);
    await waitUntil(() => dialogs()[0]?.heading === 'Déconnexion réussie', 'the title never turned French', {
      timeout: 5000,
    });
    expect(dialogs()[0]!.textContent).to.equal('Vous avez bien été déconnecté.');
  });

  it('shows nothing without the flag', async () => {
    const { env, replaced } = page('https://harbor.example.com/?logout=false');
    stop = startOwnerMode(env);
    await Promise.resolve();
    expect(replaced).to.deep.equal([]);
    expect(dialogs()).to.have.length(0);
  });
});
