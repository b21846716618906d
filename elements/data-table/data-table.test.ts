import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsDataTableElement } from './define.js';
import { captureWarnings, deepActiveElement, shadow, typeInto } from '../../test/support/helpers.js';
import { signInOwner, signOutOwner } from '../../test/runtime/fakes.js';

type Attributes = { 'dataset-id'?: string; value?: string; lang?: string };

/** Returns the editor with `attributes` once it left the loading state. */
async function table(attributes: Attributes = {}): Promise<SqsDataTableElement> {
  const holder = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement('sqs-data-table');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const after = document.createElement('button');
  after.textContent = 'After';
  holder.append(el, after);
  await waitUntil(() => el.dataset.state && el.dataset.state !== 'loading', 'the dataset never loaded', {
    timeout: 5000,
  });
  return el;
}

const q = <T extends Element = HTMLElement>(el: Element, selector: string) => shadow(el).querySelector<T>(selector);
const grid = (el: Element) =>
  [...shadow(el).querySelectorAll('tr')].map((tr) => [...tr.cells].map((c) => c.textContent));
const cell = (el: Element, row: number, column: number) => q(el, `[data-cell="${row}:${column}"]`)!;
const button = (el: Element, text: string) =>
  [...shadow(el).querySelectorAll<HTMLButtonElement>('[part~="button"]')].find((b) => b.textContent === text)!;
const text = (el: Element, name: string) => q(el, `[part~="${name}"]`)?.textContent ?? '';
const input = (el: Element) => q<HTMLInputElement>(el, '[part~="input"]');
const fresh = () => `test-${crypto.randomUUID().slice(0, 8)}`;

/** Focuses the cell at `row` and `column` and pastes `data` there as the clipboard's plain text. */
function paste(el: Element, data: string, row = 0, column = 0): void {
  const transfer = new DataTransfer();
  transfer.setData('text/plain', data);
  const target = cell(el, row, column);
  target.focus();
  // Firefox drops a clipboardData given to a synthetic ClipboardEvent: the event carries it as a page's paste does.
  const event = new Event('paste', { bubbles: true, composed: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: transfer });
  target.dispatchEvent(event);
}

/** Holds every fetch of the page until `release()`; `restore()` puts fetch back. */
function holdFetches() {
  const original = window.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  window.fetch = async (...args) => {
    await gate;
    return original(...args);
  };
  return { release, restore: () => void (window.fetch = original) };
}

const LOCAL = JSON.stringify({ columns: ['Day', 'Loaves'], rows: [['Mon', '12']] });

describe('<sqs-data-table>', () => {
  before(signInOwner);
  after(signOutOwner);

  it('loads a stored dataset into a grid: the headers as the first row, the help tying the keys to it', async () => {
    const el = await table({ 'dataset-id': 'sales' });
    await expect(el).to.be.accessible();
    expect(el.dataset.state).to.equal('ready');
    const table_ = q(el, '[part~="grid"]')!;
    expect(table_.getAttribute('role')).to.equal('grid');
    expect(table_.getAttribute('aria-label')).to.equal('Dataset');
    expect(q(el, `#${CSS.escape(table_.getAttribute('aria-describedby')!)}`)!.textContent).to.equal(
      'Arrow keys move between cells. Enter or F2 edits a cell, Enter keeps the change and Escape cancels it. Paste rows copied from a spreadsheet.',
    );
    expect(grid(el).slice(0, 2)).to.deep.equal([
      ['Month', 'Bread', 'Pastry'],
      ['January', '120', '80'],
    ]);
    expect([...shadow(el).querySelectorAll('[part~="button"]')].map((b) => b.textContent)).to.deep.equal([
      'Add row',
      'Add column',
      'Remove row',
      'Remove column',
      'Save',
    ]);
    expect(el.getData()!.columns).to.deep.equal(['Month', 'Bread', 'Pastry']);
  });

  it('moves between cells with the arrow keys, Home and End, and keeps one cell in the Tab order so Tab leaves', async () => {
    const el = await table({ value: LOCAL });
    await expect(el).to.be.accessible();
    cell(el, -1, 0).focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActiveElement()).to.equal(cell(el, 0, 0));
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.equal(cell(el, 0, 1));
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.equal(cell(el, 0, 1));
    await sendKeys({ press: 'Home' });
    expect(deepActiveElement()).to.equal(cell(el, 0, 0));
    await sendKeys({ press: 'ArrowUp' });
    expect(deepActiveElement()).to.equal(cell(el, -1, 0));
    await sendKeys({ press: 'End' });
    expect(deepActiveElement()).to.equal(cell(el, -1, 1));
    expect(shadow(el).querySelectorAll('[tabindex="0"]').length).to.equal(1);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(button(el, 'Save') ?? el.nextElementSibling);
  });

  it('edits a cell with Enter or F2, keeps it with Enter, drops it with Escape, and clears it with Delete', async () => {
    const el = await table({ value: LOCAL });
    cell(el, 0, 1).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => deepActiveElement() === input(el), 'Enter did not open the field');
    await expect(el).to.be.accessible();
    expect(input(el)!.getAttribute('aria-label')).to.equal('Loaves, row 1');
    const changed = oneEvent(el, 'sqs-data-table-change');
    typeInto(input(el)!, '14');
    await sendKeys({ press: 'Enter' });
    expect((await changed).detail).to.deep.equal({ id: '', columns: ['Day', 'Loaves'], rows: [['Mon', '14']] });
    await waitUntil(() => deepActiveElement() === cell(el, 0, 1), 'focus did not come back to the cell');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'F2' });
    await waitUntil(() => input(el), 'F2 did not open the field');
    expect(input(el)!.getAttribute('aria-label')).to.equal('Header of column 2');
    typeInto(input(el)!, 'Dropped');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !input(el) && deepActiveElement() === cell(el, -1, 1));
    expect(grid(el)[0]).to.deep.equal(['Day', 'Loaves']);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Delete' });
    await waitUntil(() => grid(el)[1]![1] === '');
    await sendKeys({ press: 'x' });
    await waitUntil(() => input(el)?.value === 'x', 'typing did not start an edit');
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => grid(el)[1]![1] === 'x', 'Tab did not keep the edit');
  });

  it('adds and removes rows and columns, and refuses to remove the last one with the spec’s messages', async () => {
    const el = await table({ value: LOCAL });
    button(el, 'Add row').click();
    await waitUntil(() => grid(el).length === 3);
    button(el, 'Add column').click();
    await waitUntil(() => grid(el)[0]!.length === 3);
    expect(q(el, '[data-cell="0:2"]')).to.exist;
    cell(el, 0, 2).click();
    button(el, 'Remove column').click();
    await waitUntil(() => grid(el)[0]!.length === 2);
    button(el, 'Remove column').click();
    await waitUntil(() => grid(el)[0]!.length === 1);
    button(el, 'Remove column').click();
    await waitUntil(() => text(el, 'error') === 'Your dataset must have at least one column');
    await expect(el).to.be.accessible();
    expect(q(el, '[part~="grid"]')!.getAttribute('aria-describedby')).to.contain(q(el, '[part~="error"]')!.id);
    button(el, 'Remove row').click();
    await waitUntil(() => grid(el).length === 2);
    button(el, 'Remove row').click();
    await waitUntil(() => text(el, 'error') === 'Your dataset must have at least one row');
  });

  it('shows a dataset given as its value from the render that reports it ready', async () => {
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('sqs-data-table');
    el.setAttribute('value', LOCAL);
    // The grid as it is when the host first says `ready`, read as that happens.
    const atReady = new Promise<Array<Array<string | null>>>((resolve) => {
      const observer = new MutationObserver(() => {
        if (el.dataset.state !== 'ready') return;
        observer.disconnect();
        resolve(grid(el));
      });
      observer.observe(el, { attributes: true, attributeFilter: ['data-state'] });
    });
    holder.append(el);
    expect(await atReady).to.deep.equal([
      ['Day', 'Loaves'],
      ['Mon', '12'],
    ]);
  });

  it('pastes tab-separated rows at the cell in focus, growing the grid, and truncates at the limits with a notice', async () => {
    const el = await table({ value: LOCAL });
    const changed = oneEvent(el, 'sqs-data-table-change');
    paste(el, '12\t3\r\n15\t4\r\n', 0, 1);
    expect((await changed).detail.rows).to.deep.equal([
      ['Mon', '12', '3'],
      ['', '15', '4'],
    ]);
    expect(grid(el)[0]).to.deep.equal(['Day', 'Loaves', 'Column 3']);
    expect(text(el, 'status')).to.equal('');
    const wide = Array.from({ length: 25 }, (_, i) => String(i)).join('\t');
    paste(el, Array.from({ length: 120 }, () => wide).join('\n'));
    // A full grid is 2,000 cells: give its render the time a loaded machine needs.
    const notice = () => text(el, 'status') === 'Dataset truncated to 100 rows and 20 columns';
    await waitUntil(notice, 'no truncation notice', { timeout: 8000 });
    expect(el.getData()!.rows.length).to.equal(100);
    expect(el.getData()!.columns.length).to.equal(20);
  });

  it('truncates a larger value on load with the same notice', async () => {
    const columns = Array.from({ length: 22 }, (_, i) => `C${i}`);
    const el = await table({ value: JSON.stringify({ columns, rows: [columns] }) });
    await waitUntil(() => text(el, 'status') === 'Dataset truncated to 100 rows and 20 columns');
    await expect(el).to.be.accessible();
    expect(grid(el)[0]!.length).to.equal(20);
  });

  it('checks before saving ("Enter some data!", "One or more rows was missing data"), then saves through the API', async () => {
    const id = fresh();
    const el = await table({ 'dataset-id': id });
    expect(grid(el)).to.deep.equal([['Column 1'], ['']]);
    expect(q(el, '[data-cell="-1:0"] .visually-hidden')!.textContent).to.equal('Column 1');
    button(el, 'Save').click();
    await waitUntil(() => text(el, 'error') === 'Enter some data!');
    await expect(el).to.be.accessible();
    button(el, 'Add column').click();
    paste(el, 'Mon');
    await waitUntil(() => grid(el)[1]![0] === 'Mon');
    button(el, 'Save').click();
    await waitUntil(
      () => text(el, 'error') === 'One or more rows was missing data',
      JSON.stringify([text(el, 'error'), text(el, 'status'), el.getData()]),
    );
    paste(el, '12', 0, 1);
    await waitUntil(() => grid(el)[1]![1] === '12');
    const held = holdFetches();
    const saved = oneEvent(el, 'sqs-data-table-save');
    try {
      button(el, 'Save').click();
      await waitUntil(() => text(el, 'status') === 'Saving…');
      expect(button(el, 'Save').disabled).to.equal(true);
    } finally {
      held.restore();
      held.release();
    }
    expect((await saved).detail).to.deep.equal({ id, columns: ['', ''], rows: [['Mon', '12']] });
    await waitUntil(() => text(el, 'status') === 'Saved');
    expect(text(el, 'error')).to.equal('');
    const stored = await fetch(`/api/owner/datasets/${id}`).then((r) => r.json() as Promise<unknown>);
    expect(stored).to.deep.equal({ id, columns: ['', ''], rows: [['Mon', '12']] });
  });

  it('says "Loading the dataset…" while it loads, and that it could not load when the API fails', async () => {
    const held = holdFetches();
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('sqs-data-table');
    el.setAttribute('dataset-id', 'sales');
    holder.append(el);
    try {
      await waitUntil(() => text(el, 'status') === 'Loading the dataset…');
      await expect(el).to.be.accessible();
    } finally {
      held.restore();
      held.release();
    }
    const failing = await table({ 'dataset-id': 'a'.repeat(64) });
    expect(failing.dataset.state).to.equal('ready');
    const original = window.fetch;
    window.fetch = () => Promise.resolve(Response.json({ error: 'broken' }, { status: 400 }));
    try {
      const broken = await table({ 'dataset-id': 'sales' });
      expect(broken.dataset.state).to.equal('failed');
      expect(text(broken, 'status')).to.equal('Unable to load. Try again.');
      await expect(broken).to.be.accessible();
    } finally {
      window.fetch = original;
    }
  });

  it('says the owner must sign in when the API answers loginRequired', async () => {
    await signOutOwner();
    try {
      const el = await table({ 'dataset-id': 'sales' });
      expect(el.dataset.state).to.equal('sign-in');
      expect(text(el, 'status')).to.equal('Sign in as the site owner to edit this dataset.');
      await expect(el).to.be.accessible();
      const french = await table({ 'dataset-id': 'sales', lang: 'fr' });
      await waitUntil(() => text(french, 'status').startsWith('Connectez-vous'));
      expect(text(french, 'status')).to.equal(
        'Connectez-vous en tant que propriétaire du site pour modifier ce jeu de données.',
      );
    } finally {
      await signInOwner();
    }
  });

  it('warns once for a bad dataset-id or value and falls back to a blank local dataset', async () => {
    let el!: SqsDataTableElement;
    const warnings = await captureWarnings(async () => {
      el = await table({ 'dataset-id': 'not an id!', value: '{"columns": 3}' });
    });
    expect(warnings.filter((w) => w.includes('dataset-id'))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('value'))).to.have.length(1);
    expect(el.datasetId).to.equal('');
    expect(grid(el)).to.deep.equal([['Column 1'], ['']]);
    expect(button(el, 'Save')).to.equal(undefined);
    await expect(el).to.be.accessible();
  });

  it('speaks French under lang="fr": buttons, labels, help, the four dataset messages and the notices', async () => {
    const el = await table({ value: LOCAL, lang: 'fr' });
    await waitUntil(() => button(el, 'Ajouter une ligne'), 'never spoke French');
    await expect(el).to.be.accessible();
    expect(q(el, '[part~="grid"]')!.getAttribute('aria-label')).to.equal('Jeu de données');
    expect(q(el, '.help')!.textContent).to.equal(
      'Les flèches passent d’une cellule à l’autre. Entrée ou F2 modifie une cellule, Entrée garde la modification et Échap l’annule. Collez des lignes copiées d’un tableur.',
    );
    for (const name of ['Ajouter une colonne', 'Supprimer la ligne', 'Supprimer la colonne'])
      expect(button(el, name)).to.exist;
    cell(el, 0, 0).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => input(el));
    expect(input(el)!.getAttribute('aria-label')).to.equal('Day, ligne 1');
    await sendKeys({ press: 'Escape' });
    button(el, 'Ajouter une colonne').click();
    await waitUntil(() => grid(el)[0]!.length === 3);
    cell(el, 0, 2).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => input(el));
    expect(input(el)!.getAttribute('aria-label')).to.equal('Colonne 3, ligne 1');
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => input(el));
    expect(input(el)!.getAttribute('aria-label')).to.equal('En-tête de la colonne 3');
    await sendKeys({ press: 'Escape' });
    button(el, 'Supprimer la colonne').click();
    await waitUntil(() => grid(el)[0]!.length === 2);
    button(el, 'Supprimer la colonne').click();
    await waitUntil(() => grid(el)[0]!.length === 1);
    button(el, 'Supprimer la colonne').click();
    await waitUntil(() => text(el, 'error') === 'Votre jeu de données doit comporter au moins une colonne');
    button(el, 'Supprimer la ligne').click();
    await waitUntil(() => text(el, 'error') === 'Votre jeu de données doit comporter au moins une ligne');
    await expect(el).to.be.accessible();
    const wide = Array.from({ length: 21 }, () => 'v').join('\t');
    paste(el, wide);
    await waitUntil(() => text(el, 'status') === 'Jeu de données tronqué à 100 lignes et 20 colonnes');

    const saving = await table({ 'dataset-id': fresh(), lang: 'fr' });
    await waitUntil(() => button(saving, 'Enregistrer'));
    button(saving, 'Enregistrer').click();
    await waitUntil(() => text(saving, 'error') === 'Saisissez des données\u202f!');
    button(saving, 'Ajouter une colonne').click();
    paste(saving, 'x');
    await waitUntil(() => grid(saving)[1]![0] === 'x');
    button(saving, 'Enregistrer').click();
    await waitUntil(() => text(saving, 'error') === 'Il manque des données dans une ou plusieurs lignes');
    paste(saving, 'y', 0, 1);
    const held = holdFetches();
    try {
      button(saving, 'Enregistrer').click();
      await waitUntil(() => text(saving, 'status') === 'Enregistrement…');
    } finally {
      held.restore();
      held.release();
    }
    await waitUntil(() => text(saving, 'status') === 'Enregistré');
    await expect(saving).to.be.accessible();

    const held2 = holdFetches();
    const holder = await fixture<HTMLDivElement>(html`<div lang="fr"></div>`);
    const loading = document.createElement('sqs-data-table');
    loading.setAttribute('dataset-id', 'sales');
    holder.append(loading);
    try {
      await waitUntil(() => text(loading, 'status') === 'Chargement du jeu de données…');
    } finally {
      held2.restore();
      held2.release();
    }
  });
});
