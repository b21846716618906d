import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsAccessDeniedElement } from './define.js';
import { signOutSiteUser } from '../../runtime/site-user.js';
import { deepActiveElement, shadow, typeInto } from '../../test/support/helpers.js';
import { newSiteUserAccount } from '../../test/runtime/fakes.js';

const partOf = <T extends HTMLElement = HTMLElement>(el: Element, name: string) =>
  shadow(el).querySelector<T>(`[part~="${name}"]`)!;

/** Returns the notice once it shows. */
async function notice(): Promise<SqsAccessDeniedElement> {
  const el = await fixture<SqsAccessDeniedElement>(html`<sqs-access-denied></sqs-access-denied>`);
  await waitUntil(() => shadow(el).querySelector('button'), 'the notice never rendered');
  return el;
}

/** Resolves with the page's login prompt once it shows its form. */
async function openedPrompt(): Promise<HTMLElement> {
  await waitUntil(() => {
    const prompt = document.querySelector('sqs-login-prompt');
    return prompt && shadow(prompt).querySelector('form');
  }, 'the login prompt never opened');
  return document.querySelector('sqs-login-prompt')!;
}

describe('<sqs-access-denied>', () => {
  afterEach(() => {
    document.querySelector('sqs-login-prompt')?.remove();
  });

  it('passes an axe check: a heading, a line and a Sign in button that opens a dialog', async () => {
    const el = await notice();
    await expect(el).to.be.accessible();
    expect(partOf(el, 'title').localName).to.equal('h1');
    expect(partOf(el, 'title').textContent).to.equal('This page is for members');
    expect(partOf(el, 'description').textContent).to.equal('Sign in with your member account to view it.');
    const button = partOf(el, 'sign-in');
    expect([button.textContent, button.getAttribute('aria-haspopup')]).to.deep.equal(['Sign in', 'dialog']);
    expect(el.dataset.state).to.equal('idle');
  });

  it('opens the login prompt from the keyboard, and Escape returns focus to Sign in', async () => {
    const el = await notice();
    partOf(el, 'sign-in').focus();
    await sendKeys({ press: 'Enter' });
    const prompt = await openedPrompt();
    await waitUntil(() => el.dataset.state === 'signing-in', 'not signing in');
    await expect(prompt).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => el.dataset.state === 'idle', 'still signing in');
    await waitUntil(() => deepActiveElement() === partOf(el, 'sign-in'), 'focus did not return to Sign in');
  });

  it('signs a member in through the prompt, emits sqs-access-denied-sign-in, and the member-only page is served', async () => {
    const account = await newSiteUserAccount();
    const pageType = async () => /"pageType": (\d+)/.exec(await (await fetch('/pages/members')).text())![1];
    expect(await pageType()).to.equal('106');
    const el = await notice();
    partOf(el, 'sign-in').click();
    const prompt = await openedPrompt();
    for (const [name, value] of Object.entries(account)) {
      const input = shadow(prompt).querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      typeInto(input, value);
      await waitUntil(() => input.value === value, `${name} not typed`);
    }
    // Cancelled as it is dispatched: the test's page stays.
    el.addEventListener('sqs-access-denied-sign-in', (e) => e.preventDefault());
    const signedIn = oneEvent(el, 'sqs-access-denied-sign-in');
    shadow(prompt).querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    const event = await signedIn;
    expect(event.detail).to.deep.equal({ page: location.pathname });
    expect(event.cancelable).to.be.true;
    await waitUntil(() => el.dataset.state === 'signed-in', 'not signed in');
    expect(await pageType()).to.equal('2');
    await signOutSiteUser();
    expect(await pageType()).to.equal('106');
  });

  it('takes its heading level from heading-level', async () => {
    const el = await fixture<SqsAccessDeniedElement>(html`<sqs-access-denied heading-level="3"></sqs-access-denied>`);
    await waitUntil(() => shadow(el).querySelector('h3'), 'no h3');
  });
});
