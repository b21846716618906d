import type { ReactNode } from 'react';
import type { FormField } from '../shared/forms/definition.js';
import type { BuilderTranslate } from './builder-messages.js';
import { CHOICE_KINDS, PLACEHOLDER_KINDS } from './draft.js';
import { FORM_CAPS } from './form-builder.limits.js';
import { CheckSetting, TextSetting } from './Setting.js';

/** What the settings of one field need. */
export interface FieldSettingsProps {
  /** The field. */
  field: FormField;
  /** Changes the field. */
  change(patch: Partial<FormField>): void;
  /** Formats the builder's messages. */
  t: BuilderTranslate;
}

/**
 * Renders the settings of `field` its kind takes (spec 001 §3): label and description for all; placeholder for
 * single inputs; required for all but hidden and section; options for choice kinds; a text area's most characters;
 * a phone's country code; a section's underline; a currency's symbol; a hidden field's name and value; a file's types
 * and largest size.
 */
export function FieldSettings({ field, change, t }: FieldSettingsProps): ReactNode {
  const id = (name: string) => `${field.id}-${name}`;
  const { type } = field;
  return (
    <div part="field-settings" id={id('settings')}>
      <TextSetting
        id={id('label')}
        label={t('form-builder.label')}
        value={field.label}
        max={FORM_CAPS.label}
        onChange={(label) => change({ label })}
      />
      {type !== 'hidden' ? (
        <TextSetting
          id={id('description')}
          label={t('form-builder.description')}
          value={field.description}
          max={FORM_CAPS.description}
          multiline
          onChange={(description) => change({ description })}
        />
      ) : null}
      {PLACEHOLDER_KINDS.includes(type) ? (
        <TextSetting
          id={id('placeholder')}
          label={t('form-builder.placeholder')}
          value={field.placeholder}
          max={FORM_CAPS.placeholder}
          onChange={(placeholder) => change({ placeholder })}
        />
      ) : null}
      {type !== 'hidden' && type !== 'section' ? (
        <CheckSetting
          id={id('required')}
          label={t('form-builder.required')}
          checked={field.required}
          onChange={(required) => change({ required })}
        />
      ) : null}
      {CHOICE_KINDS.includes(type) ? (
        <TextSetting
          id={id('options')}
          label={t('form-builder.options')}
          value={field.options.join('\n')}
          multiline
          onChange={(text) =>
            change({
              options: text
                .split('\n')
                .map((o) => o.slice(0, FORM_CAPS.option))
                .slice(0, FORM_CAPS.options),
            })
          }
        />
      ) : null}
      <KindSettings field={field} change={change} t={t} />
    </div>
  );
}

/** Renders the settings only one kind has. */
function KindSettings({ field, change, t }: FieldSettingsProps): ReactNode {
  const id = (name: string) => `${field.id}-${name}`;
  const number = (text: string, max: number) => Math.min(Math.max(Math.floor(Number(text)) || 0, 0), max);
  switch (field.type) {
    case 'textarea':
      return (
        <TextSetting
          id={id('max')}
          type="number"
          label={t('form-builder.max-length')}
          value={String(field.maxLength)}
          onChange={(text) => change({ maxLength: number(text, FORM_CAPS.maxLength) })}
        />
      );
    case 'phone':
      return (
        <CheckSetting
          id={id('country')}
          label={t('form-builder.country-code')}
          checked={field.showCountryCode}
          onChange={(showCountryCode) => change({ showCountryCode })}
        />
      );
    case 'section':
      return (
        <CheckSetting
          id={id('underline')}
          label={t('form-builder.underline')}
          checked={field.underline}
          onChange={(underline) => change({ underline })}
        />
      );
    case 'currency':
      return (
        <TextSetting
          id={id('symbol')}
          label={t('form-builder.currency-symbol')}
          value={field.currencySymbol}
          max={8}
          onChange={(currencySymbol) => change({ currencySymbol })}
        />
      );
    case 'hidden':
      return (
        <>
          <TextSetting
            id={id('key')}
            label={t('form-builder.key')}
            value={field.key}
            max={FORM_CAPS.label}
            onChange={(key) => change({ key })}
          />
          <TextSetting
            id={id('value')}
            label={t('form-builder.value')}
            value={field.value}
            max={FORM_CAPS.label}
            onChange={(value) => change({ value })}
          />
        </>
      );
    case 'file':
      return (
        <>
          <TextSetting
            id={id('accept')}
            label={t('form-builder.accept')}
            value={(field.accept ?? []).join(', ')}
            onChange={(text) => change({ accept: text.split(',').map((a) => a.trim()) })}
          />
          <TextSetting
            id={id('size')}
            type="number"
            label={t('form-builder.max-size')}
            value={String(field.maxSize ?? '')}
            onChange={(text) => change({ maxSize: number(text, 100) || 1 })}
          />
        </>
      );
    default:
      return null;
  }
}
