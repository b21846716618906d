import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { apiUrl } from '../../runtime/context.js';
import { request, type DataLayerError } from '../../runtime/data-layer.js';
import { Limits } from '../../runtime/enums.js';
import { checkFileName } from '../../runtime/validation.js';
import { emit } from '../shared/emit.js';
import { formatFileSize } from '../shared/forms/file-size.js';
import forms from '../shared/forms/forms.en.js';
import { useUploads, type UploadState } from '../shared/forms/useUploads.js';
import { useRequest } from '../shared/hooks/useRequest.js';
import { localeOf } from '../shared/messages.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import english from './file-manager.en.js';
import type { SqsFileManagerElement } from './file-manager.element.js';

/** The owner file store of the API. */
export const FILES_PATH = '/api/owner/files';

/** One of the owner's files, as the list shows it. */
export interface OwnerFile {
  id: string;
  name: string;
  /** Its MIME type. */
  type: string;
  /** Its size in bytes. */
  size: number;
  /** When it was uploaded (ISO 8601), '' when unknown. */
  uploadedOn: string;
  /** Where it is served, under the API base. */
  url: string;
}

/** The owner's files and the store's limits, as `GET /api/owner/files` answers. */
export interface FileList {
  files: OwnerFile[];
  usedBytes: number;
  /** The largest file, the room of all files (bytes), the longest name and the types taken (`accept` entries). */
  limits: { maxFileBytes: number; quotaBytes: number; maxNameLength: number; accept: string[] };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: unknown): number => (typeof value === 'number' && value >= 0 ? value : 0);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Returns the file of an untrusted list entry, or undefined when it lacks an id, a name or an API address. */
function readFile(json: unknown): OwnerFile | undefined {
  if (!isObject(json) || !text(json.id) || !text(json.name)) return undefined;
  let url: string;
  try {
    url = apiUrl(text(json.url));
  } catch {
    return undefined;
  }
  const { id, name } = json as { id: string; name: string };
  return { id, name, type: text(json.type), size: count(json.size), uploadedOn: text(json.uploadedOn), url };
}

/** Reads the store's answer (untrusted): its files, the bytes they take and its limits. */
export function readFileList(body: unknown): FileList {
  const page = isObject(body) ? body : {};
  const limits = isObject(page.limits) ? page.limits : {};
  const types = isObject(limits.types) ? limits.types : {};
  return {
    files: (Array.isArray(page.files) ? page.files : []).flatMap((f) => readFile(f) ?? []),
    usedBytes: count(page.usedBytes),
    limits: {
      maxFileBytes: count(limits.maxFileBytes),
      quotaBytes: count(limits.quotaBytes),
      maxNameLength: count(limits.maxNameLength),
      accept: Object.entries(types).flatMap(([type, extensions]) => [
        type,
        ...(Array.isArray(extensions) ? extensions.filter((e) => typeof e === 'string').map((e) => `.${e}`) : []),
      ]),
    },
  };
}

/** Returns the extension of `name` with its dot ('.pdf'), or ''. */
const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
};

/** Where the file manager is: reflected as the host's `data-state`. */
export type FileManagerState = 'loading' | 'sign-in' | 'failed' | 'ready';

/** The file being renamed in its row. */
export interface Renaming {
  id: string;
  /** The name typed, without the extension. */
  value: string;
  /** The extension kept, with its dot. */
  extension: string;
  /** The longest name that may be typed. */
  maxLength: number;
  /** The problem shown under the field. */
  error: string;
  pending: boolean;
}

/** One row of Existing Files, ready to render. */
export interface FileRow extends OwnerFile {
  /** Size, type and date as shown. */
  shownSize: string;
  shownType: string;
  shownDate: string;
  onChoose(): void;
  onRename(): void;
  onDelete(): void;
}

/** What `FileManager.tsx` needs to render. */
export interface FileManagerBindings {
  state: FileManagerState;
  busy: boolean;
  pick: boolean;
  t: Translate<typeof english>;
  f: Translate<typeof forms>;
  rows: FileRow[];
  /** 'x of y used', once the limits are known. */
  usage: string;
  accept: string;
  upload: UploadState | undefined;
  /** The problem shown above the table ('' for none), and the result announced ('' for none). */
  problem: string;
  announcement: string;
  renaming: Renaming | undefined;
  retry(): void;
  onFile(event: { currentTarget: HTMLInputElement }): void;
  onCancelUpload(): void;
  onRenameInput(value: string): void;
  onRenameSubmit(event: FormEvent): void;
  onRenameCancel(): void;
}

/** The one upload the manager runs, as the form upload machinery names a field. */
const UPLOAD_ID = 'file';

/** Returns a date formatter for `locale` (English when it is no locale tag). */
function dateFormat(locale: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
  }
}

/**
 * Returns the file manager's bindings: the owner's files from the API, the upload through the form upload machinery
 * (checked for size, type and room first), the rename in a row, the delete after a confirmation, the pick, and the
 * state, problem and announcement of each.
 */
export function useFileManager(host: SqsFileManagerElement, mode: 'manage' | 'pick'): FileManagerBindings {
  const t = useMessages(host, english);
  const f = useMessages(host, forms);
  const locale = localeOf(host);
  const list = useRequest(FILES_PATH, { parse: readFileList });
  const [problem, setProblem] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [renaming, setRenaming] = useState<Renaming>();
  // An upload or a rename just changed the store: a list that then fails to load says so.
  const changed = useRef(false);
  const limits = list.data?.limits;
  const { refetch } = list;

  const changedBy = useCallback(
    (action: 'upload' | 'rename' | 'delete', id: string) => {
      changed.current = action !== 'delete';
      refetch();
      emit(host, 'sqs-file-manager-change', { action, id });
    },
    [host, refetch],
  );
  const uploaded = useCallback((_: string, id: string) => id && changedBy('upload', id), [changedBy]);
  const uploads = useUploads(true, locale, uploaded, FILES_PATH);
  const upload = uploads.states[UPLOAD_ID];
  const { choose } = uploads;
  /** Clears the last upload's result and any problem shown, as another action starts (a running upload goes on). */
  const clearResults = useCallback(() => {
    setProblem('');
    setAnnouncement('');
    if (upload && upload.phase !== 'uploading') choose({ id: UPLOAD_ID }, undefined);
  }, [upload, choose]);

  const error = list.error as DataLayerError | undefined;
  const state: FileManagerState =
    list.state === 'failed' && error?.kind === 'login-required'
      ? 'sign-in'
      : list.state === 'failed' && !list.data
        ? 'failed'
        : list.data
          ? 'ready'
          : 'loading';
  useLayoutEffect(() => {
    host.dataset.state = state;
  }, [host, state]);
  useEffect(() => {
    if (list.state === 'success') changed.current = false;
    else if (list.state === 'failed' && changed.current) setProblem(f('upload.rename-or-upload-problem'));
  }, [list.state, f]);

  // What takes focus once rendered: the name field as it opens, the Rename button as it closes.
  const focusNext = useRef('');
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    const target = focusNext.current && host.shadowRoot?.querySelector<HTMLElement>(focusNext.current);
    if (!target) return;
    focusNext.current = '';
    target.focus();
  });
  /** Focuses the first element matching `selector` in the shadow root once it is rendered. */
  const focusSoon = useCallback((selector: string) => {
    focusNext.current = selector;
    setFocusRequest((n) => n + 1);
  }, []);
  void focusRequest;

  const onFile = (event: { currentTarget: HTMLInputElement }) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after a failure.
    input.value = '';
    if (!file || !limits) return;
    setProblem('');
    setAnnouncement('');
    const free = limits.quotaBytes - (list.data?.usedBytes ?? 0);
    const field = { id: UPLOAD_ID, accept: limits.accept, maxSize: limits.maxFileBytes / Limits.bytesPerMb };
    // Too large or of a type the store refuses: the machinery says so. Else a file past the room left is refused here.
    if (limits.quotaBytes > 0 && file.size > free && file.size <= limits.maxFileBytes) {
      uploads.choose(field, undefined);
      setProblem(
        t('file-manager.no-room', {
          fileName: file.name,
          free: formatFileSize(Math.max(free, 0), locale),
          quota: formatFileSize(limits.quotaBytes, locale),
        }),
      );
      return;
    }
    uploads.choose(field, file);
  };

  const startRename = useCallback(
    (file: OwnerFile) => {
      const extension = extensionOf(file.name);
      const value = file.name.slice(0, file.name.length - extension.length);
      const maxLength = (limits?.maxNameLength || 100) - [...extension].length;
      setRenaming({ id: file.id, value, extension, maxLength, error: '', pending: false });
      clearResults();
      focusSoon('[part~="rename-input"]');
    },
    [limits, focusSoon, clearResults],
  );
  const endRename = (id: string) => {
    setRenaming(undefined);
    focusSoon(`[data-id="${CSS.escape(id)}"] [part~="rename"]`);
  };
  const onRenameSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming || renaming.pending) return;
    const check = checkFileName(renaming.value);
    if (!check.ok) {
      setRenaming({ ...renaming, error: f(check.key) });
      focusSoon('[part~="rename-input"]');
      return;
    }
    const name = renaming.value.trim() + renaming.extension;
    const { id } = renaming;
    setRenaming({ ...renaming, pending: true, error: '' });
    request('PUT', `${FILES_PATH}/${encodeURIComponent(id)}`, { json: { name } }).then(
      () => {
        setAnnouncement(t('file-manager.renamed', { fileName: name }));
        endRename(id);
        changedBy('rename', id);
      },
      () => {
        setRenaming((current) => current && { ...current, pending: false, error: f('upload.rename-problem') });
        focusSoon('[part~="rename-input"]');
      },
    );
  };

  const remove = useCallback(
    (file: OwnerFile) => {
      clearResults();
      // The dialog's code is fetched on the first delete, not with the manager.
      void import('../dialog/dialogs.js')
        .then(({ showConfirm }) =>
          showConfirm({
            heading: t('file-manager.delete'),
            message: t('file-manager.confirm-delete', { fileName: file.name }),
            confirmText: t('file-manager.delete'),
          }),
        )
        .then((result) => {
          if (result !== 'confirm') return;
          return request('DELETE', `${FILES_PATH}/${encodeURIComponent(file.id)}`).then(() => {
            setAnnouncement(t('file-manager.deleted', { fileName: file.name }));
            // The row and its button go: focus goes back to the upload field, at the top of the manager.
            focusSoon('input[type="file"]');
            changedBy('delete', file.id);
          });
        })
        .catch(() => setProblem(t('common.something-went-wrong')));
    },
    [t, focusSoon, changedBy, clearResults],
  );

  const format = useMemo(() => dateFormat(locale), [locale]);
  const rows = useMemo(
    () =>
      (list.data?.files ?? []).map((file): FileRow => {
        const date = new Date(file.uploadedOn);
        return {
          ...file,
          shownSize: formatFileSize(file.size, locale),
          shownType: extensionOf(file.name).slice(1).toUpperCase() || file.type,
          shownDate: Number.isNaN(date.getTime()) ? '' : format.format(date),
          onChoose: () =>
            emit(host, 'sqs-file-manager-pick', { url: file.url, name: file.name, size: file.size, type: file.type }),
          onRename: () => startRename(file),
          onDelete: () => remove(file),
        };
      }),
    [list.data, locale, format, host, startRename, remove],
  );

  return {
    state,
    busy: list.state === 'pending',
    pick: mode === 'pick',
    t,
    f,
    rows,
    usage: limits?.quotaBytes
      ? t('file-manager.usage', {
          used: formatFileSize(list.data!.usedBytes, locale),
          quota: formatFileSize(limits.quotaBytes, locale),
        })
      : '',
    accept: limits?.accept.join(',') ?? '',
    upload,
    problem,
    announcement,
    renaming,
    retry: () => {
      setProblem('');
      refetch();
    },
    onFile,
    onCancelUpload: () => uploads.cancel(UPLOAD_ID),
    onRenameInput: (value) => setRenaming((current) => current && { ...current, value, error: '' }),
    onRenameSubmit,
    onRenameCancel: () => renaming && endRename(renaming.id),
  };
}
