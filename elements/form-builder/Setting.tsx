import type { ReactNode } from 'react';

/** What one text setting shows. */
export interface TextSettingProps {
  /** The id of its input (unique in the shadow root). */
  id: string;
  /** Its label. */
  label: string;
  /** Its value. */
  value: string;
  /** Called with the new value. */
  onChange(value: string): void;
  /** The most characters it takes. */
  max?: number;
  /** A text area instead of an input. */
  multiline?: boolean;
  /** The input's type (`text` by default). */
  type?: 'text' | 'email' | 'number';
  /** Help under the input. */
  help?: string;
  /** The error to show, tied to the input. */
  error?: string;
}

/** Renders a labelled input or text area, with its help and error tied to it (`aria-describedby`, `aria-invalid`). */
export function TextSetting({
  id,
  label,
  value,
  onChange,
  max,
  multiline,
  type,
  help,
  error,
}: TextSettingProps): ReactNode {
  const described = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    part: 'input',
    value,
    maxLength: max,
    'aria-describedby': described,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div part="setting">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <input {...common} type={type ?? 'text'} onChange={(e) => onChange(e.currentTarget.value)} />
      )}
      {help ? (
        <p part="help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p part="error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Renders a labelled checkbox. */
export function CheckSetting(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
}): ReactNode {
  return (
    <div part="setting check">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
    </div>
  );
}
