import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { request } from '../../runtime/data-layer.js';
import { MASKED_FIELD } from '../../runtime/validation.js';

/** One field of an entry's details form as the commerce API sends it. */
export interface DetailsField {
  name: string;
  label: string;
  required?: boolean;
  maxLength?: number;
  value?: string;
}

/** What the API found wrong with a field's answer. */
export type FieldProblem = 'required' | 'too-long';

/** What an entry's details form needs. */
export interface EntryDetailsBindings {
  /** The id of the entry whose form is open, or null. */
  openId: string | number | null;
  fields: DetailsField[];
  /** What the visitor typed, by field name. */
  values: Record<string, string>;
  /** The fields whose stored answer the server masks (a secret): shown empty, kept unless something is typed. */
  masked: ReadonlySet<string>;
  /** The problem of each field the latest save was refused for. */
  problems: Record<string, FieldProblem>;
  /** The form's failure message, or ''. */
  formError: string;
  /** The form element, whose fields get the focus. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Opens the form of the entry at `path` (its opener gets the focus back when it closes), or closes it. */
  toggle: (id: string | number, path: string, opener: HTMLElement) => void;
  close: () => void;
  change: (name: string, value: string) => void;
  save: () => void;
}

/** The messages the details form says: which of the cart's ids stand for each failure. */
export interface DetailsMessages {
  openFailed: () => void;
  updateFailed: () => string;
  missing: () => string;
}

/**
 * Opens, fills and saves one entry's details form at a time: `GET {path}/details` gives its fields and answers, and
 * Save sends `PUT {path}/details` with what was typed. A 400 naming fields marks them and says `missing`; any other
 * failure says `updateFailed`; what was typed stays either way. A saved form closes and hands the cart entity the
 * server answered to `accept`. An answer the server masks (`__MASKED_FIELD__`, a stored secret) is never shown: its
 * field starts empty, and Save sends the mask back while it stays empty, so the server keeps what it stored. Focus goes to the first field on open, to the first refused one after a 400, and back
 * to the opener on close.
 */
export function useEntryDetails(messages: DetailsMessages, accept: (entity: unknown) => void): EntryDetailsBindings {
  const [openId, setOpenId] = useState<string | number | null>(null);
  const [fields, setFields] = useState<DetailsField[]>([]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [masked, setMasked] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [formError, setFormError] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const path = useRef('');
  const opener = useRef<HTMLElement | null>(null);
  const busy = useRef(false);
  // Where the focus goes once the change shown has rendered.
  const focus = useRef<'field' | 'opener' | null>(null);

  useEffect(() => {
    const target = focus.current;
    if (!target) return;
    focus.current = null;
    const form = formRef.current;
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector('input');
    (target === 'field' ? field : opener.current)?.focus();
  });

  const close = useCallback(() => {
    setOpenId(null);
    focus.current = 'opener';
  }, []);

  const toggle = useCallback(
    (id: string | number, entryPath: string, from: HTMLElement) => {
      if (openId === id) return close();
      opener.current = from;
      path.current = `${entryPath}/details`;
      setOpenId(null);
      request<{ fields?: DetailsField[] }>('GET', path.current).then(({ fields = [] }) => {
        setFields(fields);
        const secret = new Set(fields.filter((f) => f.value === MASKED_FIELD).map((f) => f.name));
        setMasked(secret);
        setValues(Object.fromEntries(fields.map((f) => [f.name, secret.has(f.name) ? '' : (f.value ?? '')])));
        setProblems({});
        setFormError('');
        setOpenId(id);
        focus.current = 'field';
      }, messages.openFailed);
    },
    [close, messages, openId],
  );

  const save = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    const kept = [...masked].filter((name) => !values[name]).map((name) => [name, MASKED_FIELD]);
    request('PUT', path.current, { json: { ...values, ...Object.fromEntries(kept) } }).then(
      (entity) => {
        busy.current = false;
        accept(entity);
        close();
      },
      (error: { status?: number; body?: { fields?: Record<string, FieldProblem> } }) => {
        busy.current = false;
        const refused = error.status === 400 ? error.body?.fields : undefined;
        setProblems(refused ?? {});
        setFormError(refused ? messages.missing() : messages.updateFailed());
        if (refused) focus.current = 'field';
      },
    );
  }, [accept, close, masked, messages, values]);

  const change = useCallback((name: string, value: string) => setValues((v) => ({ ...v, [name]: value })), []);

  return { openId, fields, values, masked, problems, formError, formRef, toggle, close, change, save };
}
