import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { enterTag, frameViolations, ownerFrame, type OwnerFrame } from '../support/frame-page.js';
import { shadow } from '../support/helpers.js';
import { draftPost } from '../runtime/fakes.js';

/**
 * The owner's dataset and tag editors, end to end over their served examples and the reference API: the page's
 * sign-in form signs the example owner in and the page loads again with the tools ready; a pasted row saved in the data table and a tag added in the tag editor are what the API then answers.
 * The pages run in a same-origin page.frame(), so the test reads their shadow trees.
 */

let page: OwnerFrame;
const doc = () => page.doc();
const part = (el: Element, name: string) => shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);

const open = (path: string) => page.open(path);

/** Returns the first `tag` of the frame's page once it left the loading state. */
async function tool(tag: string): Promise<HTMLElement> {
  const el = () => doc().querySelector<HTMLElement>(tag);
  await waitUntil(() => el()?.dataset.state && el()!.dataset.state !== 'loading', `${tag} never loaded`, {
    timeout: 8000,
  });
  return el()!;
}

/** Submits the page's owner sign-in form and resolves once the page loaded again. */
async function signIn(): Promise<void> {
  const loaded = oneEvent(page.frame(), 'load');
  doc().querySelector<HTMLFormElement>('#owner-sign-in')!.requestSubmit();
  await loaded;
}

describe('the owner tools over their examples', () => {
  page = ownerFrame();

  it('signs the owner in, then edits and saves the sales dataset', async () => {
    await open('/examples/data-table.html');
    // Signed out, the data layer's loginRequired handling holds the tools' requests (the page's runtime opens its
    // sign-in prompt); the page's own owner form signs in and loads the page again.
    await waitUntil(() => doc().querySelector('#owner-sign-in'));
    await signIn();
    const table = await tool('sqs-data-table');
    expect(table.dataset.state).to.equal('ready');
    expect(await frameViolations(page.frame())).to.deep.equal([]);
    const last = [...shadow(table).querySelectorAll<HTMLElement>('[data-cell]')].at(-1)!;
    last.focus();
    const transfer = new DataTransfer();
    transfer.setData('text/plain', '175');
    const paste = new Event('paste', { bubbles: true, composed: true, cancelable: true });
    Object.defineProperty(paste, 'clipboardData', { value: transfer });
    last.dispatchEvent(paste);
    await waitUntil(() => last.textContent === '175');
    const save = [...shadow(table).querySelectorAll<HTMLButtonElement>('[part~="button"]')].at(-1)!;
    save.click();
    await waitUntil(() => part(table, 'status')!.textContent === 'Saved', 'the dataset was not saved');
    const stored = (await fetch('/api/owner/datasets/sales').then((r) => r.json())) as { rows: string[][] };
    expect(stored.rows.at(-1)!.at(-1)).to.equal('175');
  });

  it('adds a tag to a draft and the API answers it', async () => {
    await open('/examples/tag-editor.html');
    const first = await tool('sqs-tag-editor');
    expect(first.dataset.state).to.equal('ready');
    // This engine's own draft, so the engines running at once do not write one post's names.
    const post = draftPost(5);
    const editor = doc().createElement('sqs-tag-editor');
    editor.setAttribute('post-id', String(post));
    first.replaceWith(editor);
    await waitUntil(() => editor.dataset.state === 'ready', 'the draft never loaded', { timeout: 5000 });
    const name = `tag-${Date.now().toString(36)}`;
    await enterTag(editor, name);
    await waitUntil(() => part(editor, 'status')!.textContent === 'Saved', 'the tag was not saved');
    expect(await frameViolations(page.frame())).to.deep.equal([]);
    const stored = (await fetch(`/api/owner/blog-posts/${post}/tags`).then((r) => r.json())) as { names: string[] };
    expect(stored.names).to.include(name);
  });
});
