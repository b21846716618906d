import { useState, type ReactNode } from 'react';
import { FIELD_TYPES, type FieldType } from '../shared/forms/definition.js';
import type { BuilderTranslate } from './builder-messages.js';
import type english from './form-builder.en.js';
import { FORM_CAPS } from './form-builder.limits.js';
import { FieldSettings } from './FieldSettings.js';
import type { FormBuilderState } from './useFormBuilder.js';

/** Returns the name of `kind` in the builder's language. */
export const kindName = (t: BuilderTranslate, kind: FieldType): string =>
  t(`form-builder.kind-${kind}` as keyof typeof english);

/**
 * Renders the Build tab: the kind picker and Add button, then the fields in order, each with its drag handle (Alt
 * with an arrow moves it too), move up and down buttons, an Edit toggle showing its settings, and Remove.
 */
export function BuildPanel({ state, t }: { state: FormBuilderState; t: BuilderTranslate }): ReactNode {
  const [kind, setKind] = useState<FieldType>('text');
  const { fieldList: list, nameOf } = state;
  const fields = state.draft?.fields ?? [];
  return (
    <>
      <div part="add-row">
        <label htmlFor="add-kind">{t('form-builder.kind')}</label>
        <select id="add-kind" part="input" value={kind} onChange={(e) => setKind(e.currentTarget.value as FieldType)}>
          {FIELD_TYPES.map((k) => (
            <option key={k} value={k}>
              {kindName(t, k)}
            </option>
          ))}
        </select>
        <button
          type="button"
          part="add"
          aria-disabled={list.full}
          aria-describedby={list.full ? 'too-many' : undefined}
          onClick={() => list.add(kind, kindName(t, kind))}
        >
          {t('form-builder.add')}
        </button>
      </div>
      {list.full ? (
        <p part="error" id="too-many">
          {t('form-builder.too-many', { max: FORM_CAPS.fields })}
        </p>
      ) : null}
      <h3 id="fields-title">{t('form-builder.fields')}</h3>
      {fields.length ? null : <p part="empty">{t('form-builder.empty')}</p>}
      <p id="move-help" part="help">
        {t('form-builder.move-help')}
      </p>
      <ol part="field-list" ref={list.listRef} aria-labelledby="fields-title">
        {fields.map((field, index) => {
          const label = nameOf(field);
          const open = list.open === field.id;
          const dragging = list.drag?.from === index;
          return (
            <li
              key={field.id}
              part="field-item"
              data-field-id={field.id}
              data-state={dragging ? 'dragging' : list.drag?.to === index ? 'over' : undefined}
            >
              <div part="field-row">
                <button
                  type="button"
                  part="handle"
                  aria-label={t('form-builder.move', { label })}
                  aria-describedby="move-help"
                  {...list.handleProps(index)}
                >
                  ⠿
                </button>
                <span part="field-name">
                  {label} <small>({kindName(t, field.type)})</small>
                </span>
                <button
                  type="button"
                  data-control="up"
                  disabled={index === 0}
                  aria-label={t('form-builder.move-up', { label })}
                  onClick={() => list.move(index, index - 1, 'up')}
                >
                  ↑
                </button>
                <button
                  type="button"
                  data-control="down"
                  disabled={index === fields.length - 1}
                  aria-label={t('form-builder.move-down', { label })}
                  onClick={() => list.move(index, index + 1, 'down')}
                >
                  ↓
                </button>
                <button
                  type="button"
                  data-control="edit"
                  aria-expanded={open}
                  aria-controls={open ? `${field.id}-settings` : undefined}
                  onClick={() => list.toggle(field.id)}
                >
                  {t('form-builder.edit', { label })}
                </button>
                <button type="button" data-control="remove" onClick={() => list.remove(index)}>
                  {t('form-builder.remove', { label })}
                </button>
              </div>
              {open ? <FieldSettings field={field} change={(patch) => state.updateField(index, patch)} t={t} /> : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
