import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import { request } from '../../runtime/data-layer.js';
import type { SqsLockScreenElement } from './define.js';
import { captureWarnings, deepActiveElement, shadow, typeInto } from '../../test/support/helpers.js';

const partOf = <T extends HTMLElement = HTMLElement>(el: Element, name: string) =>
  shadow(el).querySelector<T>(`[part~="${name}"]`)!;
const field = (el: Element) => partOf<HTMLInputElement>(el, 'input');

/** The example locked page's path and password (examples/server/routes/pages.mjs). */
const LOCKED = '/pages/locked';
const PASSWORD = 'sourdough';

interface Seen {
  url: string;
  method: string;
  body: string;
}

/** Records the page's fetch calls (answering them with `respond`, or the network) until `restore()`. */
function recordFetch(respond?: () => Promise<Response>) {
  const original = window.fetch;
  const seen: Seen[] = [];
  window.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    seen.push({
      url: String(input),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? init.body : '',
    });
    return respond ? respond() : original(input, init);
  };
  return { seen, restore: () => (window.fetch = original) };
}

/** Returns a lock screen for the example locked page once it shows. */
async function lockScreen(): Promise<SqsLockScreenElement> {
  const el = await fixture<SqsLockScreenElement>(html`<sqs-lock-screen page=${LOCKED}></sqs-lock-screen>`);
  await waitUntil(() => shadow(el).querySelector('form'), 'the lock screen never rendered');
  return el;
}

/** Types `text` into the password field as a visitor would. */
async function type(el: Element, text: string): Promise<void> {
  field(el).focus();
  typeInto(field(el), text);
  await waitUntil(() => field(el).value === text, 'the field never took the typed text');
}

/** Submits the form and resolves once the error says `text`. */
async function submitFor(el: Element, text: string): Promise<void> {
  partOf(el, 'submit').click();
  await waitUntil(() => partOf(el, 'error').textContent === text, `no error '${text}'`);
}

describe('<sqs-lock-screen>', () => {
  let recorder: ReturnType<typeof recordFetch> | undefined;
  afterEach(() => {
    recorder?.restore();
    recorder = undefined;
  });

  it('passes an axe check: a labelled password field, a heading and the slice type of a lock screen', async () => {
    const el = await lockScreen();
    await expect(el).to.be.accessible();
    expect(el.dataset.sliceType).to.equal('2');
    expect(el.dataset.state).to.equal('idle');
    expect(partOf(el, 'title').localName).to.equal('h1');
    expect(partOf(el, 'title').textContent).to.equal('This page is password protected');
    expect(partOf(el, 'base').getAttribute('aria-labelledby')).to.equal(partOf(el, 'title').id);
    const input = field(el);
    expect([input.type, input.autocomplete, input.required, input.labels![0]!.textContent]).to.deep.equal([
      'password',
      'current-password',
      true,
      'Password',
    ]);
    expect(partOf(el, 'error').getAttribute('role')).to.equal('alert');
    expect(partOf(el, 'submit').textContent).to.equal('Enter');
  });

  it('takes its heading level from heading-level', async () => {
    const el = await fixture<SqsLockScreenElement>(html`<sqs-lock-screen heading-level="2"></sqs-lock-screen>`);
    await waitUntil(() => shadow(el).querySelector('h2'), 'no h2');
  });

  it("says 'Please enter the password' for an empty field, marks it invalid and focuses it, sending nothing", async () => {
    recorder = recordFetch();
    const el = await lockScreen();
    await submitFor(el, 'Please enter the password');
    const input = field(el);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal(partOf(el, 'error').id);
    expect(deepActiveElement()).to.equal(input);
    expect(el.dataset.state).to.equal('failed');
    expect(recorder.seen).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it("sends a wrong password to POST /api/pages/unlock and says 'Incorrect password…', emptying and focusing the field", async () => {
    recorder = recordFetch();
    const el = await lockScreen();
    await type(el, 'rye');
    // The keyboard path: Enter in the field submits the form.
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => partOf(el, 'error').textContent, 'no error shown');
    expect(partOf(el, 'error').textContent).to.equal('Incorrect password. Please try again.');
    const [sent] = recorder.seen;
    expect(sent!.method).to.equal('POST');
    expect(sent!.url).to.match(/^\/api\/pages\/unlock(?:\?crumb=[\w-]+)?$/);
    expect(JSON.parse(sent!.body)).to.deep.equal({ path: LOCKED, password: 'rye' });
    expect(field(el).value).to.equal('');
    expect(field(el).getAttribute('aria-invalid')).to.equal('true');
    expect(deepActiveElement()).to.equal(field(el));
    await expect(el).to.be.accessible();
  });

  it('unlocks with the right password: sqs-lock-screen-unlock, then the page is served (its cookie is HttpOnly)', async () => {
    const el = await lockScreen();
    await type(el, PASSWORD);
    // Cancelled as it is dispatched: the test's page stays.
    el.addEventListener('sqs-lock-screen-unlock', (e) => e.preventDefault());
    const unlocked = oneEvent(el, 'sqs-lock-screen-unlock');
    partOf(el, 'submit').click();
    const event = await unlocked;
    expect(event.detail).to.deep.equal({ page: LOCKED });
    expect({ bubbles: event.bubbles, composed: event.composed, cancelable: event.cancelable }).to.deep.equal({
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    await waitUntil(() => el.dataset.state === 'unlocked', 'never unlocked');
    expect(field(el).value).to.equal('');
    expect(document.cookie).not.to.contain('sqs-page-unlock');
    expect(await (await fetch(LOCKED)).text()).to.contain('"pageType": 2');
    // Locked again, as the next visitor finds it.
    await request('DELETE', '/api/pages/unlock', { params: { path: LOCKED } });
    expect(await (await fetch(LOCKED)).text()).to.contain('"pageType": 103');
  });

  it('says the data layer’s messages for too many tries, a failing server and no connection, keeping the state', async () => {
    const el = await lockScreen();
    const answers: Array<[() => Promise<Response>, string]> = [
      [
        async () => Response.json({ error: 'Too many wrong passwords' }, { status: 429 }),
        'Too many attempts. Please try again later.',
      ],
      [
        async () => Response.json({ error: 'Internal server error' }, { status: 500 }),
        'Internal server error. Please try again later.',
      ],
      [() => Promise.reject(new TypeError('Failed to fetch')), 'Unable to connect…'],
    ];
    for (const [respond, text] of answers) {
      recorder?.restore();
      recorder = recordFetch(respond);
      await type(el, 'a guess');
      await submitFor(el, text);
      expect(partOf<HTMLButtonElement>(el, 'submit').disabled).to.be.false;
    }
    await expect(el).to.be.accessible();
  });

  it('warns once for a page that is not a path on this site and unlocks the page it is on', async () => {
    recorder = recordFetch(async () => Response.json({ error: 'No locked page at this path' }, { status: 404 }));
    let el!: SqsLockScreenElement;
    const warnings = await captureWarnings(async () => {
      el = await fixture<SqsLockScreenElement>(html`<sqs-lock-screen page="https://example.com/x"></sqs-lock-screen>`);
      await waitUntil(() => shadow(el).querySelector('form'), 'never rendered');
      for (const [n, guess] of ['one', 'two'].entries()) {
        await type(el, guess);
        await submitFor(el, 'Internal server error. Please try again later.');
        await waitUntil(() => recorder!.seen.length === n + 1 && el.dataset.state === 'failed', 'not sent');
      }
    });
    expect(warnings).to.deep.equal([
      '<sqs-lock-screen>: invalid page="https://example.com/x"; using the default ("").',
    ]);
    expect(recorder.seen.map((s) => JSON.parse(s.body).path)).to.deep.equal([location.pathname, location.pathname]);
  });

  it('moves from the field to Enter with Tab', async () => {
    const el = await lockScreen();
    field(el).focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(partOf(el, 'submit'));
  });
});
