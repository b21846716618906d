import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsTagEditorElement } from './define.js';
import { captureWarnings, deepActiveElement, shadow, typeInto } from '../../test/support/helpers.js';
import { draftPost, issueCrumb, signInOwner, signOutOwner } from '../../test/runtime/fakes.js';

type Attributes = { type?: string; 'post-id'?: string; lang?: string };

/** Returns the id of this engine's `n`th draft of the journal (`draftPost`), its tags or categories first set to `names`. */
async function post(n: number, tagType: 'tags' | 'categories', names: string[]): Promise<string> {
  const id = String(draftPost(n));
  const crumb = await issueCrumb();
  const answer = await fetch(`/api/owner/blog-posts/${id}/${tagType}?crumb=${encodeURIComponent(crumb)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ names }),
  });
  if (!answer.ok) throw new Error(`setting the names answered ${answer.status}`);
  return id;
}

/** Returns the editor with `attributes` once it left the loading state. */
async function editor(attributes: Attributes = {}): Promise<SqsTagEditorElement> {
  const holder = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement('sqs-tag-editor');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  holder.append(el);
  await waitUntil(() => el.dataset.state && el.dataset.state !== 'loading', 'the names never loaded', {
    timeout: 5000,
  });
  return el;
}

const q = <T extends Element = HTMLElement>(el: Element, selector: string) => shadow(el).querySelector<T>(selector);
const names = (el: Element) => [...shadow(el).querySelectorAll('[role="option"]')].map((o) => o.textContent);
const list = (el: Element) => q(el, '[role="listbox"]')!;
const chosen = (el: Element) => q(el, `#${CSS.escape(list(el).getAttribute('aria-activedescendant')!)}`)!.textContent;
const addField = (el: Element) => q<HTMLInputElement>(el, '[part~="input"]')!;
const editField = (el: Element) => shadow(el).querySelectorAll<HTMLInputElement>('[part~="input"]')[1];
const button = (el: Element, text: string) =>
  [...shadow(el).querySelectorAll<HTMLButtonElement>('[part~="button"]')].find((b) => b.textContent === text)!;
const text = (el: Element, name: string) => q(el, `[part~="${name}"]`)?.textContent ?? '';
const labelOf = (el: Element, input: HTMLInputElement) => q(el, `label[for="${input.id}"]`)!.textContent;

/**
 * Adds an editor of post `id` (under `lang`) while the page's requests are held, waits until its status says
 * `expected` and runs `during` on it, then lets the requests go.
 */
async function whileHeld(
  id: string,
  lang: string | undefined,
  expected: string,
  during: (el: SqsTagEditorElement) => Promise<unknown> = async () => undefined,
): Promise<void> {
  const original = window.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  window.fetch = async (...args) => (await gate, original(...args));
  const holder = await fixture<HTMLDivElement>(html`<div lang=${lang ?? 'en'}></div>`);
  const loading = document.createElement('sqs-tag-editor');
  loading.setAttribute('post-id', id);
  holder.append(loading);
  try {
    await waitUntil(() => text(loading, 'status') === expected);
    await during(loading);
  } finally {
    window.fetch = original;
    release();
  }
}

/** Types `value` in the add field and presses Enter. */
async function addName(el: Element, value: string) {
  addField(el).focus();
  typeInto(addField(el), value);
  await sendKeys({ press: 'Enter' });
}

describe('<sqs-tag-editor>', () => {
  before(signInOwner);
  after(signOutOwner);

  it('loads a post’s tags into a listbox the arrow keys move through', async () => {
    const id = await post(0, 'tags', ['oak', 'walnut', 'tables']);
    const el = await editor({ 'post-id': id });
    await expect(el).to.be.accessible();
    expect(el.dataset.state).to.equal('ready');
    expect(names(el)).to.deep.equal(['oak', 'walnut', 'tables']);
    expect(list(el).getAttribute('aria-label')).to.equal('Tags');
    expect(labelOf(el, addField(el))).to.equal('Add a tag');
    expect(q(el, '.help')!.textContent).to.equal('Arrow keys choose. Enter or F2 edits, Delete removes.');
    list(el).focus();
    expect(chosen(el)).to.equal('oak');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => chosen(el) === 'walnut');
    await sendKeys({ press: 'End' });
    await waitUntil(() => chosen(el) === 'tables');
    await sendKeys({ press: 'ArrowRight' });
    expect(chosen(el)).to.equal('tables');
    await sendKeys({ press: 'Home' });
    await waitUntil(() => chosen(el) === 'oak');
    expect(q(el, '[aria-selected="true"]')!.textContent).to.equal('oak');
  });

  it('adds a name with Enter, saves it, and refuses a duplicate or a tag over 50 characters with the field described', async () => {
    const id = await post(1, 'tags', ['events']);
    const el = await editor({ 'post-id': id });
    const changed = oneEvent(el, 'sqs-tag-editor-change');
    await addName(el, ' fair ');
    expect((await changed).detail).to.deep.equal({ postId: Number(id), type: 'tag', names: ['events', 'fair'] });
    await waitUntil(() => text(el, 'status') === 'Saved');
    await expect(el).to.be.accessible();
    expect(addField(el).value).to.equal('');
    const stored = await fetch(`/api/owner/blog-posts/${id}/tags`).then(
      (r) => r.json() as Promise<{ names: string[] }>,
    );
    expect(stored.names).to.deep.equal(['events', 'fair']);
    await addName(el, 'Events');
    await waitUntil(() => text(el, 'error') === 'This tag already exists');
    await expect(el).to.be.accessible();
    expect(addField(el).getAttribute('aria-invalid')).to.equal('true');
    expect(addField(el).getAttribute('aria-describedby')).to.equal(q(el, '[part~="error"]')!.id);
    await addName(el, 't'.repeat(51));
    await waitUntil(() => text(el, 'error') === 'A tag can be at most 50 characters.');
    expect(names(el)).to.deep.equal(['events', 'fair']);
    await addName(el, 't'.repeat(50));
    await waitUntil(() => names(el).length === 3);
  });

  it('edits one name at a time: Enter or F2 opens it, Escape drops it, a second edit is refused', async () => {
    const id = await post(2, 'categories', ['Tools']);
    const el = await editor({ 'post-id': id, type: 'category' });
    await addName(el, 'Workshop');
    await waitUntil(() => names(el).length === 2);
    list(el).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => deepActiveElement() === editField(el), 'Enter did not open the edit field');
    await expect(el).to.be.accessible();
    expect(labelOf(el, editField(el)!)).to.equal('Edit “Tools”');
    list(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'F2' });
    await waitUntil(() => text(el, 'error') === 'You may only edit one category at a time');
    await expect(el).to.be.accessible();
    expect(list(el).getAttribute('aria-describedby')).to.contain(q(el, '[part~="error"]')!.id);
    editField(el)!.focus();
    typeInto(editField(el)!, 'workshop');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => text(el, 'error') === 'This category already exists');
    expect(editField(el)!.getAttribute('aria-invalid')).to.equal('true');
    typeInto(editField(el)!, 'c'.repeat(26));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => text(el, 'error') === 'A category can be at most 25 characters.');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !editField(el) && deepActiveElement() === list(el), 'Escape did not close the field');
    expect(names(el)).to.deep.equal(['Tools', 'Workshop']);
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => editField(el));
    typeInto(editField(el)!, 'Hand tools');
    const changed = oneEvent(el, 'sqs-tag-editor-change');
    await sendKeys({ press: 'Enter' });
    expect((await changed).detail.names).to.deep.equal(['Hand tools', 'Workshop']);
    await waitUntil(() => deepActiveElement() === list(el));
  });

  it('removes the chosen name with Delete or the Remove button, and shows when none is left', async () => {
    const id = await post(3, 'tags', ['a', 'b']);
    const el = await editor({ 'post-id': id });
    list(el).focus();
    await sendKeys({ press: 'Delete' });
    await waitUntil(() => names(el).join() === 'b');
    button(el, 'Remove').click();
    await waitUntil(() => text(el, 'status') === 'Saved' && names(el).length === 0);
    expect(q(el, '.empty')!.textContent).to.equal('No tags yet.');
    await expect(el).to.be.accessible();
    const stored = await fetch(`/api/owner/blog-posts/${id}/tags`).then(
      (r) => r.json() as Promise<{ names: string[] }>,
    );
    expect(stored.names).to.deep.equal([]);
  });

  it('edits with the Edit button and a click choosing the name', async () => {
    const el = await editor();
    await addName(el, 'one');
    await addName(el, 'two');
    await waitUntil(() => names(el).length === 2);
    shadow(el).querySelectorAll<HTMLElement>('[role="option"]')[1]!.click();
    await waitUntil(() => q(el, '[aria-selected="true"]')?.textContent === 'two');
    button(el, 'Edit').click();
    await waitUntil(() => editField(el));
    expect(labelOf(el, editField(el)!)).to.equal('Edit “two”');
    expect(text(el, 'status')).to.equal('');
  });

  it('says "Loading…" while it loads, and that the owner must sign in when the API answers loginRequired', async () => {
    const id = await post(4, 'tags', ['x']);
    await whileHeld(id, undefined, 'Loading…', (loading) => expect(loading).to.be.accessible());
    await signOutOwner();
    try {
      const el = await editor({ 'post-id': id });
      expect(el.dataset.state).to.equal('sign-in');
      expect(text(el, 'status')).to.equal('Sign in as the site owner to edit these.');
      await expect(el).to.be.accessible();
      const french = await editor({ 'post-id': id, lang: 'fr' });
      await waitUntil(
        () => text(french, 'status') === 'Connectez-vous en tant que propriétaire du site pour les modifier.',
      );
    } finally {
      await signInOwner();
    }
  });

  it('warns once for a bad type or post-id and falls back to tags kept on the page', async () => {
    let el!: SqsTagEditorElement;
    const warnings = await captureWarnings(async () => {
      el = await editor({ type: 'label', 'post-id': 'first' });
    });
    expect(warnings.filter((w) => w.includes('type='))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('post-id='))).to.have.length(1);
    expect(el.type).to.equal('tag');
    expect(el.postId).to.equal(null);
    expect(q(el, '.empty')!.textContent).to.equal('No tags yet.');
    await expect(el).to.be.accessible();
  });

  it('speaks French under lang="fr": labels, buttons, help and every message', async () => {
    const el = await editor({ type: 'category', lang: 'fr' });
    await waitUntil(() => q(el, '.empty')?.textContent === 'Aucune catégorie pour l’instant.', 'never spoke French');
    await expect(el).to.be.accessible();
    expect(labelOf(el, addField(el))).to.equal('Ajouter une catégorie');
    await addName(el, 'Outils');
    await waitUntil(() => names(el).length === 1);
    expect(list(el).getAttribute('aria-label')).to.equal('Catégories');
    expect(q(el, '.help')!.textContent).to.equal('Les flèches choisissent. Entrée ou F2 modifie, Suppr supprime.');
    expect(button(el, 'Ajouter')).to.exist;
    expect(button(el, 'Supprimer')).to.exist;
    await addName(el, 'outils');
    await waitUntil(() => text(el, 'error') === 'Cette catégorie existe déjà');
    await addName(el, 'c'.repeat(26));
    await waitUntil(() => text(el, 'error') === 'Une catégorie ne peut pas dépasser 25 caractères.');
    await addName(el, 'Bois');
    await waitUntil(() => names(el).length === 2);
    button(el, 'Modifier').click();
    await waitUntil(() => editField(el));
    expect(labelOf(el, editField(el)!)).to.equal('Modifier «\u202fOutils\u202f»');
    list(el).focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => text(el, 'error') === 'Vous ne pouvez modifier qu’une catégorie à la fois');
    await expect(el).to.be.accessible();

    const tags = await editor({ lang: 'fr' });
    await waitUntil(() => q(tags, '.empty')?.textContent === 'Aucun tag pour l’instant.');
    await addName(tags, 'chêne');
    await addName(tags, 'Chêne');
    await waitUntil(() => text(tags, 'error') === 'Ce tag existe déjà');
    await addName(tags, 'frêne');
    await waitUntil(() => names(tags).length === 2);
    list(tags).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => editField(tags));
    list(tags).focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'F2' });
    await waitUntil(() => text(tags, 'error') === 'Vous ne pouvez modifier qu’un tag à la fois');

    const id = await post(5, 'tags', ['x']);
    const saving = await editor({ 'post-id': id, lang: 'fr' });
    await addName(saving, 'y');
    await waitUntil(() => text(saving, 'status') === 'Enregistré');
    await whileHeld(id, 'fr', 'Chargement…');
  });
});
