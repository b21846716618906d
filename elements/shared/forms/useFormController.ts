import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { recordFormRender } from '../../../runtime/census.js';
import { getSiteContext } from '../../../runtime/context.js';
import type { Transport } from '../../../runtime/transport.js';
import { emit } from '../emit.js';
import { useMessages } from '../use-messages.js';
import { captchaSize, loadCaptcha, type CaptchaProvider } from './captcha.js';
import type { FormDefinition } from './definition.js';
import { draftKey, draftStore } from './draft.js';
import { submitForm, type SubmissionInfo } from './submit.js';
import {
  initialValues,
  scrollHint,
  submittedValues,
  validateField,
  validateForm,
  type FieldError,
  type FieldValue,
  type FormErrors,
  type FormValues,
} from './validate.js';

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
  /** Changes a field's value (the whole value of the field). */
  setValue(id: string, value: FieldValue): void;
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

/** Returns `url` when it is a safe place to send the visitor after success (http, https or same-page), else ''. */
export function safeRedirect(url: string): string {
  if (!url.trim()) return '';
  try {
    const target = new URL(url, location.href);
    return target.protocol === 'http:' || target.protocol === 'https:' ? target.href : '';
  } catch {
    return '';
  }
}

/**
 * Returns the state and handlers of a form: values kept in a session-storage draft (restored on mount, removed on
 * success), client validation on submit (spec 000 §5) with focus on the first invalid field, the locked submitting
 * phase, the submission calls and their outcome (spec 000 §4, §8), the captcha, census `form-render` on mount,
 * and the `sqs-form-submit` / `sqs-form-success` / `sqs-form-error` events on `host`.
 */
export function useFormController(host: HTMLElement, definition: FormDefinition, options: FormOptions): FormController {
  const t = useMessages(host);
  const idPrefix = `f${useId().replace(/[^\w-]/g, '')}`;
  const { formId } = options;
  const [raw, setRaw] = useState<Record<string, unknown>>(
    () => draftStore().get<Record<string, unknown>>(draftKey(formId)) ?? {},
  );
  const [fieldErrors, setFieldErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<FieldError | undefined>();
  const [hintKey, setHintKey] = useState<'form.scroll-up' | 'form.scroll-down' | undefined>();
  const [phase, setPhase] = useState<FormPhase>('idle');
  const [focusRequest, setFocusRequest] = useState(0);
  const siteKey = definition.captcha ? captchaSiteKey() : '';
  // Starts as 'loading' with a site key, so the widget's container is in the first commit, before the effect runs.
  const [captcha, setCaptcha] = useState<CaptchaState>(siteKey ? 'loading' : 'none');
  const form = useRef<HTMLFormElement | null>(null);
  const captchaBox = useRef<HTMLDivElement | null>(null);
  const widget = useRef<{ api: CaptchaProvider; id: number } | undefined>(undefined);
  const values = initialValues(definition, raw);

  // spec 000 §7: census form-render, once per rendered form.
  useEffect(() => {
    if (formId) void recordFormRender(formId);
  }, [formId]);

  const [provider, setProvider] = useState<CaptchaProvider | null | undefined>(undefined);
  useEffect(() => {
    if (!siteKey) return setCaptcha('none');
    let live = true;
    setCaptcha((state) => (state === 'none' ? 'loading' : state));
    void loadCaptcha(options.captchaScriptUrl).then((api) => {
      if (live) setProvider(api ?? null);
    });
    return () => {
      live = false;
    };
  }, [siteKey, options.captchaScriptUrl]);

  // Renders the widget once the provider is known and its container is committed.
  // Whether the form asks for no captcha: the effect re-runs only when that changes, not on every state change.
  const captchaOff = captcha === 'none';
  useEffect(() => {
    const box = captchaBox.current;
    if (!siteKey || provider === undefined || !box) return;
    if (provider === null) return setCaptcha('missing');
    try {
      box.replaceChildren();
      const id = provider.render(box, {
        sitekey: siteKey,
        size: captchaSize(box.getBoundingClientRect().width),
        callback: () => setFieldErrors((errors) => withoutKey(errors, '#captcha')),
      });
      widget.current = { api: provider, id };
      setCaptcha('ready');
    } catch {
      setCaptcha('missing');
    }
    return () => {
      widget.current = undefined;
    };
  }, [provider, siteKey, captchaOff]);

  // After a failed validation or submission: focus the first invalid field and say which way it is.
  useLayoutEffect(() => {
    if (!focusRequest) return;
    const root = form.current;
    const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const button = root?.querySelector<HTMLElement>('[part~="submit"]');
    if (first && button) {
      setHintKey(scrollHint(first.getBoundingClientRect().top, button.getBoundingClientRect().top));
      first.focus();
    } else {
      setHintKey(undefined);
      root?.querySelector<HTMLElement>('[part~="form-error"]')?.focus();
    }
  }, [focusRequest]);

  const setValue = useCallback(
    (id: string, value: FieldValue) => {
      setRaw((previous) => {
        const next = { ...previous, [id]: value };
        draftStore().set(draftKey(formId), next);
        return next;
      });
      setFieldErrors((errors) => {
        if (!errors[id]) return errors;
        const field = definition.fields.find((f) => f.id === id);
        const error = field && validateField(field, value);
        return error ? { ...errors, [id]: error } : withoutKey(errors, id);
      });
    },
    [definition, formId],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (phase !== 'idle') return;
      const current = initialValues(definition, raw);
      const errors = validateForm(definition, current);
      const captchaKey = widget.current ? widget.current.api.getResponse(widget.current.id) : '';
      if (siteKey && captcha !== 'ready' && captcha !== 'loading')
        errors['#captcha'] = { key: 'form.error-captcha-missing' };
      else if (siteKey && !captchaKey) errors['#captcha'] = { key: 'form.error-captcha' };
      if (Object.keys(errors).length) {
        setFieldErrors(errors);
        const onlyCaptcha = Object.keys(errors).length === 1 && errors['#captcha'];
        setFormError(onlyCaptcha ? errors['#captcha'] : { key: 'form.invalid' });
        setFocusRequest((n) => n + 1);
        emit(host, 'sqs-form-error', {
          formId,
          status: 0,
          message: t(onlyCaptcha ? errors['#captcha']!.key : 'form.invalid'),
          errors: texts(errors, t),
        });
        return;
      }
      const sent = submittedValues(definition, current);
      setFieldErrors({});
      setFormError(undefined);
      setHintKey(undefined);
      setPhase('submitting');
      emit(host, 'sqs-form-submit', { formId, values: sent });
      const info: SubmissionInfo = { ...options, captchaKey: captchaKey || undefined };
      void submitForm(info, sent, options.transport).then((outcome) => {
        if (outcome.ok) {
          draftStore().remove(draftKey(formId));
          setPhase('success');
          emit(host, 'sqs-form-success', { formId, values: sent, response: outcome.response });
          const target = safeRedirect(definition.successRedirect);
          if (target) location.assign(target);
          return;
        }
        // spec 000 §4: failure shows the errors, unlocks the form and resets the captcha; the values stay.
        if (widget.current) widget.current.api.reset(widget.current.id);
        setFieldErrors(outcome.fieldErrors);
        setFormError(outcome.error);
        setPhase('idle');
        setFocusRequest((n) => n + 1);
        emit(host, 'sqs-form-error', {
          formId,
          status: outcome.status,
          message: outcome.error.text ?? t(outcome.error.key, outcome.error.values),
          errors: texts(outcome.fieldErrors, t),
        });
      });
    },
    [captcha, definition, formId, host, options, phase, raw, siteKey, t],
  );

  const errors: FormController['errors'] = {};
  for (const [id, error] of Object.entries(fieldErrors))
    errors[id] = {
      message: error.text ?? t(error.key, { email: t('form.email-example'), ...error.values }),
      part: error.part,
    };
  return {
    idPrefix,
    values,
    errors,
    formError: formError ? (formError.text ?? t(formError.key, formError.values)) : '',
    hint: formError && hintKey ? t(hintKey) : '',
    phase,
    captcha,
    setValue,
    onSubmit,
    formRef: useCallback((node: HTMLFormElement | null) => void (form.current = node), []),
    captchaRef: useCallback((node: HTMLDivElement | null) => void (captchaBox.current = node), []),
  };
}

function withoutKey<T extends object>(record: T, key: string): T {
  const copy = { ...record } as Record<string, unknown>;
  delete copy[key];
  return copy as T;
}

function texts(errors: FormErrors, t: ReturnType<typeof useMessages>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([id, e]) => [id, e.text ?? t(e.key, { email: t('form.email-example'), ...e.values })]),
  );
}
