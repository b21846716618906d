import { useLayoutEffect, useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import type { FormDefinition } from './definition.js';
import type { MessageKey } from './validate.js';
import { Field } from './Field.js';
import { SanitizedHtml } from '../SanitizedHtml.js';
import type { FormController } from './useFormController.js';

/** What the form's markup needs besides the controller. */
export interface FormViewProps {
  /** The definition. */
  definition: FormDefinition;
  /** State and handlers from `useFormController`. */
  controller: FormController;
  /** The submit button's text when idle. */
  buttonText: string;
  /** Formats a catalogue message. */
  t(key: MessageKey, values?: Record<string, string | number>): string;
  /** Content before the fields (a newsletter's title and text). */
  intro?: ReactNode;
  /** Plain text shown after success when the definition has no submission html. */
  successText?: string;
  /** Attributes of the `<form>` over the scripted ones (a server render's `method` and `action`). */
  formProps?: FormHTMLAttributes<HTMLFormElement>;
}

/**
 * Renders a form: its fields in a fieldset that is disabled while submitting, the captcha, the whole-form message
 * (an alert, with the way to scroll) and the submit button; after success, the sanitised submission text and
 * post-submit html instead (spec 000 §4).
 */
export function FormView({
  definition,
  controller,
  buttonText,
  t,
  intro,
  successText,
  formProps,
}: FormViewProps): ReactNode {
  const { idPrefix, values, errors, formError, hint, phase, captcha } = controller;
  const success = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (phase === 'success') success.current?.focus();
  }, [phase]);
  if (phase === 'success') {
    return (
      <div part="success" ref={success} tabIndex={-1} role="status">
        {definition.submissionHtml || !successText ? (
          <SanitizedHtml html={definition.submissionHtml} part="submission" />
        ) : (
          <p part="submission">{successText}</p>
        )}
        <SanitizedHtml html={definition.postSubmitHtml} part="post-submit" />
      </div>
    );
  }
  const submitting = phase === 'submitting';
  const captchaError = errors['#captcha'];
  return (
    <form
      part="base"
      ref={controller.formRef}
      noValidate
      onSubmit={controller.onSubmit}
      aria-busy={submitting}
      data-state={phase}
      {...formProps}
    >
      {intro}
      <fieldset part="fields" disabled={submitting}>
        {definition.fields.map((field, index) => (
          <Field
            key={field.id}
            field={field}
            index={index}
            idPrefix={idPrefix}
            value={values[field.id]}
            error={errors[field.id]}
            onChange={(value) => controller.setValue(field.id, value)}
            upload={controller.uploads[field.id]}
            onFile={(file) => controller.chooseFile(field, file)}
            onCancelUpload={() => controller.cancelUpload(field.id)}
            t={t}
          />
        ))}
        {captcha !== 'none' ? (
          <div part="captcha-field" data-state={captcha}>
            <div part="captcha" ref={controller.captchaRef} />
            {captcha === 'missing' && !captchaError ? (
              <p part="field-error">{t('form.error-captcha-missing')}</p>
            ) : null}
            {captchaError ? <p part="field-error">{captchaError.message}</p> : null}
          </div>
        ) : null}
      </fieldset>
      {definition.disclaimerHtml ? <SanitizedHtml html={definition.disclaimerHtml} part="disclaimer" /> : null}
      <div part="form-error" id={`${idPrefix}-form-error`} role="alert" tabIndex={-1}>
        {formError ? <p part="form-error-text">{formError}</p> : null}
        {hint ? <p part="hint">{hint}</p> : null}
      </div>
      <button part="submit" type="submit" disabled={submitting}>
        {submitting ? t('form.submitting') : buttonText}
      </button>
    </form>
  );
}
