import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { DataLayerError, request, type DataLayerTransport } from '../../runtime/data-layer.js';
// Types only: the event the runtime's editor broadcast dispatches (the element never loads the relay).
import type { EditorBroadcastDetail } from '../../runtime/editor-broadcast.js';
import { emit } from '../shared/emit.js';
import { useRequest } from '../shared/hooks/useRequest.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import english from './code-editor.en.js';
import {
  CODE_REGIONS,
  type CodeEditorChangeDetail,
  type CodeRegion,
  type SqsCodeEditorElement,
} from './code-editor.element.js';

/** The reference API's site header and footer; the injected code is `code` in each. */
const PATH = '/api/site-header-footer';

/** The site's header and footer as the API answers them. */
interface HeaderFooter {
  header: Record<string, unknown>;
  footer: Record<string, unknown>;
}

/** Where saving is. */
type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** One region's editor, ready to spread. */
export interface CodeField {
  region: CodeRegion;
  label: string;
  /** The line numbers shown beside the code, one a line. */
  lines: string;
  textareaProps: {
    id: string;
    value: string;
    readOnly: boolean;
    rows: number;
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
    'aria-describedby'?: string;
  };
}

/** What `CodeEditor` renders. */
export interface UseCodeEditor {
  t: Translate<typeof english>;
  android: boolean;
  noticeId: string;
  fields: CodeField[];
  busy: boolean;
  /** Whether the Save button is offered (not on Android) and usable (the code loaded, nothing saving). */
  canSave: boolean;
  status: string;
  error: string;
  /** Loads the code again after it failed to load. */
  retry?: () => void;
  onSubmit: (event: FormEvent) => void;
}

/** Returns the API's answer as header and footer objects, or throws when it is not that shape. */
function parse(body: unknown): HeaderFooter {
  const { header, footer } = (body ?? {}) as Partial<HeaderFooter>;
  const object = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!object(header) || !object(footer)) throw new Error(`${PATH} answered no header and footer`);
  return { header, footer };
}

/** Returns the code saved in each region (text only; anything else is none). */
function codeOf(data: HeaderFooter): CodeEditorChangeDetail {
  const text = (v: unknown): string => (typeof v === 'string' ? v : '');
  return { header: text(data.header.code), footer: text(data.footer.code) };
}

/** Returns the text shown for a failed request: the owner sign-in need, a lost connection, or the general failure. */
function failure(t: Translate<typeof english>, error: unknown, loading: boolean): string {
  if (error instanceof DataLayerError && error.kind === 'login-required') return t('code-editor.sign-in');
  if (error instanceof DataLayerError && error.kind === 'connection') return t('common.network-error');
  return t(loading ? 'common.unable-to-load-try-again' : 'common.something-went-wrong');
}

/**
 * Returns the editor's state and prop bags: the code loaded from the API, edited per region, saved with the other
 * header and footer fields kept, `sqs-code-editor-change` after a save, a reload when another tab saved (unless this
 * one has unsaved edits), read-only on Android.
 */
export function useCodeEditor(host: SqsCodeEditorElement): UseCodeEditor {
  const t = useMessages(host, english);
  const id = useId();
  const [android] = useState(() => /Android/i.test(host.userAgent ?? navigator.userAgent));
  const { fetcher } = host;
  const transport: DataLayerTransport | undefined = fetcher && {
    fetch: (url, init) => fetcher(url, init),
    beacon: () => false,
  };
  const loaded = useRequest<HeaderFooter>(PATH, { parse, transport });
  // The last header and footer the API answered (loaded or saved): what a save keeps beside the code.
  const [base, setBase] = useState<HeaderFooter>();
  const [draft, setDraft] = useState<CodeEditorChangeDetail>({ header: '', footer: '' });
  const [save, setSave] = useState<{ state: SaveState; error?: unknown }>({ state: 'idle' });
  const dirty = base !== undefined && (['header', 'footer'] as const).some((r) => draft[r] !== codeOf(base)[r]);

  useEffect(() => {
    if (loaded.state !== 'success' || !loaded.data || dirty) return;
    setBase(loaded.data);
    setDraft(codeOf(loaded.data));
    // A load replaces the draft only when it has no unsaved edits (read when the answer arrives).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded.data, loaded.state]);

  // Another tab of the owner saved (the runtime's editor broadcast): show its code unless this one has edits.
  const { refetch } = loaded;
  useEffect(() => {
    const onBroadcast = ({ detail }: CustomEvent<EditorBroadcastDetail>): void => {
      if (detail.type === 'sqs-code-editor-change' && !dirty) refetch();
    };
    document.addEventListener('sqs-editor-broadcast', onBroadcast);
    return () => document.removeEventListener('sqs-editor-broadcast', onBroadcast);
  }, [dirty, refetch]);

  const ready = base !== undefined;
  const saving = save.state === 'saving';
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    if (android || !base || saving) return;
    setSave({ state: 'saving' });
    const json = { header: { ...base.header, code: draft.header }, footer: { ...base.footer, code: draft.footer } };
    request('PUT', PATH, { json }, transport)
      .then(parse)
      .then(
        (answer) => {
          setBase(answer);
          setSave({ state: 'saved' });
          emit(host, 'sqs-code-editor-change', codeOf(answer));
        },
        (error: unknown) => setSave({ state: 'failed', error }),
      );
  };

  const noticeId = `${id}-notice`;
  const fields = CODE_REGIONS.map((region): CodeField => {
    const value = draft[region];
    const count = value.split('\n').length;
    return {
      region,
      label: t(`code-editor.${region}`),
      lines: Array.from({ length: count }, (_, i) => i + 1).join('\n'),
      textareaProps: {
        id: `${id}-${region}`,
        value,
        readOnly: android || !ready || saving,
        // The text area grows with its lines, so the numbers beside it scroll with it in one box; one line more
        // leaves room for the scroll bar of a long line.
        rows: Math.max(count + 1, 6),
        onChange: (event) => {
          const text = event.currentTarget.value;
          setDraft((d) => ({ ...d, [region]: text }));
          if (save.state !== 'saving') setSave({ state: 'idle' });
        },
        ...(android ? { 'aria-describedby': noticeId } : {}),
      },
    };
  });

  const loadFailed = loaded.state === 'failed' && !ready;
  return {
    t,
    android,
    noticeId,
    fields,
    busy: !ready && !loadFailed,
    canSave: ready && !saving,
    status:
      !ready && !loadFailed
        ? t('code-editor.loading')
        : saving
          ? t('code-editor.saving')
          : save.state === 'saved'
            ? t('code-editor.saved')
            : '',
    error: loadFailed ? failure(t, loaded.error, true) : save.state === 'failed' ? failure(t, save.error, false) : '',
    retry: loadFailed ? loaded.refetch : undefined,
    onSubmit,
  };
}
