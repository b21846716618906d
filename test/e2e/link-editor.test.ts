import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { shadow, typeAndRender, typeInto } from '../support/helpers.js';
import { signOutOwner } from '../runtime/fakes.js';

/**
 * The site owner on the example link editor page (served as by `npm start`): signed out, the page offers the owner's
 * sign-in; once signed in, the editor lists the site's pages from the reference API, and the owner links a page
 * chosen by keyboard, then a web address, each shown under the editor.
 */
describe('the example link editor page', function () {
  this.timeout(20000);
  let frame: HTMLIFrameElement | undefined;
  afterEach(async () => {
    frame?.remove();
    await signOutOwner();
  });

  it('signs the owner in, then links a page of the site and a web address', async () => {
    await signOutOwner();
    frame = document.createElement('iframe');
    frame.title = 'The example link editor page';
    frame.style.cssText = 'width: 900px; height: 900px; border: 0';
    frame.src = `/examples/link-editor.html?visit=${Date.now()}`;
    const loaded = oneEvent(frame, 'load');
    document.body.append(frame);
    await loaded;
    const doc = frame.contentDocument!;
    const form = doc.querySelector<HTMLFormElement>('#owner-sign-in')!;
    await waitUntil(() => !form.hidden, 'the sign-in form never showed');
    expect(doc.querySelector('sqs-link-editor')).to.equal(null);
    typeInto(doc.querySelector<HTMLInputElement>('#owner-password')!, 'example owner password');
    form.querySelector('button')!.click();

    await waitUntil(() => doc.querySelector<HTMLElement>('sqs-link-editor')?.dataset.state === 'success', 'no pages', {
      timeout: 8000,
    });
    const editor = doc.querySelector<HTMLElement>('sqs-link-editor')!;
    const root = shadow(editor);
    // The example opens on an email link.
    expect(editor.dataset.tab).to.equal('email');
    const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
    tabs[2]!.focus();
    await sendKeys({ press: 'Home' });
    await waitUntil(() => editor.dataset.tab === 'page', 'Home did not show the Page tab');
    const blog = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.value === '/blog')!;
    blog.click();
    await (editor as HTMLElement & { updateComplete: Promise<void> }).updateComplete;
    root.querySelector<HTMLButtonElement>('[part~="apply"]')!.click();
    const output = doc.querySelector('#link-output')!;
    await waitUntil(() => output.textContent === 'Link (page): /blog — Blog', output.textContent ?? '');

    tabs[1]!.click();
    await waitUntil(() => editor.dataset.tab === 'url');
    await typeAndRender(
      editor,
      root.querySelector<HTMLInputElement>('[role="tabpanel"]:not([hidden]) input')!,
      'https://www.example.org',
    );
    root.querySelector<HTMLButtonElement>('[part~="apply"]')!.click();
    await waitUntil(() => output.textContent === 'Link (url): https://www.example.org', output.textContent ?? '');
  });
});
