import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from 'react';
import { recordFormRender } from '../../../runtime/census.js';
import { getSiteContext, redirectOriginAllowed } from '../../../runtime/context.js';
import type { Transport } from '../../../runtime/transport.js';
import { emit } from '../emit.js';
import { localeOf } from '../messages.js';
import { useMessages } from '../use-messages.js';
import { warnOnce } from '../warn.js';
import english from './forms.en.js';
import { captchaSize, loadCaptcha, type CaptchaProvider } from './captcha.js';
import { partsOf, type FormDefinition, type FormField } from './definition.js';
import { DRAFT_MAX_AGE, draftKey, draftStore, draftValues } from './draft.js';
import { submitForm, type SubmissionInfo } from './submit.js';
import { useUploads, type UploadState } from './useUploads.js';
import {
  coerceValue,
  emptyValue,
  initialValues,
  scrollHint,
  submittedValues,
  validateField,
  validateForm,
  type FieldError,
  type FieldUpdate,
  type FieldValue,
  type FormErrors,
  type FormValues,
} from './validate.js';
import { serverRender } from '../takeover.js';

/** Where the form is in spec 000 §4: idle, submitting (locked), or done (success shown). */
export type FormPhase = 'idle' | 'submitting' | 'success';

/** The captcha's state: none asked for (or no site key), loading, ready, or the provider did not load. */
export type CaptchaState = 'none' | 'loading' | 'ready' | 'missing';

/** What the form's markup needs. */
export interface FormController {
  /** Prefix of every id in the shadow root. */
  idPrefix: string;
  /** The current values by field id. */
  values: FormValues;
  /** Problems by field id, as text. */
  errors: Record<string, { message: string; part?: string }>;
  /** The whole-form message, if any. */
  formError: string;
  /** Where to scroll to see the first problem ('' when none). */
  hint: string;
  /** The phase. */
  phase: FormPhase;
  /** The captcha's state. */
  captcha: CaptchaState;
  /** The upload of each file field that has a file, by field id. */
  uploads: Record<string, UploadState>;
  /** Changes a field's value (the whole value of the field, or how to make it from its latest one). */
  setValue(id: string, update: FieldUpdate): void;
  /** Takes the file chosen in a file field (none clears it) and uploads it. */
  chooseFile(field: FormField, file: File | undefined): void;
  /** Stops the upload of file field `id`. */
  cancelUpload(id: string): void;
  /** The form's submit handler. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Ref callback of the form element. */
  formRef(node: HTMLFormElement | null): void;
  /** Ref callback of the captcha container. */
  captchaRef(node: HTMLDivElement | null): void;
}

/** Options of the controller: what is sent besides the values, and where. */
export interface FormOptions extends Omit<SubmissionInfo, 'captchaKey' | 'submitButtonText'> {
  /** The submit button's text as shown. */
  submitButtonText: string;
  /** Url of the captcha provider's script. */
  captchaScriptUrl: string;
  /** The network seam (tests and hosts may swap it). */
  transport?: Transport;
}

/** Returns the site key of the captcha from the site context's captcha settings, or ''. */
export function captchaSiteKey(): string {
  const settings = getSiteContext().websiteSettings as { captchaSettings?: { siteKey?: unknown } } | undefined;
  const key = settings?.captchaSettings?.siteKey;
  return typeof key === 'string' ? key : '';
}

/**
 * Returns the definition's `redirectOrigin` when the host allowed it in code, else '' with one warning per element: a
 * definition comes from markup, so it cannot widen where the form sends visitors.
 */
export function allowedRedirectOrigin(host: Element, origin: string): string {
  if (!origin || redirectOriginAllowed(origin)) return origin;
  warnOnce(
    host,
    'redirectOrigin',
    `<${host.localName}>: redirectOrigin "${origin}" is not in configure({ redirectOrigins }); ignored.`,
  );
  return '';
}

/**
 * Returns `url` when it is a safe place to send the visitor after success, else '': an http(s) address on the site's
 * own origin, or on `otherOrigin` when the definition names it (an injected definition cannot send visitors away).
 */
export function safeRedirect(url: string, otherOrigin = ''): string {
  if (!url.trim()) return '';
  try {
    const target = new URL(url, location.href);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return '';
    const allowed = target.origin === location.origin || (otherOrigin !== '' && target.origin === otherOrigin);
    return allowed ? target.href : '';
  } catch {
    return '';
  }
}

/** Where a form is between its first render and its answer: what is shown, and what to focus next. */
interface SubmissionState {
  phase: FormPhase;
  /** Problems by field id (`#captcha` for the captcha). */
  fieldErrors: FormErrors;
  /** The whole-form message. */
  formError: FieldError | undefined;
  /** Which way the first problem is from the submit button, once it is known. */
  hintKey: 'form.scroll-up' | 'form.scroll-down' | undefined;
  /** Increases each time the first invalid field should take focus. */
  focusRequest: number;
}

/** What happens to a form's submission state. */
type SubmissionAction =
  | { type: 'invalid' | 'failed'; fieldErrors: FormErrors; formError: FieldError }
  | { type: 'submitting' }
  | { type: 'succeeded' }
  | { type: 'hint'; hintKey: SubmissionState['hintKey'] }
  | { type: 'field'; id: string; error: FieldError | undefined };

const INITIAL: SubmissionState = {
  phase: 'idle',
  fieldErrors: {},
  formError: undefined,
  hintKey: undefined,
  focusRequest: 0,
};

/** Returns the submission state after `action` (spec 000 §4: a failure unlocks the form and keeps the values). */
function submission(state: SubmissionState, action: SubmissionAction): SubmissionState {
  switch (action.type) {
    case 'invalid':
    case 'failed':
      return {
        ...state,
        phase: 'idle',
        fieldErrors: action.fieldErrors,
        formError: action.formError,
        focusRequest: state.focusRequest + 1,
      };
    case 'submitting':
      return { ...state, phase: 'submitting', fieldErrors: {}, formError: undefined, hintKey: undefined };
    case 'succeeded':
      return { ...state, phase: 'success' };
    case 'hint':
      return { ...state, hintKey: action.hintKey };
    case 'field': {
      // An edit re-checks a field only once it has shown a problem (errors are not shown while the visitor types).
      if (!state.fieldErrors[action.id]) return state;
      const fieldErrors = action.error
        ? { ...state.fieldErrors, [action.id]: action.error }
        : withoutKey(state.fieldErrors, action.id);
      return { ...state, fieldErrors };
    }
  }
}

/**
 * Returns the values the visitor typed, kept as a draft in session storage (restored after a reload, removed after
 * success, gone a day after the last edit; what `draftValues` leaves out is never stored), and the setter that
 * updates both.
 */
function useDraft(
  formId: string,
  definition: FormDefinition,
): [Record<string, unknown>, (id: string, update: FieldUpdate) => FieldValue, RefObject<Record<string, unknown>>] {
  // What is stored was filtered as it was written (the definition may not have loaded yet here).
  const [raw, setRaw] = useState<Record<string, unknown>>(
    () => draftStore().get<Record<string, unknown>>(draftKey(formId)) ?? {},
  );
  // The values as the events so far left them. React renders after each event; Preact (the lite build) after the
  // events of one task, so events dispatched together (a script filling the form, then submitting) read them here.
  const latest = useRef(raw);
  const current = useRef(definition);
  current.current = definition;
  const set = useCallback(
    (id: string, update: FieldUpdate) => {
      const value = typeof update === 'function' ? update(initialValues(current.current, latest.current)[id]) : update;
      const next = { ...latest.current, [id]: value };
      latest.current = next;
      const kept = draftValues(current.current, next);
      if (Object.keys(kept).length) draftStore().set(draftKey(formId), kept, { expiresIn: DRAFT_MAX_AGE });
      else draftStore().remove(draftKey(formId));
      setRaw(next);
      return value;
    },
    [formId],
  );
  return [raw, set, latest];
}

/**
 * Loads the captcha provider when the form asks for one and the site has a key, and renders its widget into the
 * container once both are there; `onSolved` runs when the visitor solves it. Returns the captcha's state and the
 * rendered widget (for its response and its reset).
 */
function useCaptcha(
  siteKey: string,
  scriptUrl: string,
  box: RefObject<HTMLDivElement | null>,
  onSolved: () => void,
): { captcha: CaptchaState; widget: RefObject<{ api: CaptchaProvider; id: number } | undefined> } {
  // Starts as 'loading' with a site key, so the widget's container is in the first commit, before the effect runs.
  const [captcha, setCaptcha] = useState<CaptchaState>(siteKey ? 'loading' : 'none');
  const [provider, setProvider] = useState<CaptchaProvider | null | undefined>(undefined);
  const widget = useRef<{ api: CaptchaProvider; id: number } | undefined>(undefined);
  const solved = useRef(onSolved);
  solved.current = onSolved;
  useEffect(() => {
    if (!siteKey) return setCaptcha('none');
    let live = true;
    setCaptcha((state) => (state === 'none' ? 'loading' : state));
    void loadCaptcha(scriptUrl).then((api) => {
      if (live) setProvider(api ?? null);
    });
    return () => {
      live = false;
    };
  }, [siteKey, scriptUrl]);
  // Renders the widget once the provider is known and its container is committed; again only when the form stops or
  // starts asking for one, not on every state change.
  const off = captcha === 'none';
  useEffect(() => {
    const container = box.current;
    if (!siteKey || provider === undefined || !container) return;
    if (provider === null) return setCaptcha('missing');
    try {
      container.replaceChildren();
      const id = provider.render(container, {
        sitekey: siteKey,
        size: captchaSize(container.getBoundingClientRect().width),
        callback: () => solved.current(),
      });
      widget.current = { api: provider, id };
      setCaptcha('ready');
    } catch {
      setCaptcha('missing');
    }
    return () => {
      widget.current = undefined;
    };
  }, [provider, siteKey, off, box]);
  return { captcha, widget };
}

/** Returns the index of the option a single-choice list shows before any choice: its last marked one, else its first. */
function initialIndex(select: HTMLSelectElement): number {
  const options = [...select.options];
  const marked = options.map((o) => o.defaultSelected).lastIndexOf(true);
  return marked !== -1 ? marked : options.findIndex((o) => !o.disabled);
}

/** True when a control of `form` holds something other than what its markup gave it (typed, ticked, chosen). */
function edited(form: HTMLFormElement): boolean {
  return [...form.elements].some((node) => {
    if (node instanceof HTMLInputElement)
      return /^(checkbox|radio)$/.test(node.type)
        ? node.checked !== node.defaultChecked
        : node.value !== node.defaultValue;
    if (node instanceof HTMLTextAreaElement) return node.value !== node.defaultValue;
    if (node instanceof HTMLSelectElement)
      return node.multiple
        ? [...node.options].some((o) => o.selected !== o.defaultSelected)
        : node.selectedIndex !== initialIndex(node);
    return false;
  });
}

/**
 * Returns the state and handlers of a form: values kept in a session-storage draft (restored on mount, removed on
 * success), client validation on submit (spec 000 §5) with focus on the first invalid field, the locked submitting
 * phase, the submission calls and their outcome (spec 000 §4, §8), the captcha, census `form-render` on mount,
 * and the `sqs-form-submit` / `sqs-form-success` / `sqs-form-error` events on `host`.
 */
export function useFormController(host: HTMLElement, definition: FormDefinition, options: FormOptions): FormController {
  const t = useMessages(host, english);
  const idPrefix = `f${useId().replace(/[^\w-]/g, '')}`;
  const { formId } = options;
  const [raw, setRaw, latestRaw] = useDraft(formId, definition);
  const [state, dispatch] = useReducer(submission, INITIAL);
  const siteKey = definition.captcha ? captchaSiteKey() : '';
  const form = useRef<HTMLFormElement | null>(null);
  const captchaBox = useRef<HTMLDivElement | null>(null);
  const solved = () => dispatch({ type: 'field', id: '#captcha', error: undefined });
  const { captcha, widget } = useCaptcha(siteKey, options.captchaScriptUrl, captchaBox, solved);

  // spec 000 §7: census form-render, once per rendered form.
  useEffect(() => {
    if (formId) void recordFormRender(formId);
  }, [formId]);

  // After a failed validation or submission: focus the first invalid field and say which way it is.
  useLayoutEffect(() => {
    if (!state.focusRequest) return;
    const root = form.current;
    const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const button = root?.querySelector<HTMLElement>('[part~="submit"]');
    if (first && button) {
      dispatch({
        type: 'hint',
        hintKey: scrollHint(first.getBoundingClientRect().top, button.getBoundingClientRect().top),
      });
      first.focus();
    } else {
      dispatch({ type: 'hint', hintKey: undefined });
      root?.querySelector<HTMLElement>('[part~="form-error"]')?.focus();
    }
  }, [state.focusRequest]);

  const setValue = useCallback(
    (id: string, update: FieldUpdate) => {
      const value = setRaw(id, update);
      const field = definition.fields.find((f) => f.id === id);
      dispatch({ type: 'field', id, error: field && validateField(field, value) });
    },
    [definition, setRaw],
  );
  // A form rendered on a server (docs/ssr.md) keeps what the visitor typed into it before this script ran, and its
  // focus: the server's nodes are handed to this first commit (later, there is no such form).
  useLayoutEffect(() => {
    const taken = serverRender(host);
    const own = form.current;
    const server = taken?.nodes.querySelector('form');
    if (!server || !own) return;
    // Only when a visitor changed something: most forms are taken over untouched.
    const data = edited(server) ? new FormData(server) : undefined;
    for (const field of data ? definition.fields : []) {
      // Named as the server renders them: a checkbox's options repeat its id, parts and likert answers are `id.name`.
      const names = field.type === 'likert' ? field.options : partsOf(field);
      const posted =
        field.type === 'checkbox'
          ? data!.getAll(field.id)
          : names.length
            ? Object.fromEntries(names.map((name) => [name, data!.get(`${field.id}.${name}`)]))
            : data!.get(field.id);
      const value = coerceValue(field, posted);
      if (JSON.stringify(value) !== JSON.stringify(emptyValue(field))) setValue(field.id, value);
    }
    const active = taken!.focused as HTMLInputElement | null;
    if (!active || !server.contains(active)) return;
    const same = [...own.elements].find(
      (node) =>
        (node as HTMLInputElement).name === active.name &&
        (node as HTMLInputElement).type === active.type &&
        (!/^(radio|checkbox)$/.test(active.type) || (node as HTMLInputElement).value === active.value),
    );
    (same as HTMLElement | undefined)?.focus({ preventScroll: true });
  }, [host, definition, setValue]);

  // A file field's value is the stored upload's id: set by its upload, and a new file clears its shown problem.
  const setUploadId = useCallback(
    (id: string, value: string) => {
      setRaw(id, value);
      dispatch({ type: 'field', id, error: undefined });
    },
    [setRaw],
  );
  const uploads = useUploads(
    definition.fields.some((f) => f.type === 'file'),
    localeOf(host),
    setUploadId,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (state.phase !== 'idle') return;
    const current = initialValues(definition, latestRaw.current);
    // A file still uploading, or whose upload failed, keeps the form from being sent.
    const checked = { ...validateForm(definition, current), ...uploads.blockers() };
    const errors = captchaErrors(checked, siteKey, captcha, widget.current);
    if (Object.keys(errors).length) {
      const onlyCaptcha = Object.keys(errors).length === 1 && errors['#captcha'];
      const formError = onlyCaptcha ? errors['#captcha']! : { key: 'form.invalid' as const };
      dispatch({ type: 'invalid', fieldErrors: errors, formError });
      emit(host, 'sqs-form-error', { formId, status: 0, message: t(formError.key), errors: texts(errors, t) });
      return;
    }
    const sent = submittedValues(definition, current);
    const captchaKey = widget.current ? widget.current.api.getResponse(widget.current.id) : '';
    dispatch({ type: 'submitting' });
    emit(host, 'sqs-form-submit', { formId, values: sent });
    void submitForm({ ...options, captchaKey: captchaKey || undefined }, sent, options.transport).then((outcome) => {
      if (outcome.ok) {
        draftStore().remove(draftKey(formId));
        dispatch({ type: 'succeeded' });
        emit(host, 'sqs-form-success', { formId, values: sent, response: outcome.response });
        const target = safeRedirect(definition.successRedirect, allowedRedirectOrigin(host, definition.redirectOrigin));
        if (target) location.assign(target);
        return;
      }
      // spec 000 §4: failure shows the errors, unlocks the form and resets the captcha; the values stay.
      if (widget.current) widget.current.api.reset(widget.current.id);
      dispatch({ type: 'failed', fieldErrors: outcome.fieldErrors, formError: outcome.error });
      const message = outcome.error.text ?? t(outcome.error.key, outcome.error.values);
      emit(host, 'sqs-form-error', { formId, status: outcome.status, message, errors: texts(outcome.fieldErrors, t) });
    });
  };

  const { formError, hintKey } = state;
  // A failed upload shows its problem as soon as it fails, not only after a submit.
  const fieldErrors = { ...state.fieldErrors };
  for (const [id, upload] of Object.entries(uploads.states))
    if (upload.phase === 'failed' && upload.error) fieldErrors[id] = upload.error;
  return {
    idPrefix,
    values: initialValues(definition, raw),
    errors: Object.fromEntries(
      Object.entries(fieldErrors).map(([id, error]) => [id, { message: textOf(error, t), part: error.part }]),
    ),
    formError: formError ? (formError.text ?? t(formError.key, formError.values)) : '',
    hint: formError && hintKey ? t(hintKey) : '',
    phase: state.phase,
    captcha,
    uploads: uploads.states,
    setValue,
    chooseFile: uploads.choose,
    cancelUpload: uploads.cancel,
    onSubmit,
    formRef: useCallback((node: HTMLFormElement | null) => void (form.current = node), []),
    captchaRef: useCallback((node: HTMLDivElement | null) => void (captchaBox.current = node), []),
  };
}

/** Adds the captcha's problem to `errors`: not loaded ('missing'), or not solved. */
function captchaErrors(
  errors: FormErrors,
  siteKey: string,
  captcha: CaptchaState,
  widget: { api: CaptchaProvider; id: number } | undefined,
): FormErrors {
  if (!siteKey) return errors;
  if (captcha !== 'ready' && captcha !== 'loading')
    return { ...errors, '#captcha': { key: 'form.error-captcha-missing' } };
  if (!(widget ? widget.api.getResponse(widget.id) : ''))
    return { ...errors, '#captcha': { key: 'form.error-captcha' } };
  return errors;
}

/**
 * Returns a field error's text: the server's own, else the catalogue's. The example address in email messages is a
 * catalogue message too, so a locale may give its own.
 */
function textOf(error: FieldError, t: ReturnType<typeof useMessages>): string {
  return error.text ?? t(error.key, { ...error.values, email: t('validation.email-example') });
}

function withoutKey<T extends object>(record: T, key: string): T {
  const copy = { ...record } as Record<string, unknown>;
  delete copy[key];
  return copy as T;
}

function texts(errors: FormErrors, t: ReturnType<typeof useMessages>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([id, error]) => [id, textOf(error, t)]));
}
