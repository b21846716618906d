import { useId, type ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { OwnerSetting } from '../shared/OwnerSetting.js';
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
  const say = {
    failed: t('time-zone-picker.failed'),
    signIn: t('time-zone-picker.sign-in'),
    retry: t('time-zone-picker.retry'),
    loading: t('time-zone-picker.loading'),
  };
  return (
    <OwnerSetting
      host={host}
      labelId={`${id}label`}
      label={t('time-zone-picker.label')}
      state={b.state}
      busy={b.busy}
      status={b.status}
      onRetry={b.retry}
      say={say}
    >
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
    </OwnerSetting>
  );
}
