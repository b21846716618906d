import { expect, html, oneEvent, waitUntil } from '@open-wc/testing';
import './define.js';
import type { SqsFormElement } from './define.js';
import { readDefinition } from '../shared/forms/definition.js';
import { formatFileSize } from '../shared/forms/file-size.js';
import { fileTypeMessage } from '../shared/forms/upload.js';
import { shadow } from '../../test/support/helpers.js';
import {
  clickSubmit,
  control,
  partText,
  rendered,
  serverDefinition,
  storedSubmissions,
  typeInto,
} from './form.test-helpers.js';

/** A stand-in for XMLHttpRequest that records each request and lets the test answer it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort(): void {
    this.onabort?.();
  }
  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  /** Answers with `status` and `body` (JSON). */
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const realXhr = window.XMLHttpRequest;
const useFakeXhr = () => {
  FakeXhr.sent = [];
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
};

/** The PNG signature and a few bytes: a file the reference API takes as image/png. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const pdf = (name = 'cv.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** Chooses `file` in `input` the way the browser's file picker does: sets its files and fires `change`. */
function choose(input: HTMLInputElement, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Renders the reference API's form `with-file` (a required name, then a required PDF, PNG or JPEG of at most 2 MB);
 * `file` overrides keys of its file field.
 */
async function fileForm(file: Record<string, unknown> = {}): Promise<SqsFormElement> {
  const definition = await serverDefinition('with-file');
  const fields = (definition.fields as Array<Record<string, unknown>>).map((f) =>
    f.type === 'file' ? { ...f, ...file } : f,
  );
  return rendered<SqsFormElement>(
    html`<sqs-form form-id="with-file" .definition=${{ ...definition, fields }}></sqs-form>`,
  );
}

const fileInput = (el: SqsFormElement) => control(el, 'Attachment');
const fieldError = (el: SqsFormElement) => partText(el, 'field-error');
const state = (el: SqsFormElement) => shadow(el).querySelector('[part~="upload"]')!.getAttribute('data-state');

beforeEach(() => sessionStorage.clear());
afterEach(() => void (window.XMLHttpRequest = realXhr));

describe('<sqs-form> file field', () => {
  it('passes an axe check', async () => {
    const el = await fileForm();
    await expect(el).to.be.accessible();
  });

  it('renders a labelled, described file input that takes the listed types', async () => {
    const el = await fileForm();
    const input = fileInput(el);
    expect(input.type).to.equal('file');
    expect(input.accept).to.equal('.pdf,image/png,image/jpeg');
    expect(input.required).to.be.true;
    const described = input.getAttribute('aria-describedby')!.split(' ');
    expect(shadow(el).getElementById(described[0]!)!.textContent).to.equal('A PDF, PNG or JPEG of at most 2 MB.');
    input.focus();
    expect(shadow(el).activeElement).to.equal(input);
  });

  it('refuses a file over maxSize (MB of 1,000,000 bytes) with the size in units of 1024, and sends nothing', async () => {
    useFakeXhr();
    const el = await fileForm();
    choose(fileInput(el), pdf('big.pdf', 2_000_001));
    await waitUntil(() => fieldError(el));
    expect(fieldError(el)).to.equal('The file big.pdf is too large. The maximum allowed file size is 1.91 MB.');
    expect(fileInput(el).getAttribute('aria-invalid')).to.equal('true');
    expect(fileInput(el).getAttribute('aria-describedby')).to.contain(
      shadow(el).querySelector('[part~="field-error"]')!.id,
    );
    expect(FakeXhr.sent).to.be.empty;
  });

  it('refuses a type the field does not take, naming the one kind it takes or none', async () => {
    useFakeXhr();
    const el = await fileForm();
    choose(fileInput(el), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitUntil(() => fieldError(el));
    expect(fieldError(el)).to.equal('The file notes.txt does not appear to be a supported file.');
    const pdfOnly = await fileForm({ accept: ['application/pdf'] });
    choose(fileInput(pdfOnly), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitUntil(() => fieldError(pdfOnly));
    expect(fieldError(pdfOnly)).to.equal('The file notes.txt does not appear to be a supported PDF file.');
    expect(FakeXhr.sent).to.be.empty;
  });

  it('uploads a chosen file at once, showing its progress, and shows its name and size when stored', async () => {
    useFakeXhr();
    const el = await fileForm();
    choose(fileInput(el), pdf('my cv.pdf'));
    await waitUntil(() => FakeXhr.sent.length === 1);
    const [xhr] = FakeXhr.sent;
    expect(xhr!.method).to.equal('POST');
    expect(new URL(xhr!.url, location.href).pathname).to.equal('/api/form/UploadFile');
    expect(xhr!.headers).to.include({ 'content-type': 'application/pdf', 'x-file-name': 'my%20cv.pdf' });
    expect(xhr!.body).to.be.instanceOf(File);
    await waitUntil(() => shadow(el).querySelector('progress'), 'no progress bar while uploading');
    xhr!.progress(512, 2048);
    await waitUntil(() => shadow(el).querySelector('progress')?.getAttribute('aria-valuenow') === '25');
    const bar = shadow(el).querySelector<HTMLProgressElement>('progress')!;
    expect(bar.value).to.equal(25);
    expect(bar.getAttribute('aria-label')).to.equal('Uploading my cv.pdf');
    expect(partText(el, 'upload-button')).to.equal('Cancel upload');
    await expect(el).to.be.accessible();
    xhr!.respond(200, { id: 'u1', name: 'my cv.pdf', size: 2048 });
    await waitUntil(() => state(el) === 'done');
    expect(shadow(el).querySelector('progress')).to.be.null;
    expect(partText(el, 'upload-text')).to.equal('my cv.pdf (2 KB) uploaded');
    shadow(el).querySelector<HTMLButtonElement>('[part~="upload-button"]')!.click();
    await waitUntil(() => !state(el));
    expect(fileInput(el).value).to.equal('');
  });

  const failures: Array<[string, (xhr: FakeXhr, el: SqsFormElement) => void, string]> = [
    ['a 5xx', (xhr) => xhr.respond(503, { error: 'down' }), 'File upload failed to complete'],
    ['no connection', (xhr) => xhr.onerror!(), 'File upload failed to complete'],
    ['a 422', (xhr) => xhr.respond(422, { error: 'File processing failed' }), 'File processing failed'],
    ['a 413', (xhr) => xhr.respond(413, { error: 'Request body too large' }), 'Error uploading'],
    ['a 415', (xhr) => xhr.respond(415, { error: 'Unsupported file type' }), 'Error uploading'],
    ['a time-out', (xhr) => xhr.ontimeout!(), 'File processing failed to complete'],
    ['an answer without an id', (xhr) => xhr.respond(200, {}), 'There was a problem while uploading your file.'],
  ];
  for (const [what, end, message] of failures) {
    it(`reads "${message}" after ${what}, keeping what was typed`, async () => {
      useFakeXhr();
      const el = await fileForm();
      typeInto(control(el, 'Your name'), 'Ada');
      choose(fileInput(el), pdf());
      await waitUntil(() => FakeXhr.sent.length === 1);
      end(FakeXhr.sent[0]!, el);
      await waitUntil(() => fieldError(el));
      expect(fieldError(el)).to.equal(message);
      expect(state(el)).to.equal('failed');
      expect(control(el, 'Your name').value).to.equal('Ada');
      expect(fileInput(el).value).to.equal('');
      await expect(el).to.be.accessible();
    });
  }

  it('lets the visitor cancel an upload: "File processing cancelled", and the field is empty again', async () => {
    useFakeXhr();
    const el = await fileForm();
    choose(fileInput(el), pdf());
    await waitUntil(() => FakeXhr.sent.length === 1 && shadow(el).querySelector('[part~="upload-button"]'));
    shadow(el).querySelector<HTMLButtonElement>('[part~="upload-button"]')!.click();
    await waitUntil(() => state(el) === 'cancelled');
    expect(partText(el, 'upload-text')).to.equal('File processing cancelled');
    expect(fieldError(el)).to.equal('');
  });

  it('retries once with the crumb a crumbFail answer hands out', async () => {
    useFakeXhr();
    const el = await fileForm();
    choose(fileInput(el), pdf());
    await waitUntil(() => FakeXhr.sent.length === 1);
    FakeXhr.sent[0]!.respond(401, { error: 'Missing or invalid crumb', crumbFail: true, crumb: 'k1-abc' });
    await waitUntil(() => FakeXhr.sent.length === 2);
    expect(FakeXhr.sent[1]!.headers['x-csrf-token']).to.equal('k1-abc');
    FakeXhr.sent[1]!.respond(200, { id: 'u2', name: 'cv.pdf', size: 2048 });
    await waitUntil(() => state(el) === 'done');
  });

  it('blocks the submission while the file uploads and after it failed, with the field’s message', async () => {
    useFakeXhr();
    const el = await fileForm();
    typeInto(control(el, 'Your name'), 'Ada');
    choose(fileInput(el), pdf());
    await waitUntil(() => FakeXhr.sent.length === 1);
    let submitted = false;
    el.addEventListener('sqs-form-submit', () => (submitted = true));
    const refused = oneEvent(el, 'sqs-form-error');
    clickSubmit(el);
    expect((await refused).detail.errors).to.deep.equal({ attachment: 'The file cv.pdf is still uploading.' });
    await waitUntil(() => fieldError(el) === 'The file cv.pdf is still uploading.');
    FakeXhr.sent[0]!.respond(500, {});
    await waitUntil(() => fieldError(el) === 'File upload failed to complete');
    const again = oneEvent(el, 'sqs-form-error');
    clickSubmit(el);
    expect((await again).detail.errors).to.deep.equal({ attachment: 'File upload failed to complete' });
    expect(submitted).to.be.false;
    expect(control(el, 'Your name').value).to.equal('Ada');
  });
});

describe('<sqs-form> file field with the reference API', () => {
  it('uploads a file and submits its upload id with the other values', async () => {
    const el = await fileForm();
    typeInto(control(el, 'Your name'), 'Grace');
    choose(fileInput(el), new File([PNG_BYTES], 'diagram.png', { type: 'image/png' }));
    await waitUntil(() => state(el) === 'done', 'the upload never finished', { timeout: 5000 });
    expect(partText(el, 'upload-text')).to.equal('diagram.png (12 Bytes) uploaded');
    const success = oneEvent(el, 'sqs-form-success');
    clickSubmit(el);
    const { detail } = await success;
    const id = detail.values.attachment as string;
    expect(id).to.match(/^[\w-]{22}$/);
    const stored = await storedSubmissions('with-file');
    expect(JSON.parse(stored.at(-1)!.form)).to.deep.equal({ name: 'Grace', attachment: id });
  });
});

describe('formatFileSize', () => {
  it('counts in units of 1024 from Bytes to YB, in the locale’s number format', () => {
    expect(formatFileSize(0)).to.equal('0 Bytes');
    expect(formatFileSize(1023)).to.equal('1,023 Bytes');
    expect(formatFileSize(1024)).to.equal('1 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).to.equal('1.5 MB');
    expect(formatFileSize(2_000_000)).to.equal('1.91 MB');
    expect(formatFileSize(1024 ** 8)).to.equal('1 YB');
    expect(formatFileSize(1024 ** 9)).to.equal('1,024 YB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'de')).to.equal('1,5 MB');
    expect(formatFileSize(Number.NaN)).to.equal('0 Bytes');
    expect(formatFileSize(1024, 'not a locale!')).to.equal('1 KB');
  });
});

describe('file field definition', () => {
  it('keeps the extensions and MIME types of accept and clamps maxSize, never throwing on hostile input', () => {
    const read = (file: Record<string, unknown>) =>
      readDefinition({ fields: [{ id: 'f', type: 'file', label: 'File', ...file }] }).definition.fields[0]!;
    expect(read({ accept: ['.PDF', 'image/*', 1, '<script>', 'image/png'], maxSize: '5' })).to.include({ maxSize: 5 });
    expect(read({ accept: ['.PDF', 'image/*', 1, '<script>', 'image/png'] }).accept).to.deep.equal([
      '.pdf',
      'image/*',
      'image/png',
    ]);
    expect(read({ accept: '.jpg, .png' }).accept).to.deep.equal(['.jpg', '.png']);
    expect(read({ accept: { length: 1e9 } }).accept).to.deep.equal([]);
    expect(read({}).maxSize).to.equal(10);
    expect(read({ maxSize: 'lots' }).maxSize).to.equal(10);
    expect(read({ maxSize: 1e12 }).maxSize).to.equal(100);
    expect(read({ maxSize: -1 }).maxSize).to.equal(0.001);
    expect(readDefinition({ fields: [{ id: 'f', type: 'file', maxSize: {} }] }).problems).to.include(
      'fields[0].maxSize is not a number',
    );
  });

  it('names the one kind of file a field takes in the unsupported-type message, with its trailing space', () => {
    expect(fileTypeMessage(['.pdf'])).to.equal('PDF ');
    expect(fileTypeMessage(['.pdf', 'application/pdf'])).to.equal('PDF ');
    expect(fileTypeMessage(['image/*'])).to.equal('image ');
    expect(fileTypeMessage(['.jpg', 'image/jpeg'])).to.equal('JPEG ');
    expect(fileTypeMessage(['.pdf', '.png'])).to.equal('');
    expect(fileTypeMessage([])).to.equal('');
  });
});
