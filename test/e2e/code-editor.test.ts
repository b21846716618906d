import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { shadow, typeInto } from '../support/helpers.js';
import { signOutOwner } from '../runtime/fakes.js';

/**
 * The owner's code injection on the served example (as `npm start` serves it), in two tabs: the owner signs in with
 * the page's form, edits the header code and saves it through the reference API; the other tab, an admin's page too,
 * hears the save over the runtime's editor broadcast and shows the new code.
 */

/** Opens the example page in a frame of its own (a tab) and waits until its editor has loaded the code. */
async function openTab(title: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.style.cssText = 'width: 900px; height: 900px; border: 0';
  frame.src = `/examples/code-editor.html?tab=${crypto.randomUUID()}`;
  const loaded = oneEvent(frame, 'load');
  document.body.append(frame);
  await loaded;
  await waitUntil(() => save(frame)?.disabled === false, 'the code never loaded', { timeout: 15000 });
  return frame;
}

const editor = (frame: HTMLIFrameElement) => frame.contentDocument!.querySelector('sqs-code-editor')!;
const save = (frame: HTMLIFrameElement) =>
  editor(frame).shadowRoot?.querySelector<HTMLButtonElement>('[part~="save"]') ?? undefined;
const header = (frame: HTMLIFrameElement) => shadow(editor(frame)).querySelector('textarea')!;
const text = (frame: HTMLIFrameElement, part: string) =>
  shadow(editor(frame)).querySelector(`[part~="${part}"]`)?.textContent ?? '';

/** Signs the example owner in with the page's own form. */
async function signIn(frame: HTMLIFrameElement): Promise<void> {
  const doc = frame.contentDocument!;
  doc.querySelector<HTMLButtonElement>('#owner-sign-in button[type="submit"]')!.click();
  await waitUntil(
    () => doc.getElementById('owner-status')!.textContent === 'Signed in as owner@example.com.',
    'the owner was not signed in',
    { timeout: 10000 },
  );
}

describe('the owner’s code injection on the served example', function () {
  this.timeout(60000);
  const frames: HTMLIFrameElement[] = [];
  afterEach(async () => {
    for (const frame of frames.splice(0)) frame.remove();
    await signOutOwner();
  });

  it('asks for the owner’s sign-in, then saves, and the other tab shows the saved code', async () => {
    const first = await openTab('The code editor');
    const second = await openTab('The code editor in another tab');
    frames.push(first, second);
    const marker = `<meta name="owner-edit" content="${crypto.randomUUID()}">`;
    typeInto(header(first), marker);
    save(first)!.click();
    await waitUntil(
      () => text(first, 'error') === 'Sign in as the site owner to save the code.',
      'the visitor was not told to sign in',
      { timeout: 10000 },
    );
    expect(first.contentDocument!.querySelector('sqs-login-prompt'), 'no members’ prompt').to.equal(null);
    await signIn(first);
    await signIn(second);
    const saved = oneEvent(editor(first), 'sqs-code-editor-change');
    save(first)!.click();
    expect((await saved).detail.header).to.equal(marker);
    await waitUntil(() => text(first, 'status') === 'Saved', 'no saved status', { timeout: 10000 });
    await waitUntil(() => header(second).value === marker, 'the other tab never showed the saved code', {
      timeout: 10000,
    });
  });
});
