import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import './define.js';
import type { SqsFileManagerElement } from './define.js';
import type { SqsDialogElement } from '../dialog/define.js';
import type { LoginPromptDetail } from '../../runtime/document-events.js';
import { Limits } from '../../runtime/enums.js';
import { deepActiveElement, shadow, typeAndRender, typeInto } from '../../test/support/helpers.js';
import { issueCrumb, signInOwner, signOutOwner } from '../../test/runtime/fakes.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const FILES = '/api/owner/files';

const one = <T extends Element = HTMLElement>(el: Element, selector: string) => shadow(el).querySelector<T>(selector);
const all = (el: Element, selector: string) => [...shadow(el).querySelectorAll<HTMLElement>(selector)];
const text = (node: Element | null | undefined) => node?.textContent ?? '';
const names = (el: Element) => all(el, '[part~="name"]').map((n) => n.textContent);
const rowOf = (el: Element, name: string) =>
  all(el, '[part~="row"]').find((row) => text(row.querySelector('[part~="name"]')) === name)!;
const buttonOf = (el: Element, name: string, part: string) =>
  rowOf(el, name).querySelector<HTMLButtonElement>(`[part~="${part}"]`)!;
const problem = (el: Element) => text(one(el, '[part~="error"]'));

/** Stores a file for the signed-in owner straight through the API; resolves with its id. */
async function seed(name: string, bytes: Uint8Array = PNG, type = 'image/png'): Promise<string> {
  const crumb = await issueCrumb();
  const response = await fetch(`${FILES}?crumb=${encodeURIComponent(crumb)}`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name) },
    body: new Blob([bytes as BlobPart]),
  });
  if (!response.ok) throw new Error(`seeding ${name} answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/** Deletes every file of the owner. */
async function clearFiles(): Promise<void> {
  const crumb = await issueCrumb();
  const { files } = (await (await fetch(FILES)).json()) as { files: { id: string }[] };
  for (const { id } of files) await fetch(`${FILES}/${id}?crumb=${encodeURIComponent(crumb)}`, { method: 'DELETE' });
}

/** Places a file manager with `attributes` (inside `lang` when given) and waits until it is `state`. */
async function place(attributes: Record<string, string> = {}, state = 'ready', lang = 'en') {
  const holder = await fixture<HTMLElement>(html`<main lang=${lang} style="width: 800px"></main>`);
  const el = document.createElement('sqs-file-manager');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  holder.append(el);
  await waitUntil(() => el.dataset.state === state, `never ${state} (it is ${el.dataset.state})`);
  return el;
}

/** Chooses `file` in the manager's Upload File field. */
function choose(el: SqsFileManagerElement, file: File): void {
  const input = one<HTMLInputElement>(el, 'input[type="file"]')!;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The uploads held back: each sends its request when `send()` is called, after `progress(part)` reports. */
interface Held {
  xhr: XMLHttpRequest;
  send(): void;
  progress(loaded: number, total: number): void;
}
let restoreXhr: (() => void) | undefined;
/** Holds every upload request until the test sends it (or, `hold` false, sends it at once) to `redirect` if given. */
function holdUploads({ redirect, hold = true }: { redirect?: string; hold?: boolean } = {}): Held[] {
  const held: Held[] = [];
  const { open, send } = XMLHttpRequest.prototype;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL) {
    open.call(this, method, redirect ?? url, true);
  } as typeof open;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    if (!hold) return send.call(this, body);
    held.push({
      xhr: this,
      send: () => send.call(this, body),
      progress: (loaded, total) =>
        this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total })),
    });
  };
  restoreXhr = () => Object.assign(XMLHttpRequest.prototype, { open, send });
  return held;
}

let restoreFetch: (() => void) | undefined;
/** Passes the page's fetches on, except that `change(url, init)` may answer instead. */
function interceptFetch(change: (url: URL, init?: RequestInit) => Promise<Response> | undefined): void {
  const original = window.fetch;
  window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    return change(url, init) ?? original(input, init);
  }) as typeof fetch;
  restoreFetch = () => void (window.fetch = original);
}

/** Opens the rename field of `name` and waits for it to have focus. */
async function startRename(el: SqsFileManagerElement, name: string): Promise<HTMLInputElement> {
  buttonOf(el, name, 'rename').click();
  await waitUntil(() => deepActiveElement() === one(el, '[part~="rename-input"]'), 'the name field never took focus');
  return one<HTMLInputElement>(el, '[part~="rename-input"]')!;
}

/** Types `value` into the rename field and presses Save once the typing has rendered, as a visitor's click would. */
async function typeAndSave(el: SqsFileManagerElement, input: HTMLInputElement, value: string): Promise<void> {
  await typeAndRender(el, input, value);
  one<HTMLButtonElement>(el, '[part~="save"]')!.click();
}

/** Resolves with the delete confirmation once shown. */
async function confirmation(): Promise<SqsDialogElement> {
  // The dialog's code is fetched on the first delete.
  await waitUntil(
    () => document.querySelector<SqsDialogElement>('sqs-dialog')?.dataset.state === 'shown',
    'no dialog',
    {
      timeout: 5000,
    },
  );
  const dialog = document.querySelector<SqsDialogElement>('sqs-dialog')!;
  // The owner acts on the dialog once it has faded in.
  const base = shadow(dialog).querySelector('[part~="base"]')!;
  await waitUntil(() => getComputedStyle(base).opacity === '1', 'the dialog never faded in', { timeout: 3000 });
  return dialog;
}
const dialogButton = (dialog: Element, result: string) =>
  shadow(dialog).querySelector<HTMLButtonElement>(`[part~="${result}"]`)!;

describe('<sqs-file-manager>', () => {
  before(async () => {
    await signInOwner();
    await clearFiles();
  });
  afterEach(async () => {
    restoreXhr?.();
    restoreXhr = undefined;
    restoreFetch?.();
    restoreFetch = undefined;
    for (const dialog of document.querySelectorAll('sqs-dialog')) dialog.remove();
    await clearFiles();
  });
  after(() => signOutOwner());

  it('lists the owner’s files by name, size in units of 1024, type and date, newest first', async () => {
    await seed('notes.txt', new TextEncoder().encode('x'.repeat(2048)), 'text/plain');
    await seed('photo.png');
    const el = await place();
    await expect(el).to.be.accessible();
    expect(text(one(el, 'caption'))).to.equal('Existing Files');
    expect(text(one(el, '[part~="upload-button"]'))).to.equal('Upload File');
    expect(names(el)).to.deep.equal(['photo.png', 'notes.txt']);
    const cells = (name: string) => [...rowOf(el, name).querySelectorAll('td')].map((td) => td.textContent);
    expect(cells('photo.png').slice(0, 2)).to.deep.equal(['12 Bytes', 'PNG']);
    expect(cells('notes.txt').slice(0, 2)).to.deep.equal(['2 KB', 'TXT']);
    const date = rowOf(el, 'photo.png').querySelector('time')!;
    expect(new Date(date.dateTime).toDateString()).to.equal(new Date().toDateString());
    expect(text(date)).to.equal(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date()));
    expect(text(one(el, '[part~="usage"]'))).to.equal('2.01 KB of 95.37 MB used');
    expect(text(buttonOf(el, 'photo.png', 'rename'))).to.equal('Rename photo.png');
    expect(text(buttonOf(el, 'photo.png', 'delete'))).to.equal('Delete photo.png');
    expect(rowOf(el, 'photo.png').querySelector('[part~="choose"]')).to.equal(null);
  });

  it('shows sizes in the units of the published base, Bytes through YB', async () => {
    const original = Limits.fileSizeBase;
    (Limits as { fileSizeBase: number }).fileSizeBase = 1000;
    try {
      const { formatFileSize } = await import('../shared/forms/file-size.js');
      expect(formatFileSize(1000)).to.equal('1 KB');
      expect(formatFileSize(1000 ** 8)).to.equal('1 YB');
    } finally {
      (Limits as { fileSizeBase: number }).fileSizeBase = original;
    }
  });

  it('says when there are no files, and asks an owner who is not signed in to sign in', async () => {
    const el = await place();
    expect(text(one(el, '[part~="status"]'))).to.equal('No files yet.');
    await signOutOwner();
    // The runtime's site-user sign-in prompt is not the owner's: it never opens for the store.
    let prompted = false;
    const prompt = (event: Event) => {
      prompted = true;
      (event as CustomEvent<LoginPromptDetail>).detail.respondWith?.(new Promise(() => {}));
    };
    document.addEventListener('sqs-login-prompt', prompt);
    try {
      const out = await place({}, 'sign-in');
      expect(prompted).to.equal(false);
      await expect(out).to.be.accessible();
      expect(text(one(out, '[part~="sign-in"]'))).to.equal('Sign in as the site owner to manage files.');
      expect(one<HTMLInputElement>(out, 'input[type="file"]')!.disabled).to.equal(true);
    } finally {
      document.removeEventListener('sqs-login-prompt', prompt);
      await signInOwner();
    }
  });

  it('uploads a chosen file with a progress bar, then lists it and says so', async () => {
    const held = holdUploads();
    const el = await place();
    choose(el, new File([PNG], 'Beach day.png', { type: 'image/png' }));
    await waitUntil(() => held.length === 1, 'the upload never started');
    held[0]!.progress(6, 12);
    await waitUntil(() => one<HTMLProgressElement>(el, '[part~="progress"]')?.value === 50, 'the bar never moved');
    const bar = one<HTMLProgressElement>(el, '[part~="progress"]')!;
    expect(bar.getAttribute('aria-label')).to.equal('Uploading Beach day.png');
    expect(bar.max).to.equal(100);
    await expect(el).to.be.accessible();
    expect(one<HTMLInputElement>(el, 'input[type="file"]')!.disabled).to.equal(true);
    const changed = oneEvent(el, 'sqs-file-manager-change');
    held[0]!.send();
    const { detail } = await changed;
    expect(detail.action).to.equal('upload');
    await waitUntil(() => names(el).includes('Beach day.png'), 'the file was never listed');
    expect(detail.id).to.equal(rowOf(el, 'Beach day.png').dataset.id);
    expect(text(one(el, '[part~="upload"]'))).to.equal('Beach day.png (12 Bytes) uploaded');
  });

  it('cancels an upload', async () => {
    const held = holdUploads();
    const el = await place();
    choose(el, new File([PNG], 'photo.png', { type: 'image/png' }));
    await waitUntil(() => held.length === 1 && one(el, '[part~="cancel"]'), 'the upload never started');
    held[0]!.send();
    one<HTMLButtonElement>(el, '[part~="cancel"]')!.click();
    await waitUntil(() => text(one(el, '[part~="upload"]')) === 'File processing cancelled', 'never cancelled');
    expect(names(el)).to.deep.equal([]);
  });

  it('refuses a file too large or of a type the store does not take, before sending it', async () => {
    const held = holdUploads();
    const el = await place();
    choose(el, new File([new Uint8Array(20_000_001)], 'huge.png', { type: 'image/png' }));
    await waitUntil(() => problem(el), 'no problem shown');
    expect(problem(el)).to.equal('The file huge.png is too large. The maximum allowed file size is 19.07 MB.');
    await expect(el).to.be.accessible();
    choose(el, new File(['<svg/>'], 'icon.svg', { type: 'image/svg+xml' }));
    await waitUntil(() => problem(el).startsWith('The file icon.svg'), 'no problem shown');
    expect(problem(el)).to.equal('The file icon.svg does not appear to be a supported file.');
    expect(held).to.have.length(0);
  });

  it('refuses a file past the room the owner has left, before sending it', async () => {
    interceptFetch((url, init) => {
      if (url.pathname !== FILES || (init?.method ?? 'GET') !== 'GET') return undefined;
      return Promise.resolve(
        Response.json({
          files: [],
          usedBytes: 99_999_990,
          limits: {
            maxFileBytes: 20_000_000,
            quotaBytes: 100_000_000,
            maxNameLength: 100,
            types: { 'image/png': ['png'] },
          },
        }),
      );
    });
    const held = holdUploads();
    const el = await place();
    choose(el, new File([PNG], 'photo.png', { type: 'image/png' }));
    await waitUntil(() => problem(el), 'no problem shown');
    expect(problem(el)).to.equal('There is no room for photo.png: 10 Bytes of 95.37 MB left.');
    expect(held).to.have.length(0);
  });

  it('shows the store’s refusal of a file that is not what its type says', async () => {
    const el = await place();
    choose(el, new File(['not a picture'], 'fake.png', { type: 'image/png' }));
    await waitUntil(() => problem(el), 'no problem shown');
    expect(problem(el)).to.equal('File processing failed');
    expect(names(el)).to.deep.equal([]);
  });

  it('renames a file in its row, its extension kept, and returns focus to its Rename button', async () => {
    await seed('photo.png');
    const el = await place();
    const input = await startRename(el, 'photo.png');
    expect(input.value).to.equal('photo');
    expect(input.getAttribute('aria-label')).to.equal('New name for photo.png');
    expect(input.maxLength).to.equal(96);
    await expect(el).to.be.accessible();
    const changed = oneEvent(el, 'sqs-file-manager-change');
    await typeAndSave(el, input, 'Summer');
    expect((await changed).detail.action).to.equal('rename');
    await waitUntil(() => names(el).includes('Summer.png'), 'never renamed');
    await waitUntil(() => deepActiveElement() === buttonOf(el, 'Summer.png', 'rename'), 'focus never came back');
    expect(text(one(el, '[part~="upload"]'))).to.equal('Renamed to Summer.png');
  });

  it('closes the rename field on Escape without renaming', async () => {
    await seed('photo.png');
    const el = await place();
    const input = await startRename(el, 'photo.png');
    typeInto(input, 'Other');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitUntil(() => !one(el, '[part~="rename-input"]'), 'never closed');
    expect(names(el)).to.deep.equal(['photo.png']);
  });

  it('deletes a file after a confirmation, and keeps it when the confirmation is cancelled', async () => {
    await seed('photo.png');
    const el = await place();
    buttonOf(el, 'photo.png', 'delete').click();
    let dialog = await confirmation();
    await expect(dialog).to.be.accessible();
    expect(dialog.heading).to.equal('Delete');
    expect(dialog.textContent).to.equal('Delete photo.png? Links to it will stop working.');
    expect(text(dialogButton(dialog, 'confirm'))).to.equal('Delete');
    dialogButton(dialog, 'cancel').click();
    await waitUntil(() => !document.querySelector('sqs-dialog'), 'the dialog never closed');
    expect(names(el)).to.deep.equal(['photo.png']);
    buttonOf(el, 'photo.png', 'delete').click();
    dialog = await confirmation();
    const changed = oneEvent(el, 'sqs-file-manager-change');
    dialogButton(dialog, 'confirm').click();
    expect((await changed).detail.action).to.equal('delete');
    await waitUntil(() => names(el).length === 0, 'never deleted');
    expect(text(one(el, '[part~="upload"]'))).to.equal('photo.png deleted');
    await expect(el).to.be.accessible();
  });

  it('in pick mode, dispatches the chosen file’s address, name, size and type', async () => {
    await seed('photo.png');
    const el = await place({ mode: 'pick' });
    await expect(el).to.be.accessible();
    const choose = buttonOf(el, 'photo.png', 'choose');
    expect(text(choose)).to.equal('Choose photo.png');
    const picked = oneEvent(el, 'sqs-file-manager-pick');
    choose.click();
    const { detail, bubbles, composed } = await picked;
    expect([bubbles, composed]).to.deep.equal([true, true]);
    expect(detail).to.deep.equal({
      url: `/api/files/${rowOf(el, 'photo.png').dataset.id}/photo.png`,
      name: 'photo.png',
      size: PNG.length,
      type: 'image/png',
    });
    expect(new Uint8Array(await (await fetch(detail.url)).arrayBuffer())).to.deep.equal(PNG);
  });

  // Every spec string of the manager's failures, shown where it happens, in English and in French.
  const words = {
    en: {
      existing: 'Existing Files',
      upload: 'Upload File',
      rename: 'Rename',
      delete: 'Delete',
      empty: 'Please enter a file name',
      renameProblem: 'There was a problem while renaming your file.',
      uploadProblem: 'There was a problem while uploading your file.',
      either: 'There was a problem while renaming or uploading your file.',
      tooLarge: 'The file huge.png is too large. The maximum allowed file size is 19.07 MB.',
    },
    fr: {
      existing: 'Fichiers existants',
      upload: 'Envoyer un fichier',
      rename: 'Renommer',
      delete: 'Supprimer',
      empty: 'Veuillez saisir un nom de fichier',
      renameProblem: 'Un problème est survenu lors du renommage de votre fichier.',
      uploadProblem: 'Un problème est survenu lors de l’envoi de votre fichier.',
      either: 'Un problème est survenu lors du renommage ou de l’envoi de votre fichier.',
      tooLarge: 'Le fichier huge.png est trop volumineux. La taille maximale autorisée est de 19,07 MB.',
    },
  };
  for (const [lang, w] of Object.entries(words)) {
    describe(`in ${lang === 'en' ? 'English' : 'French'}`, () => {
      it('names its parts and says an empty name needs a name', async () => {
        await seed('photo.png');
        await seed('other.png');
        const el = await place({}, 'ready', lang);
        await waitUntil(() => text(one(el, 'caption')) === w.existing, 'never in its language');
        expect(text(one(el, '[part~="upload-button"]'))).to.equal(w.upload);
        expect(text(buttonOf(el, 'photo.png', 'rename'))).to.equal(`${w.rename} photo.png`);
        expect(text(buttonOf(el, 'photo.png', 'delete'))).to.equal(`${w.delete} photo.png`);
        const input = await startRename(el, 'photo.png');
        await typeAndSave(el, input, '   ');
        await waitUntil(() => one(el, '[part~="field-error"]'), 'no problem shown');
        const error = one(el, '[part~="field-error"]')!;
        expect(text(error)).to.equal(w.empty);
        expect(input.getAttribute('aria-invalid')).to.equal('true');
        expect(input.getAttribute('aria-describedby')).to.equal(error.id);
        await expect(el).to.be.accessible();
      });

      it('says a rename the store refuses failed, and keeps the name typed', async () => {
        await seed('photo.png');
        await seed('other.png');
        const el = await place({}, 'ready', lang);
        const input = await startRename(el, 'photo.png');
        // Another file has that name: the store answers 409.
        await typeAndSave(el, input, 'OTHER');
        await waitUntil(() => one(el, '[part~="field-error"]'), 'no problem shown');
        expect(text(one(el, '[part~="field-error"]'))).to.equal(w.renameProblem);
        expect(input.value).to.equal('OTHER');
        // The row renamed holds the field; the other file keeps its name.
        expect(names(el)).to.deep.equal(['other.png']);
        await expect(el).to.be.accessible();
      });

      it('says an upload the store answered without a file failed', async () => {
        holdUploads({ redirect: '/api/data-layer/echo', hold: false });
        const el = await place({}, 'ready', lang);
        choose(el, new File([PNG], 'photo.png', { type: 'image/png' }));
        await waitUntil(() => problem(el), 'no problem shown', { timeout: 5000 });
        expect(problem(el)).to.equal(w.uploadProblem);
        await expect(el).to.be.accessible();
      });

      it('says a file is too large', async () => {
        const el = await place({}, 'ready', lang);
        choose(el, new File([new Uint8Array(20_000_001)], 'huge.png', { type: 'image/png' }));
        await waitUntil(() => problem(el), 'no problem shown');
        expect(problem(el)).to.equal(w.tooLarge);
      });

      it('says so when the files cannot be read again after a rename', async () => {
        await seed('photo.png');
        const el = await place({}, 'ready', lang);
        let renamed = false;
        interceptFetch((url, init) => {
          if (init?.method === 'PUT') renamed = true;
          else if (renamed && url.pathname === FILES) return Promise.reject(new TypeError('offline'));
          return undefined;
        });
        const input = await startRename(el, 'photo.png');
        await typeAndSave(el, input, 'Summer');
        await waitUntil(() => problem(el), 'no problem shown', { timeout: 5000 });
        expect(problem(el)).to.equal(w.either);
        await expect(el).to.be.accessible();
      });
    });
  }
});
