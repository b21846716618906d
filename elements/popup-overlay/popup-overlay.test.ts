import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsPopupOverlayElement } from './define.js';
import { OVERLAY_RECORD_KEY, shouldShowOverlay, type OverlayRecord } from './overlay-record.js';
import { createStore } from 'idb-keyval';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { createOutbox, type Outbox, type OutboxRequest } from '../../runtime/outbox.js';
import { createLocalStore } from '../../runtime/storage.js';
import { deepActiveElement, shadow } from '../../test/support/helpers.js';
import { useSiteContext } from '../../test/support/site-context.js';

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 24 * 60 * 60 * 1000;

/** Census requests, intercepted at the outbox the element is given. */
let requests: OutboxRequest[];
const outbox = { enqueue: async (request: OutboxRequest) => (requests.push(request), 'id') } as unknown as Outbox;
const store = createLocalStore();
const calls = (): Array<Record<string, string>> =>
  requests.map((r) => ({
    path: new URL(r.url, location.href).pathname,
    ...Object.fromEntries(new URLSearchParams(r.body)),
  }));

const dialog = (el: Element) => shadow(el).querySelector<HTMLDialogElement>('dialog')!;

/** Adds an overlay with `attributes` after a button that has focus, and waits until it has decided. */
async function overlay(
  attributes: Record<string, string> = {},
  census: boolean | { outbox: Outbox } = true,
): Promise<{ el: SqsPopupOverlayElement; opener: HTMLButtonElement }> {
  const wrap = await fixture<HTMLDivElement>(html`<div><button>Opener</button></div>`);
  const opener = wrap.querySelector('button')!;
  opener.focus();
  const el = document.createElement('sqs-popup-overlay');
  el.store = store;
  if (census) el.censusEnv = census === true ? { outbox } : census;
  el.now = () => NOW;
  el.setAttribute('overlay-id', 'ov-1');
  el.setAttribute('heading', 'Join our list');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const form = document.createElement('form');
  const input = document.createElement('input');
  input.setAttribute('aria-label', 'Email Address');
  const submit = document.createElement('button');
  submit.textContent = 'Sign Up';
  form.append(input, submit);
  el.append(form);
  wrap.append(el);
  await el.updateComplete;
  await waitUntil(() => el.dataset.state, 'the overlay never decided');
  return { el, opener };
}

describe('<sqs-popup-overlay>', () => {
  useSiteContext();
  beforeEach(() => {
    requests = [];
    localStorage.removeItem(OVERLAY_RECORD_KEY);
  });

  it('passes an axe check while shown', async () => {
    const { el } = await overlay();
    await waitUntil(() => el.dataset.state === 'shown');
    await waitUntil(() => getComputedStyle(dialog(el)).opacity === '1');
    await expect(el).to.be.accessible();
  });

  it('marks its host as the popup overlay slice (3) for host styles', async () => {
    const { el } = await overlay();
    await waitUntil(() => el.dataset.state === 'shown');
    expect(el.matches('[data-slice-type="3"][data-state="shown"]')).to.be.true;
  });

  it('shows without a record as a labelled modal dialog, moves focus in and tells census', async () => {
    const { el } = await overlay({ version: '3' });
    await waitUntil(() => el.dataset.state === 'shown');
    expect(dialog(el).matches(':modal')).to.be.true;
    const title = shadow(el).getElementById(dialog(el).getAttribute('aria-labelledby')!)!;
    expect(title.textContent).to.equal('Join our list');
    expect(deepActiveElement()).to.equal(el.querySelector('input'));
    await waitUntil(() => requests.length === 1);
    expect(calls()).to.deep.equal([
      { path: '/api/census/overlay', id: 'ov-1', action: 'show', visitorCookie: calls()[0]!.visitorCookie },
    ]);
    expect(store.get(OVERLAY_RECORD_KEY)).to.equal(undefined);
  });

  it('keeps Tab inside and closes with the close button: stores the close date, tells census, returns focus', async () => {
    const { el, opener } = await overlay({ version: '3' });
    await waitUntil(() => el.dataset.state === 'shown');
    const close = shadow(el).querySelector<HTMLButtonElement>('[part~="close"]')!;
    expect(close.getAttribute('aria-label')).to.equal('Close');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(close);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement(), 'wraps to the first field').to.equal(el.querySelector('input'));
    const closed = oneEvent(el, 'sqs-popup-overlay-close');
    close.click();
    expect((await closed).detail.submitted).to.be.false;
    expect(dialog(el).open).to.be.false;
    expect(el.dataset.state).to.equal('hidden');
    expect(deepActiveElement()).to.equal(opener);
    expect(store.get<OverlayRecord>(OVERLAY_RECORD_KEY)).to.deep.equal({
      version: 3,
      submitted: false,
      closedDate: NOW,
    });
    await waitUntil(() => requests.length === 2);
    expect(calls()[1]).to.include({ id: 'ov-1', action: 'close' });
  });

  it('closes on Escape', async () => {
    const { el, opener } = await overlay();
    await waitUntil(() => el.dataset.state === 'shown');
    const closed = oneEvent(el, 'sqs-popup-overlay-close');
    await sendKeys({ press: 'Escape' });
    await closed;
    expect(dialog(el).open).to.be.false;
    expect(deepActiveElement()).to.equal(opener);
    expect(store.get<OverlayRecord>(OVERLAY_RECORD_KEY)!.closedDate).to.equal(NOW);
  });

  it('stores a submission of the slotted form and tells census', async () => {
    const { el } = await overlay({ version: '2' });
    await waitUntil(() => el.dataset.state === 'shown');
    const submitted = oneEvent(el, 'sqs-popup-overlay-submit');
    el.querySelector('form')!.dispatchEvent(
      new CustomEvent('sqs-form-success', { bubbles: true, composed: true, detail: {} }),
    );
    await submitted;
    expect(store.get<OverlayRecord>(OVERLAY_RECORD_KEY)).to.deep.equal({
      version: 2,
      submitted: true,
      closedDate: NOW,
    });
    await waitUntil(() => requests.some((r) => r.body?.includes('action=submit')));
  });

  it('records show and close with the reference API through the runtime outbox', async function () {
    // IndexedDB and the outbox's delivery can take seconds on a loaded machine (WebKit most of all).
    this.timeout(20000);
    const id = `ov-${Math.random().toString(36).slice(2)}`;
    // The runtime's real outbox and transport, on a store of its own: other test files on this origin may have left
    // items (and back-off) in the page's default outbox.
    const real = createOutbox({ store: createStore(`sqs-outbox-${id}`, 'items') });
    const { el } = await overlay({ 'overlay-id': id }, { outbox: real });
    await waitUntil(() => el.dataset.state === 'shown');
    shadow(el).querySelector<HTMLButtonElement>('[part~="close"]')!.click();
    const events = async () =>
      (await (await fetch(`/api/_inspect/census/events?kind=overlay&subject=${id}`)).json()) as Array<{
        action: string;
      }>;
    await waitUntil(async () => (await events()).length === 2, 'show and close never reached the API', {
      timeout: 15000,
    });
    expect((await events()).map((e) => e.action)).to.deep.equal(['show', 'close']);
  });

  it('stays hidden, without a census call, when the record says so', async () => {
    store.set(OVERLAY_RECORD_KEY, { version: 1, submitted: false, closedDate: NOW - DAY });
    const { el } = await overlay({ version: '1', 'display-frequency': '7' });
    expect(el.dataset.state).to.equal('hidden');
    expect(dialog(el).open).to.be.false;
    expect(requests).to.deep.equal([]);
  });

  it('shows to a signed-in owner or editor whatever the record says, and remembers nothing of theirs', async () => {
    const record = { version: 1, submitted: false, closedDate: NOW - DAY };
    store.set(OVERLAY_RECORD_KEY, record);
    configure({ context: { authenticatedAccount: { id: 'owner-1' }, websiteRoles: [1] } });
    try {
      const { el } = await overlay({ version: '1', 'display-frequency': '7' });
      await waitUntil(() => el.dataset.state === 'shown', 'the overlay stayed hidden from the owner');
      await waitUntil(() => dialog(el).open);
      shadow(el).querySelector<HTMLButtonElement>('[part~="close"]')!.click();
      await waitUntil(() => el.dataset.state === 'hidden');
      expect(store.get(OVERLAY_RECORD_KEY)).to.deep.equal(record);
    } finally {
      resetConfiguration();
    }
    // A viewer-only account is a visitor here.
    configure({ context: { authenticatedAccount: { id: 'viewer-1' }, websiteRoles: [10] } });
    try {
      const { el } = await overlay({ version: '1', 'display-frequency': '7' });
      expect(el.dataset.state).to.equal('hidden');
    } finally {
      resetConfiguration();
    }
  });

  it('shows again for a new version', async () => {
    store.set(OVERLAY_RECORD_KEY, { version: 1, submitted: true, closedDate: NOW - DAY });
    const { el } = await overlay({ version: '2', 'display-frequency': '-1' });
    await waitUntil(() => el.dataset.state === 'shown');
  });
});

describe('shouldShowOverlay', () => {
  const settings = { version: 1, showUntilSignup: false, displayFrequency: 7, enableMobile: false };
  const closed = (daysAgo: number, submitted = false): OverlayRecord => ({
    version: 1,
    submitted,
    closedDate: NOW - daysAgo * DAY,
  });
  const cases: Array<[string, OverlayRecord | undefined, Partial<typeof settings>, boolean, boolean]> = [
    ['no record', undefined, {}, false, true],
    ['no record, mobile', undefined, {}, true, false],
    ['no record, mobile with enableMobile', undefined, { enableMobile: true }, true, true],
    ['another version', { ...closed(0, true), version: 0 }, {}, false, true],
    ['closed 1 day ago, every 7 days', closed(1), {}, false, false],
    ['closed 7 days ago, every 7 days', closed(7), {}, false, true],
    ['closed, every 0 days', closed(0), { displayFrequency: 0 }, false, true],
    ['closed long ago, -1 never again', closed(400), { displayFrequency: -1 }, false, false],
    ['submitted', closed(400, true), {}, false, false],
    ['closed yesterday, show until signup', closed(1), { showUntilSignup: true, displayFrequency: -1 }, false, true],
    ['submitted, show until signup', closed(1, true), { showUntilSignup: true }, false, false],
    ['never closed', { version: 1, submitted: false, closedDate: null }, { displayFrequency: -1 }, false, true],
  ];
  for (const [name, record, change, mobile, expected] of cases) {
    it(`${name} → ${expected ? 'shows' : 'hidden'}`, () => {
      expect(shouldShowOverlay(record, { ...settings, ...change }, NOW, mobile)).to.equal(expected);
    });
  }
});
