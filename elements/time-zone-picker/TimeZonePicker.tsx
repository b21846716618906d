import { useId, type ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { LoadFailed } from '../shared/LoadFailed.js';
import type { SqsTimeZonePickerElement, timeZonePickerAttributes } from './time-zone-picker.element.js';
import { useTimeZonePicker } from './useTimeZonePicker.js';

/**
 * Renders the picker: its label, the filter field, the listbox of time zones (or 'No results found'), Save and its
 * status; or loading, or the failure (or the sign-in need) with Retry.
 */
export function TimeZonePicker({
  host,
  ...options
}: ElementProps<typeof timeZonePickerAttributes, SqsTimeZonePickerElement>): ReactNode {
  const b = useTimeZonePicker(host, options);
  const { t } = b;
  const id = useId();
  return (
    <div part="base" aria-busy={b.busy}>
      <p part="label" id={`${id}label`}>
        {t('time-zone-picker.label')}
      </p>
      {b.state === 'failed' || b.state === 'sign-in' ? (
        <LoadFailed
          host={host}
          onRetry={b.retry}
          message={t(b.state === 'failed' ? 'time-zone-picker.failed' : 'time-zone-picker.sign-in')}
          retry={t('time-zone-picker.retry')}
        />
      ) : b.state === 'loading' ? (
        <p part="loading" role="status">
          {t('time-zone-picker.loading')}
        </p>
      ) : (
        <>
          <label part="filter-label" htmlFor={`${id}filter`}>
            {t('time-zone-picker.filter')}
          </label>
          <input
            part="filter"
            id={`${id}filter`}
            type="search"
            autoComplete="off"
            spellCheck={false}
            aria-controls={b.zones.length ? `${id}list` : undefined}
            {...b.filterProps}
          />
          {b.zones.length ? (
            <ul part="listbox" id={`${id}list`} aria-labelledby={`${id}label`} {...b.listbox.listboxProps}>
              {b.zones.map((zone, i) => (
                <li key={zone.id} part="option" {...b.listbox.optionProps(i)}>
                  {zone.label}
                </li>
              ))}
            </ul>
          ) : (
            <p part="empty" role="status">
              {t('common.no-results')}
            </p>
          )}
          <button type="button" part="save" disabled={!b.chosen || b.saving} onClick={b.save}>
            {t('time-zone-picker.save')}
          </button>
        </>
      )}
      <p part="status" role="status">
        {b.status}
      </p>
    </div>
  );
}
