import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsLoginPromptElement } from './define.js';
import { getSiteUserXsrfToken } from '../../runtime/site-user.js';
import { deepActiveElement, shadow, typeInto } from '../../test/support/helpers.js';
import { newSiteUserAccount } from '../../test/runtime/fakes.js';

const partOf = <T extends HTMLElement = HTMLElement>(el: Element, name: string) =>
  shadow(el).querySelector<T>(`[part~="${name}"]`);
const inputs = (el: Element) => Array.from(shadow(el).querySelectorAll<HTMLInputElement>('[part~="input"]'));

/** Returns an open prompt once it shows. */
async function openPrompt(): Promise<SqsLoginPromptElement> {
  const el = await fixture<SqsLoginPromptElement>(html`<sqs-login-prompt open></sqs-login-prompt>`);
  await waitUntil(() => el.dataset.state === 'shown' && partOf(el, 'base'), 'the prompt never showed');
  return el;
}

/** Types `text` into the input named `name` as a visitor would. */
async function type(el: Element, name: 'email' | 'password', text: string): Promise<void> {
  const input = shadow(el).querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  input.focus();
  typeInto(input, text);
  await waitUntil(() => input.value === text, `${name} never took the typed text`);
}

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** Records the page's fetch calls (answering them with `respond`, or the network) until `restore()`. */
function recordFetch(respond?: (url: string) => Promise<Response>) {
  const original = window.fetch;
  const seen: Seen[] = [];
  window.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    seen.push({
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : '',
    });
    return respond ? respond(url) : original(input, init);
  };
  return { seen, restore: () => (window.fetch = original) };
}

describe('<sqs-login-prompt>', () => {
  let recorder: ReturnType<typeof recordFetch> | undefined;
  afterEach(() => {
    recorder?.restore();
    recorder = undefined;
    sessionStorage.clear();
  });

  it('passes an axe check while open: a modal dialog labelled by its heading, with labelled fields', async () => {
    const el = await openPrompt();
    await expect(el).to.be.accessible();
    const dialog = partOf<HTMLDialogElement>(el, 'base')!;
    expect(dialog.open).to.be.true;
    expect(dialog.matches(':modal')).to.be.true;
    const title = partOf(el, 'title')!;
    expect(title.textContent).to.equal('Sign in');
    expect(dialog.getAttribute('aria-labelledby')).to.equal(title.id);
    const [email, password] = inputs(el);
    expect([email!.type, email!.autocomplete, email!.labels![0]!.textContent]).to.deep.equal([
      'email',
      'email',
      'Email',
    ]);
    expect([password!.type, password!.autocomplete, password!.labels![0]!.textContent]).to.deep.equal([
      'password',
      'current-password',
      'Password',
    ]);
  });

  it('shows nothing while closed', async () => {
    const el = await fixture<SqsLoginPromptElement>(html`<sqs-login-prompt></sqs-login-prompt>`);
    await waitUntil(() => el.dataset.state === 'hidden', 'the prompt never rendered');
    expect(shadow(el).childNodes).to.have.length(0);
  });

  it('moves focus to the email field, keeps it in the dialog (Tab wraps) and returns it when Escape cancels', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><button id="trigger">Open</button><sqs-login-prompt></sqs-login-prompt></div>`,
    );
    const el = wrapper.querySelector('sqs-login-prompt')!;
    const trigger = wrapper.querySelector<HTMLButtonElement>('#trigger')!;
    trigger.focus();
    el.open = true;
    await waitUntil(() => deepActiveElement() === inputs(el)[0], 'focus did not move to the email field');
    const order = [inputs(el)[1], partOf(el, 'cancel'), partOf(el, 'submit'), inputs(el)[0]];
    for (const next of order) {
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(next);
    }
    const cancelled = oneEvent(el, 'sqs-sign-in-cancel');
    await sendKeys({ press: 'Escape' });
    const { bubbles, composed } = await cancelled;
    expect({ bubbles, composed }).to.deep.equal({ bubbles: true, composed: true });
    await el.updateComplete;
    expect(el.open).to.be.false;
    expect(deepActiveElement()).to.equal(trigger);
  });

  it("says 'Please enter a valid email' for an empty email and 'Emails must be formatted as user@domain.com' for a malformed one, sending nothing", async () => {
    recorder = recordFetch();
    const el = await openPrompt();
    partOf(el, 'submit')!.click();
    const [email, password] = inputs(el);
    await waitUntil(() => partOf(el, 'field-error'), 'no field message');
    const messages = () => Array.from(shadow(el).querySelectorAll('[part~="field-error"]'), (p) => p.textContent);
    expect(messages()).to.deep.equal(['Please enter a valid email', 'Please enter your password']);
    expect(email!.getAttribute('aria-invalid')).to.equal('true');
    expect(email!.getAttribute('aria-describedby')).to.equal(shadow(el).querySelector('[part~="field-error"]')!.id);
    expect(deepActiveElement()).to.equal(email);

    await type(el, 'email', 'nope');
    await type(el, 'password', 'secret');
    partOf(el, 'submit')!.click();
    await waitUntil(() => messages()[0] === 'Emails must be formatted as user@domain.com', messages().join());
    expect(messages()).to.have.length(1);
    expect(password!.getAttribute('aria-invalid')).to.equal('false');
    expect(recorder.seen).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('signs in with POST /api/site-users/account/session, stores the XSRF token, closes and emits sqs-sign-in', async () => {
    const account = await newSiteUserAccount();
    recorder = recordFetch();
    const el = await openPrompt();
    await type(el, 'email', account.email);
    await type(el, 'password', account.password);
    const signedIn = oneEvent(el, 'sqs-sign-in');
    partOf(el, 'submit')!.click();
    const { detail } = await signedIn;
    expect(detail).to.deep.equal({ email: account.email });
    const [sent] = recorder.seen;
    expect(sent!.method).to.equal('POST');
    expect(sent!.url).to.match(/^\/api\/site-users\/account\/session\?crumb=[\w-]+$/);
    expect(sent!.headers['content-type']).to.equal('application/json');
    expect(JSON.parse(sent!.body)).to.deep.equal({ ...account, rememberMe: false });
    expect(getSiteUserXsrfToken()).to.be.a('string').and.not.be.empty;
    await el.updateComplete;
    expect(el.open).to.be.false;
  });

  it("shows the server's message for a wrong password and keeps what was typed", async () => {
    const account = await newSiteUserAccount();
    const el = await openPrompt();
    await type(el, 'email', account.email);
    await type(el, 'password', 'wrong password');
    partOf(el, 'submit')!.click();
    await waitUntil(() => partOf(el, 'error')?.textContent, 'no failure shown');
    const error = partOf(el, 'error')!;
    expect(error.textContent).to.equal('Invalid email or password');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(inputs(el).map((input) => input.value)).to.deep.equal([account.email, 'wrong password']);
    expect(el.open).to.be.true;
    await expect(el).to.be.accessible();
  });

  it("shows 'Unable to connect…' when there is no connection, and keeps what was typed", async () => {
    const el = await openPrompt();
    await type(el, 'email', 'member@example.com');
    await type(el, 'password', 'a password');
    recorder = recordFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    partOf(el, 'submit')!.click();
    await waitUntil(() => partOf(el, 'error')?.textContent, 'no failure shown');
    expect(partOf(el, 'error')!.textContent).to.equal('Unable to connect…');
    expect(inputs(el).map((input) => input.value)).to.deep.equal(['member@example.com', 'a password']);
    expect(partOf<HTMLButtonElement>(el, 'submit')!.disabled).to.be.false;
  });

  it('closes on Cancel with sqs-sign-in-cancel, and shows what was typed when it opens again', async () => {
    const el = await openPrompt();
    await type(el, 'email', 'member@example.com');
    const cancelled = oneEvent(el, 'sqs-sign-in-cancel');
    partOf(el, 'cancel')!.click();
    await cancelled;
    await el.updateComplete;
    expect(el.hasAttribute('open')).to.be.false;
    el.open = true;
    await waitUntil(() => inputs(el)[0]?.value === 'member@example.com', 'the typed email was lost');
  });
});
