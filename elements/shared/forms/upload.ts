/**
 * The file of a file field (spec 001 §5 "Upload", §8 "Files"): checked when the visitor chooses it, then sent at once
 * to `POST /api/form/UploadFile` with XMLHttpRequest (its upload progress drives the field's progress bar); the
 * form submits the upload id the server answers.
 *
 * How each way an upload can end reads (spec 001 §8 "Files"):
 * - no connection, a connection lost or aborted by the browser, a 5xx → 'File upload failed to complete';
 * - 422 (the server could not process what arrived) → 'File processing failed';
 * - no answer within `UPLOAD_TIMEOUT_MS` → 'File processing failed to complete';
 * - the visitor's cancel button → 'File processing cancelled';
 * - any other error status (400, 401 after the crumb retry, 403, 404, 413, 415, 429) → 'Error uploading';
 * - a success answer without an upload id → 'There was a problem while uploading your file.'
 * The catalogue's two renaming messages belong to a step a form's file field does not have: renaming a stored file,
 * as the owner's file manager does (it sends its files here too, to its own path).
 */
import { apiUrl, isPageOrigin, isTrustedOrigin } from '../../../runtime/context.js';
import { CSRF_HEADER } from '../../../runtime/data-layer.js';
import { getCookie, setCookie } from '../../../runtime/lib/cookies.js';
import { Limits } from '../../../runtime/enums.js';
import type { FormField } from './definition.js';
import { formatFileSize } from './file-size.js';
import type { FieldError } from './validate.js';

/** The API path files are sent to. */
export const UPLOAD_PATH = '/api/form/UploadFile';

/** How long an upload may take, answer included (then 'File processing failed to complete'). */
export const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

/** How an upload ended: the stored file's id, name and size, or the problem to show. */
export type UploadResult = { ok: true; id: string; name: string; size: number } | { ok: false; error: FieldError };

/** An upload under way: its result, and the visitor's way to stop it. */
export interface Upload {
  /** Resolves when the upload ends; never rejects. */
  result: Promise<UploadResult>;
  /** Stops the upload; the result is then 'File processing cancelled'. */
  cancel(): void;
}

/** Returns whether `file` is one of the types `accept` lists (by MIME type or by name); an empty list takes any. */
export function isAccepted(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (!accept.length) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((entry) =>
    entry.startsWith('.')
      ? name.endsWith(entry)
      : entry.endsWith('/*')
        ? type.startsWith(entry.slice(0, -1))
        : type === entry,
  );
}

/**
 * Returns the `{fileTypeMessage}` of the unsupported-type message: the name of the one kind of file `accept` takes,
 * with the trailing space the message leaves for it ('PDF ' for `.pdf` or `application/pdf`, 'image ' for
 * `image/*`), or '' when it takes several kinds ('…a supported file.').
 */
export function fileTypeMessage(accept: readonly string[]): string {
  const names = new Set(
    accept.map((entry) => {
      if (entry.startsWith('.')) return entry.slice(1).toUpperCase();
      const [family, sub = ''] = entry.split('/');
      if (sub === '*') return family!;
      return sub
        .replace(/^(x-|vnd\.)/, '')
        .split('+')[0]!
        .toUpperCase();
    }),
  );
  if (names.has('JPG')) names.add('JPEG').delete('JPG');
  return names.size === 1 ? `${[...names][0]} ` : '';
}

/** Returns the problem with choosing `file` for `field` (too large, or not a type it takes), or undefined. */
export function checkFile(
  field: Pick<FormField, 'accept' | 'maxSize'>,
  file: File,
  locale: string,
): FieldError | undefined {
  const maxSize = field.maxSize ?? 0;
  if (maxSize > 0 && file.size > maxSize * Limits.bytesPerMb)
    return {
      key: 'upload.too-large',
      values: { fileName: file.name, maxSize: formatFileSize(maxSize * Limits.bytesPerMb, locale) },
    };
  if (!isAccepted(file, field.accept ?? []))
    return {
      key: 'upload.unsupported',
      values: { fileName: file.name, fileTypeMessage: fileTypeMessage(field.accept ?? []) },
    };
  return undefined;
}

/** What one request ended with: an answer, or the problem when there was none. */
type Answer = { status: number; body: Record<string, unknown> } | { error: FieldError['key'] };

/**
 * Sends `file` to the upload endpoint (`path`, the form uploads' by default) and calls `onProgress` with the part sent
 * (0 to 1) as it goes. The crumb goes
 * in the `X-CSRF-Token` header, and cookies with it, only to the page's origin or a trusted API base; a crumbFail
 * answer sets the crumb (from the page's own origin only) and is retried once, as the data layer does.
 */
export function uploadFile(file: File, onProgress: (sent: number) => void, path = UPLOAD_PATH): Upload {
  const url = apiUrl(path);
  const trusted = isTrustedOrigin(url);
  let request: XMLHttpRequest | undefined;
  let cancelled = false;
  const send = (crumb: string | undefined) =>
    new Promise<Answer>((resolve) => {
      const xhr = (request = new XMLHttpRequest());
      xhr.open('POST', url);
      xhr.withCredentials = trusted;
      xhr.timeout = UPLOAD_TIMEOUT_MS;
      xhr.setRequestHeader('accept', 'application/json');
      xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
      xhr.setRequestHeader('x-file-name', encodeURIComponent(file.name));
      if (crumb) xhr.setRequestHeader(CSRF_HEADER, crumb);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = undefined;
        }
        resolve({
          status: xhr.status,
          body: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {},
        });
      };
      xhr.onerror = () => resolve({ error: 'upload.failed-to-complete' });
      xhr.onabort = () => resolve({ error: cancelled ? 'upload.cancelled' : 'upload.failed-to-complete' });
      // The spec does not say when 'File processing failed to complete' applies (docs/deviations.md#upload-time-out).
      xhr.ontimeout = () => resolve({ error: 'upload.processing-incomplete' });
      xhr.send(file);
    });

  const run = async (): Promise<UploadResult> => {
    let answer = await send(trusted ? getCookie('crumb') : undefined);
    if ('status' in answer && answer.status === 401 && answer.body.crumbFail) {
      const crumb = typeof answer.body.crumb === 'string' ? answer.body.crumb : undefined;
      if (crumb && isPageOrigin(url)) setCookie('crumb', crumb);
      if (!cancelled) answer = await send(trusted ? crumb : undefined);
    }
    if (cancelled) return { ok: false, error: { key: 'upload.cancelled' } };
    if ('error' in answer) return { ok: false, error: { key: answer.error } };
    const { status, body } = answer;
    if (status >= 200 && status < 300) {
      if (typeof body.id !== 'string' || !body.id) return { ok: false, error: { key: 'upload.upload-problem' } };
      const size = Number(body.size);
      return {
        ok: true,
        id: body.id,
        name: typeof body.name === 'string' ? body.name : file.name,
        size: size >= 0 ? size : file.size,
      };
    }
    if (status === 0 || status >= 500) return { ok: false, error: { key: 'upload.failed-to-complete' } };
    return { ok: false, error: { key: status === 422 ? 'upload.processing-failed' : 'upload.error' } };
  };

  return {
    result: run(),
    cancel() {
      cancelled = true;
      request?.abort();
    },
  };
}
