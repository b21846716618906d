import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { enterTag, frameViolations, ownerFrame, type OwnerFrame } from '../support/frame-page.js';
import { shadow } from '../support/helpers.js';
import { draftPost } from '../runtime/fakes.js';

/**
 * The site owner's page (examples/owner.html), end to end: signed out, every owner tool asks for the owner's sign-in
 * and no members' prompt opens; the page's form signs the example owner in and every tool loads; a tag the owner adds
 * to a draft is what the API then answers. The pages run in a same-origin page.frame(), so the test
 * reads their shadow trees.
 */

const TOOLS = [
  'sqs-tag-editor',
  'sqs-form-builder',
  'sqs-file-manager',
  'sqs-link-editor',
  'sqs-font-picker',
  'sqs-time-zone-picker',
  'sqs-data-table',
  'sqs-code-editor',
];

let page: OwnerFrame;
const doc = () => page.doc();
const part = (el: Element, name: string) => shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);

const open = (path: string) => page.open(path);

/** Resolves once every owner tool of the page has an upgraded shadow root. */
async function upgraded(): Promise<void> {
  await waitUntil(
    () => TOOLS.every((tag) => [...doc().querySelectorAll(tag)].every((el) => el.shadowRoot?.childElementCount)),
    'an owner tool never rendered',
    { timeout: 15000 },
  );
}

describe('the site owner’s page', function () {
  this.timeout(60000);

  page = ownerFrame();

  it('asks for the owner’s sign-in in every tool that loads from the API, with no members’ prompt', async () => {
    await open('/examples/owner.html');
    await upgraded();
    const states = () =>
      [
        'sqs-tag-editor',
        'sqs-form-builder',
        'sqs-file-manager',
        'sqs-font-picker',
        'sqs-time-zone-picker',
        'sqs-data-table',
      ].map((tag) => doc().querySelector<HTMLElement>(tag)!.dataset.state);
    await waitUntil(() => states().every((state) => state === 'sign-in'), `states: ${states()}`, { timeout: 10000 });
    expect(doc().querySelector('sqs-login-prompt'), 'a members’ login prompt').to.equal(null);
    expect(await frameViolations(page.frame())).to.deep.equal([]);
  });

  it('signs the owner in, loads every tool, and saves a tag the API then answers', async () => {
    await open('/examples/owner.html');
    const reloaded = oneEvent(page.frame(), 'load');
    doc().querySelector<HTMLFormElement>('#owner-sign-in')!.requestSubmit();
    await reloaded;
    await upgraded();
    const loaded = (tag: string) => doc().querySelector<HTMLElement>(tag)!.dataset.state;
    for (const tag of ['sqs-form-builder', 'sqs-file-manager', 'sqs-font-picker', 'sqs-time-zone-picker'])
      await waitUntil(() => loaded(tag) === 'ready', `${tag} is ${loaded(tag)}`, { timeout: 10000 });
    const shown = doc().querySelector<HTMLElement>('#owner-tags')!;
    await waitUntil(() => shown.dataset.state === 'ready', 'the draft’s tags never loaded', { timeout: 10000 });
    expect(await frameViolations(page.frame())).to.deep.equal([]);

    // This engine's own draft, so the engines running at once do not write one post's names.
    const post = draftPost(6);
    const tags = doc().createElement('sqs-tag-editor');
    tags.setAttribute('post-id', String(post));
    shown.replaceWith(tags);
    await waitUntil(() => tags.dataset.state === 'ready', 'the draft never loaded', { timeout: 5000 });
    const name = `owner-${Date.now().toString(36)}`;
    await enterTag(tags, name);
    await waitUntil(() => part(tags, 'status')!.textContent === 'Saved', 'the tag was not saved', { timeout: 5000 });
    const stored = (await fetch(`/api/owner/blog-posts/${post}/tags`).then((r) => r.json())) as { names: string[] };
    expect(stored.names).to.include(name);
  });
});
