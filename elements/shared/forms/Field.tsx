import type { ChangeEvent, ReactNode } from 'react';
import type { MessageKey } from '../messages.js';
import { partsOf, type FormField } from './definition.js';
import { counterOf, type FieldValue } from './validate.js';

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
  /** Sets its whole value. */
  onChange(value: FieldValue): void;
  /** Formats a catalogue message. */
  t(key: MessageKey, values?: Record<string, string | number>): string;
}

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/** Renders one field of a form: label or fieldset/legend, inputs, description, counter and error text. */
export function Field({ field, index, idPrefix, value, error, onChange, t }: FieldProps): ReactNode {
  const base = `${idPrefix}-${index}`;
  const descriptionId = field.description ? `${base}-description` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const invalid = (part?: string) => (error && (!error.part || error.part === part) ? true : undefined);
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
  const text = typeof value === 'string' ? value : '';
  // One labelled control (text-like inputs, textarea, select): label, description, the control, then its error.
  const labelled = (control: ReactNode) => (
    <div part="field" data-type={field.type}>
      <label part="label" htmlFor={base}>
        {field.label}
        {required}
      </label>
      {description}
      {control}
      {errorText}
    </div>
  );
  // Several controls under one name (choices, likert, compound kinds): a fieldset whose legend is the label.
  const grouped = (controls: ReactNode) => (
    <fieldset part="field group" data-type={field.type} aria-describedby={describedBy(descriptionId, errorId)}>
      <legend part="label">
        {field.label}
        {required}
      </legend>
      {description}
      {controls}
      {errorText}
    </fieldset>
  );
  const controlProps = {
    id: base,
    part: 'input',
    name: field.id,
    value: text,
    required: field.required,
    'aria-invalid': invalid(),
    'aria-describedby': describedBy(descriptionId, errorId),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(e.currentTarget.value),
  };

  switch (field.type) {
    case 'hidden':
      return null;
    case 'section':
      return (
        <div part="section" data-underline={field.underline ? '' : undefined}>
          <h3 part="section-title">{field.label}</h3>
          {description}
        </div>
      );
    case 'textarea': {
      const counter = counterOf(field, value);
      const counterId = counter ? `${base}-counter` : undefined;
      return labelled(
        <>
          <textarea
            {...controlProps}
            placeholder={field.placeholder || undefined}
            aria-describedby={describedBy(descriptionId, counterId, errorId)}
          />
          {counter ? (
            <p id={counterId} part="counter" data-state={counter.over ? 'over' : 'within'}>
              {t('form.counter', { count: counter.count, max: counter.max })}
            </p>
          ) : null}
        </>,
      );
    }
    case 'text':
    case 'email':
    case 'number':
    case 'website':
    case 'currency':
      return labelled(
        <div part="control">
          {field.type === 'currency' && field.currencySymbol ? (
            <span part="currency-symbol" aria-hidden="true">
              {field.currencySymbol}
            </span>
          ) : null}
          <input
            {...controlProps}
            type={field.type === 'email' ? 'email' : field.type === 'website' ? 'url' : 'text'}
            inputMode={field.type === 'number' || field.type === 'currency' ? 'decimal' : undefined}
            autoComplete={SINGLE_AUTOCOMPLETE[field.type]}
            placeholder={field.placeholder || undefined}
          />
        </div>,
      );
    case 'select':
      return labelled(
        <select {...controlProps}>
          <option value="">{field.placeholder || t('form.select-placeholder')}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>,
      );
    case 'checkbox':
    case 'radio': {
      const ticked = Array.isArray(value) ? value : [];
      return grouped(
        field.options.map((option, i) => (
          <label key={option} part="option">
            <input
              type={field.type}
              name={`${base}-${field.type}`}
              value={option}
              checked={field.type === 'radio' ? text === option : ticked.includes(option)}
              aria-invalid={i === 0 ? invalid() : undefined}
              aria-describedby={i === 0 ? describedBy(descriptionId, errorId) : undefined}
              onChange={(e) => {
                if (field.type === 'radio') onChange(option);
                else onChange(e.currentTarget.checked ? [...ticked, option] : ticked.filter((o) => o !== option));
              }}
            />
            {option}
          </label>
        )),
      );
    }
    case 'likert': {
      const answers = typeof value === 'object' && !Array.isArray(value) ? value : {};
      return grouped(
        field.options.map((statement, s) => (
          <fieldset key={statement} part="likert-statement">
            <legend part="likert-label">{statement}</legend>
            {LIKERT_SCALE.map((step) => {
              const answer = t('form.likert-scale', { index: step });
              return (
                <label key={step} part="option">
                  <input
                    type="radio"
                    name={`${base}-${s}`}
                    value={answer}
                    checked={answers[statement] === answer}
                    aria-invalid={s === 0 && step === 0 ? invalid() : undefined}
                    aria-describedby={s === 0 && step === 0 ? describedBy(descriptionId, errorId) : undefined}
                    onChange={() => onChange({ ...answers, [statement]: answer })}
                  />
                  {answer}
                </label>
              );
            })}
          </fieldset>
        )),
      );
    }
    default: {
      // Compound kinds: name, phone, address, date, time (spec 000 §3 "Summary values").
      const parts = typeof value === 'object' && !Array.isArray(value) ? value : {};
      return grouped(
        <div part="parts">
          {partsOf(field).map((name) => {
            const id = `${base}-${name}`;
            const partValue = parts[name] ?? '';
            const change = (next: string) => onChange({ ...parts, [name]: next });
            const common = {
              id,
              part: 'input',
              name: `${field.id}.${name}`,
              'aria-invalid': invalid(name),
              'aria-describedby': describedBy(descriptionId, errorId),
            };
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
                    inputMode={
                      field.type === 'date' || field.type === 'time' || (field.type === 'phone' && name !== 'Country')
                        ? 'numeric'
                        : undefined
                    }
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
  }
}
