import { useCallback, useEffect, useRef, useState } from 'react';
import { loadChunk, warnChunkFailure } from '../../../runtime/load-chunk.js';
import type { FormField } from './definition.js';
import type { Upload } from './upload.js';
import type { FieldError, FormErrors } from './validate.js';

/** Where the file of a file field is: being sent, stored, failed, or stopped by the visitor. */
export interface UploadState {
  /** The phase. */
  phase: 'uploading' | 'done' | 'failed' | 'cancelled';
  /** The chosen file's name. */
  fileName: string;
  /** The part sent, 0 to 1, while uploading. */
  progress: number;
  /** The stored file's size as shown (units of 1024), once done. */
  size: string;
  /** The problem, once failed or cancelled. */
  error?: FieldError;
}

/** What an upload needs of its field: its id, and the checks of its file (size and types). */
export type UploadField = Pick<FormField, 'id' | 'accept' | 'maxSize'>;

/** What the form needs of its file fields' uploads. */
export interface Uploads {
  /** The state of each file field that has a file, by field id. */
  states: Record<string, UploadState>;
  /** Takes the file chosen for `field` (none clears it): checks it, then uploads it at once. */
  choose(field: UploadField, file: File | undefined): void;
  /** Stops the upload of field `id`. */
  cancel(id: string): void;
  /** Returns the problems that keep the form from being sent: an upload still running or failed. */
  blockers(): FormErrors;
}

/** One file chosen in a field: its upload once started, and whether the visitor cancelled it. */
interface Choice {
  upload?: Upload;
  cancelled?: boolean;
}

/** Loads the checks and the sender of uploads: a chunk of their own, fetched only by forms with a file field. */
const loadUpload = () =>
  loadChunk('upload', async () => ({ ...(await import('./upload.js')), ...(await import('./file-size.js')) }));

/**
 * Returns the uploads of a form's file fields: a file is checked as it is chosen (size and type, spec 001 §5) and
 * then sent; `setValue(id, uploadId)` gives the field the stored file's id, and '' while there is none. Uploads
 * still running when the form goes away are stopped. `hasFiles` (the form has a file field) loads the upload code
 * ahead of the first choice; `path` is the API path files go to (the form uploads' by default).
 */
export function useUploads(
  hasFiles: boolean,
  locale: string,
  setValue: (id: string, value: string) => void,
  path?: string,
): Uploads {
  const [states, setStates] = useState<Record<string, UploadState>>({});
  // The current choice of each field; a newer choice, a cancel or the form going away makes an older one stale.
  const choices = useRef(new Map<string, Choice>());
  const set = useCallback(
    (id: string, state: UploadState | undefined) =>
      setStates((previous) => {
        const next = { ...previous };
        if (state) next[id] = state;
        else delete next[id];
        return next;
      }),
    [],
  );

  useEffect(() => {
    if (hasFiles) loadUpload().catch(warnChunkFailure);
  }, [hasFiles]);

  useEffect(() => {
    const current = choices.current;
    return () => {
      for (const choice of current.values()) choice.upload?.cancel();
      current.clear();
    };
  }, []);

  const choose = useCallback(
    (field: UploadField, file: File | undefined) => {
      const { id } = field;
      choices.current.get(id)?.upload?.cancel();
      choices.current.delete(id);
      setValue(id, '');
      if (!file) return set(id, undefined);
      const choice: Choice = {};
      choices.current.set(id, choice);
      const base = { fileName: file.name, progress: 0, size: '' };
      const live = () => choices.current.get(id) === choice;
      set(id, { ...base, phase: 'uploading' });
      loadUpload().then(({ checkFile, formatFileSize, uploadFile }) => {
        if (!live()) return;
        // Cancelled before the upload code arrived: nothing was sent.
        if (choice.cancelled) {
          choices.current.delete(id);
          return set(id, { ...base, phase: 'cancelled', error: { key: 'upload.cancelled' } });
        }
        const error = checkFile(field, file, locale);
        if (error) {
          choices.current.delete(id);
          return set(id, { ...base, phase: 'failed', error });
        }
        const upload = (choice.upload = uploadFile(
          file,
          (progress) => {
            if (live()) set(id, { ...base, phase: 'uploading', progress });
          },
          path,
        ));
        void upload.result.then((result) => {
          if (!live()) return;
          choices.current.delete(id);
          if (result.ok) {
            set(id, { ...base, phase: 'done', progress: 1, size: formatFileSize(result.size, locale) });
            setValue(id, result.id);
          } else {
            const phase = result.error.key === 'upload.cancelled' ? 'cancelled' : 'failed';
            set(id, { ...base, phase, error: result.error });
          }
        });
      }, warnChunkFailure);
    },
    [locale, set, setValue, path],
  );

  const cancel = useCallback((id: string) => {
    const choice = choices.current.get(id);
    if (!choice) return;
    choice.cancelled = true;
    choice.upload?.cancel();
  }, []);

  const blockers = (): FormErrors => {
    const errors: FormErrors = {};
    for (const [id, state] of Object.entries(states)) {
      if (state.phase === 'uploading') errors[id] = { key: 'upload.busy', values: { fileName: state.fileName } };
      else if (state.phase === 'failed' && state.error) errors[id] = state.error;
    }
    return errors;
  };

  return { states, choose, cancel, blockers };
}
