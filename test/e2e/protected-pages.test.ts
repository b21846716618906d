import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { frameViolations } from '../support/frame-page.js';
import { request } from '../../runtime/data-layer.js';
import { signOutSiteUser } from '../../runtime/site-user.js';
import { shadow, typeInto } from '../support/helpers.js';
import { newSiteUserAccount } from '../runtime/fakes.js';
import { signedOutVisitor } from '../support/site-user-session.js';

/**
 * The protected pages as a visitor meets them, served as by `npm start` (the reference API answers /pages/): a locked
 * page shows the lock screen (page type 103), a wrong password says so, the right one loads the page; a member-only
 * page shows the access-denied page (106), signing in through its login prompt loads the page. Neither gate records a
 * page view; the page behind it does. The pages run in a same-origin frame, so the test reads their shadow trees.
 */

type FrameWindow = Window &
  typeof globalThis & { sqsRuntime?: { isReady(): boolean; getSiteContext(): { pageType?: number } } };

let frame: HTMLIFrameElement;
const win = () => frame.contentWindow as FrameWindow;
const doc = () => frame.contentDocument!;

/** Opens `path` in the test's frame and resolves once its runtime is ready. */
async function open(path: string): Promise<void> {
  const loaded = oneEvent(frame, 'load');
  frame.src = path;
  await loaded;
  await waitUntil(() => win().sqsRuntime?.isReady(), `the runtime of ${path} never became ready`);
}

/** Resolves with the element `tag` of the frame's page once it has rendered its `selector`. */
async function rendered(tag: string, selector: string): Promise<Element> {
  await waitUntil(() => {
    // Not upgraded yet: no shadow root.
    return doc().querySelector(tag)?.shadowRoot?.querySelector(selector);
  }, `${tag} never rendered`);
  return doc().querySelector(tag)!;
}

/** Runs axe on the frame's page; returns the violations. */
const violations = (): Promise<string[]> => frameViolations(frame);

/** Resolves with the page views the reference API recorded for addresses starting with `path` (on this origin). */
async function pageViews(path: string): Promise<unknown[]> {
  const answer = await fetch(`/api/_inspect/census/hits?urlPrefix=${encodeURIComponent(location.origin + path)}`);
  return (await answer.json()) as unknown[];
}

/** Types `value` into `input` as a visitor would. */
async function type(input: HTMLInputElement, value: string): Promise<void> {
  input.focus();
  typeInto(input, value);
  await waitUntil(() => input.value === value, 'the field never took the typed text');
}

describe('protected pages, end to end', function () {
  this.timeout(30000);

  beforeEach(async () => {
    // Locked again for this browser, whatever an earlier test unlocked.
    await request('DELETE', '/api/pages/unlock', { params: { path: '/pages/locked' } });
    frame = document.createElement('iframe');
    frame.title = 'A protected page';
    frame.style.cssText = 'width: 1000px; height: 800px; border: 0';
    document.body.append(frame);
  });
  afterEach(() => frame.remove());

  it('a locked page: the lock screen (103, no page view), a wrong password, then the right one shows the page', async () => {
    const visit = `/pages/locked?visit=${crypto.randomUUID()}`;
    await open(visit);
    expect(win().sqsRuntime!.getSiteContext().pageType).to.equal(103);
    const screen = await rendered('sqs-lock-screen', 'form');
    expect(await violations()).to.deep.equal([]);
    const input = shadow(screen).querySelector<HTMLInputElement>('input')!;
    const error = shadow(screen).querySelector('[part~="error"]')!;

    await type(input, 'rye');
    shadow(screen).querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await waitUntil(() => error.textContent === 'Incorrect password. Please try again.', 'no error shown');
    expect(input.value).to.equal('');
    expect(await violations()).to.deep.equal([]);

    await type(input, 'sourdough');
    const next = oneEvent(frame, 'load');
    shadow(screen).querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await next;
    await waitUntil(() => win().sqsRuntime?.isReady(), 'the unlocked page never became ready');
    expect(doc().location.pathname + doc().location.search).to.equal(visit);
    expect(win().sqsRuntime!.getSiteContext().pageType).to.equal(2);
    expect(doc().querySelector('h1')!.textContent).to.equal("Baker's notes");
    // The page behind the lock records its view; the lock screen before it recorded none.
    await waitUntil(async () => (await pageViews(visit)).length > 0, 'the unlocked page recorded no page view', {
      timeout: 10000,
    });
    expect(await pageViews(visit)).to.have.length(1);
    // The unlock cookie is HttpOnly: no script of the page sees it.
    expect(doc().cookie).not.to.contain('sqs-page-unlock');
  });

  it('a member-only page: access denied (106, no page view), sign in through the prompt, then the page', async () => {
    await signedOutVisitor();
    const account = await newSiteUserAccount();
    const visit = `/pages/members?visit=${crypto.randomUUID()}`;
    await open(visit);
    expect(win().sqsRuntime!.getSiteContext().pageType).to.equal(106);
    const notice = await rendered('sqs-access-denied', 'button');
    expect(await violations()).to.deep.equal([]);
    shadow(notice).querySelector<HTMLButtonElement>('[part~="sign-in"]')!.click();
    const prompt = await rendered('sqs-login-prompt', 'form');
    for (const [name, value] of Object.entries(account))
      await type(shadow(prompt).querySelector<HTMLInputElement>(`input[name="${name}"]`)!, value);
    const next = oneEvent(frame, 'load');
    shadow(prompt).querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await next;
    await waitUntil(() => win().sqsRuntime?.isReady(), 'the member-only page never became ready');
    expect(doc().location.pathname + doc().location.search).to.equal(visit);
    expect(doc().querySelector('h1')!.textContent).to.equal("Members' recipes");
    await waitUntil(async () => (await pageViews(visit)).length > 0, 'the member-only page recorded no page view', {
      timeout: 10000,
    });
    expect(await pageViews(visit)).to.have.length(1);
    // The frame's session storage is this page's (same origin, same tab): its XSRF token signs out here.
    await signOutSiteUser();
  });
});
