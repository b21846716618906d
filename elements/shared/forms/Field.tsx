import { useLayoutEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { partsOf, type FormField } from './definition.js';
import type { UploadState } from './useUploads.js';
import { counterOf, type FieldUpdate, type FieldValue, type MessageKey } from './validate.js';

/** Native autofill tokens of the parts of compound fields (HTML "autofill detail tokens"). */
const PART_AUTOCOMPLETE: Record<string, Record<string, string>> = {
  name: { First: 'given-name', Last: 'family-name' },
  phone: {
    Country: 'tel-country-code',
    Areacode: 'tel-area-code',
    Prefix: 'tel-local-prefix',
    Line: 'tel-local-suffix',
  },
  address: {
    Line1: 'address-line1',
    Line2: 'address-line2',
    City: 'address-level2',
    State: 'address-level1',
    Zip: 'postal-code',
    Country: 'country-name',
  },
};

const SINGLE_AUTOCOMPLETE: Partial<Record<FormField['type'], string>> = { email: 'email', website: 'url' };

/** Parts a visitor may leave empty in a required compound field, by kind; every other part carries `required`. */
const OPTIONAL_PARTS: Record<string, readonly string[]> = { phone: ['Country'], address: ['Line2'], time: ['Second'] };

/** The five answers of a likert statement. */
const LIKERT_SCALE = [0, 1, 2, 3, 4];

/** What a field needs to render. */
export interface FieldProps {
  /** The field. */
  field: FormField;
  /** Its position, which makes its ids (field ids are untrusted text and never become DOM ids). */
  index: number;
  /** Prefix of the form's ids. */
  idPrefix: string;
  /** Its value. */
  value: FieldValue | undefined;
  /** Its problem, if any. */
  error: { message: string; part?: string } | undefined;
  /** Sets its whole value, or makes it from its latest one. */
  onChange(update: FieldUpdate): void;
  /** The upload of a file field's file, if it has one. */
  upload?: UploadState;
  /** Takes the file chosen in a file field (none clears it). */
  onFile?(file: File | undefined): void;
  /** Stops a file field's upload. */
  onCancelUpload?(): void;
  /** Formats a catalogue message. */
  t(key: MessageKey, values?: Record<string, string | number>): string;
}

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/** What every field kind shares: its ids, error state, label parts and the two frames it renders in. */
interface FieldFrame {
  /** The field's id prefix (from its position). */
  base: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  /** `true` when the field (or its part `part`) is invalid. */
  invalid(part?: string): true | undefined;
  description: ReactNode;
  /** One labelled control (text-like inputs, textarea, select): label, description, the control, then its error. */
  labelled(control: ReactNode): ReactNode;
  /** Several controls under one name (choices, likert, compound kinds): a fieldset whose legend is the label. */
  grouped(controls: ReactNode): ReactNode;
}

/** Returns the frame of a field: ids, the description and error texts, and the labelled and grouped wrappers. */
function frameOf({ field, index, idPrefix, error, t }: FieldProps): FieldFrame {
  const base = `${idPrefix}-${index}`;
  const descriptionId = field.description ? `${base}-description` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const required = field.required ? <span part="required"> {t('form.required')}</span> : null;
  const description = field.description ? (
    <p id={descriptionId} part="description">
      {field.description}
    </p>
  ) : null;
  const errorText = error ? (
    <p id={errorId} part="field-error">
      {error.message}
    </p>
  ) : null;
  return {
    base,
    descriptionId,
    errorId,
    invalid: (part) => (error && (!error.part || error.part === part) ? true : undefined),
    description,
    labelled: (control) => (
      <div part="field" data-type={field.type}>
        <label part="label" htmlFor={base}>
          {field.label}
          {required}
        </label>
        {description}
        {control}
        {errorText}
      </div>
    ),
    grouped: (controls) => (
      <fieldset part="field group" data-type={field.type} aria-describedby={describedBy(descriptionId, errorId)}>
        <legend part="label">
          {field.label}
          {required}
        </legend>
        {description}
        {controls}
        {errorText}
      </fieldset>
    ),
  };
}

/** Returns the props of a field's single control (input, textarea or select). */
function controlPropsOf({ field, value, onChange }: FieldProps, frame: FieldFrame) {
  return {
    id: frame.base,
    part: 'input',
    name: field.id,
    value: typeof value === 'string' ? value : '',
    required: field.required,
    'aria-invalid': frame.invalid(),
    'aria-describedby': describedBy(frame.descriptionId, frame.errorId),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(e.currentTarget.value),
  };
}

/** Renders one field of a form by its kind: label or fieldset/legend, inputs, description, counter and error text. */
export function Field(props: FieldProps): ReactNode {
  switch (props.field.type) {
    case 'hidden':
      return null;
    case 'section':
      return <SectionField {...props} />;
    case 'textarea':
      return <TextareaField {...props} />;
    case 'text':
    case 'email':
    case 'number':
    case 'website':
    case 'currency':
      return <TextField {...props} />;
    case 'select':
      return <SelectField {...props} />;
    case 'checkbox':
    case 'radio':
      return <ChoiceField {...props} />;
    case 'likert':
      return <LikertField {...props} />;
    case 'file':
      return <FileField {...props} />;
    default:
      // Compound kinds: name, phone, address, date, time (spec 000 §3 "Summary values").
      return <CompoundField {...props} />;
  }
}

/** A section: a heading (underlined or not) and its description, no control. */
function SectionField(props: FieldProps): ReactNode {
  return (
    <div part="section" data-underline={props.field.underline ? '' : undefined}>
      <h3 part="section-title">{props.field.label}</h3>
      {frameOf(props).description}
    </div>
  );
}

/** A textarea, with its length counter when the field has a maximum. */
function TextareaField(props: FieldProps): ReactNode {
  const { field, value, t } = props;
  const frame = frameOf(props);
  const counter = counterOf(field, value);
  const counterId = counter ? `${frame.base}-counter` : undefined;
  return frame.labelled(
    <>
      <textarea
        {...controlPropsOf(props, frame)}
        placeholder={field.placeholder || undefined}
        aria-describedby={describedBy(frame.descriptionId, counterId, frame.errorId)}
      />
      {counter ? (
        <p id={counterId} part="counter" data-state={counter.over ? 'over' : 'within'}>
          {t('form.counter', { count: counter.count, max: counter.max })}
        </p>
      ) : null}
    </>,
  );
}

/** A one-line input: text, email, number, website, or currency with its symbol. */
function TextField(props: FieldProps): ReactNode {
  const { field } = props;
  const frame = frameOf(props);
  return frame.labelled(
    <div part="control">
      {field.type === 'currency' && field.currencySymbol ? (
        <span part="currency-symbol" aria-hidden="true">
          {field.currencySymbol}
        </span>
      ) : null}
      <input
        {...controlPropsOf(props, frame)}
        type={field.type === 'email' ? 'email' : field.type === 'website' ? 'url' : 'text'}
        inputMode={field.type === 'number' || field.type === 'currency' ? 'decimal' : undefined}
        autoComplete={SINGLE_AUTOCOMPLETE[field.type]}
        placeholder={field.placeholder || undefined}
      />
    </div>,
  );
}

/** A drop-down of the field's options after a placeholder option. */
function SelectField(props: FieldProps): ReactNode {
  const { field, t } = props;
  const frame = frameOf(props);
  return frame.labelled(
    <select {...controlPropsOf(props, frame)}>
      <option value="">{field.placeholder || t('form.select-placeholder')}</option>
      {field.options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>,
  );
}

/** Returns the options a checkbox field's value ticks. */
const listOf = (value: FieldValue | undefined): string[] => (Array.isArray(value) ? value : []);

/** Returns the parts (or likert answers) of a field's value by name. */
const namedValues = (value: FieldValue | undefined): Record<string, string> =>
  typeof value === 'object' && !Array.isArray(value) ? value : {};

/** Checkboxes (any number ticked) or radio buttons (one chosen), one per option. */
function ChoiceField(props: FieldProps): ReactNode {
  const { field, value, onChange } = props;
  const frame = frameOf(props);
  const ticked = listOf(value);
  const chosen = typeof value === 'string' ? value : '';
  return frame.grouped(
    field.options.map((option, i) => (
      <label key={option} part="option">
        <input
          type={field.type}
          // Named as the form posts it without a script (docs/ssr.md): a checkbox's ticked options repeat its id.
          name={field.id}
          value={option}
          // One of a required group of radio buttons must be chosen (HTML's rule for a radio group); a checkbox's own
          // required would ask for every box.
          required={field.type === 'radio' && field.required}
          checked={field.type === 'radio' ? chosen === option : ticked.includes(option)}
          aria-invalid={i === 0 ? frame.invalid() : undefined}
          aria-describedby={i === 0 ? describedBy(frame.descriptionId, frame.errorId) : undefined}
          onChange={(e) => {
            const tick = e.currentTarget.checked;
            if (field.type === 'radio') onChange(option);
            else
              onChange((latest) => (tick ? [...listOf(latest), option] : listOf(latest).filter((o) => o !== option)));
          }}
        />
        {option}
      </label>
    )),
  );
}

/** A likert scale: for each statement, five radio answers in its own fieldset. */
function LikertField(props: FieldProps): ReactNode {
  const { field, value, onChange, t } = props;
  const frame = frameOf(props);
  const answers = namedValues(value);
  return frame.grouped(
    field.options.map((statement, s) => (
      <fieldset key={statement} part="likert-statement">
        <legend part="likert-label">{statement}</legend>
        {LIKERT_SCALE.map((step) => {
          const answer = t('form.likert-scale', { index: step });
          const first = s === 0 && step === 0;
          return (
            <label key={step} part="option">
              <input
                type="radio"
                name={`${field.id}.${statement}`}
                value={answer}
                checked={answers[statement] === answer}
                aria-invalid={first ? frame.invalid() : undefined}
                aria-describedby={first ? describedBy(frame.descriptionId, frame.errorId) : undefined}
                onChange={() => onChange((latest) => ({ ...namedValues(latest), [statement]: answer }))}
              />
              {answer}
            </label>
          );
        })}
      </fieldset>
    )),
  );
}

/** A compound field (name, phone, address, date, time): one labelled input per part, AM/PM as a select. */
function CompoundField(props: FieldProps): ReactNode {
  const { field, value, onChange, t } = props;
  const frame = frameOf(props);
  const parts = namedValues(value);
  return frame.grouped(
    <div part="parts">
      {partsOf(field).map((name) => {
        const id = `${frame.base}-${name}`;
        const partValue = parts[name] ?? '';
        const change = (next: string) => onChange((latest) => ({ ...namedValues(latest), [name]: next }));
        const common = {
          id,
          part: 'input',
          name: `${field.id}.${name}`,
          // The group's legend says it is required; each input must say so too (WAI-ARIA, grouped inputs).
          required: field.required && !OPTIONAL_PARTS[field.type]?.includes(name),
          'aria-invalid': frame.invalid(name),
          'aria-describedby': describedBy(frame.descriptionId, frame.errorId),
        };
        const numeric =
          field.type === 'date' || field.type === 'time' || (field.type === 'phone' && name !== 'Country');
        return (
          <div key={name} part="part" data-part={name}>
            <label part="part-label" htmlFor={id}>
              {t(`form.part-${name}` as MessageKey)}
            </label>
            {name === 'Ampm' ? (
              <select {...common} value={partValue} onChange={(e) => change(e.currentTarget.value)}>
                <option value="" />
                <option value="AM">AM</option>
                <option value="PM">PM</option>
              </select>
            ) : (
              <input
                {...common}
                type={field.type === 'phone' ? 'tel' : 'text'}
                inputMode={numeric ? 'numeric' : undefined}
                autoComplete={PART_AUTOCOMPLETE[field.type]?.[name]}
                value={partValue}
                onChange={(e) => change(e.currentTarget.value)}
              />
            )}
          </div>
        );
      })}
    </div>,
  );
}

/**
 * A file input (spec 001 §5 "Upload"): while its file uploads, a progress bar and a cancel button; once stored, the
 * file's name and size; after a cancel, that message. A remove button clears a stored or failed file. The input is
 * emptied after a failure, so choosing the same file again retries it.
 */
function FileField(props: FieldProps): ReactNode {
  const { field, upload, onFile, onCancelUpload, t } = props;
  const frame = frameOf(props);
  const input = useRef<HTMLInputElement>(null);
  const statusId = `${frame.base}-status`;
  const phase = upload?.phase;
  // In the commit that shows the failure, so the field never shows a file name beside its error.
  useLayoutEffect(() => {
    if (input.current && (phase === 'failed' || phase === 'cancelled' || !phase)) input.current.value = '';
  }, [phase]);
  const percent = Math.round((upload?.progress ?? 0) * 100);
  const remove = (
    <button type="button" part="upload-button" onClick={() => onFile?.(undefined)}>
      {t('upload.remove')}
    </button>
  );
  return frame.labelled(
    <>
      <input
        ref={input}
        id={frame.base}
        part="input file-input"
        type="file"
        name={field.id}
        accept={field.accept?.join(',') || undefined}
        required={field.required}
        aria-invalid={frame.invalid()}
        aria-describedby={describedBy(frame.descriptionId, upload && statusId, frame.errorId)}
        onChange={(e) => onFile?.(e.currentTarget.files?.[0])}
      />
      <div part="upload" id={statusId} role="status" data-state={phase}>
        {phase === 'uploading' ? (
          <>
            <progress
              part="progress"
              max={100}
              value={percent}
              aria-valuenow={percent}
              aria-label={t('upload.progress', { fileName: upload!.fileName })}
            />
            <button type="button" part="upload-button" onClick={onCancelUpload}>
              {t('upload.cancel')}
            </button>
          </>
        ) : null}
        {phase === 'done' ? (
          <>
            <span part="upload-text">{t('upload.done', { fileName: upload!.fileName, size: upload!.size })}</span>
            {remove}
          </>
        ) : null}
        {phase === 'cancelled' ? <span part="upload-text">{t('upload.cancelled')}</span> : null}
        {phase === 'failed' ? remove : null}
      </div>
    </>,
  );
}
