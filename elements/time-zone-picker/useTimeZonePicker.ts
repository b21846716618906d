import { useCallback, useLayoutEffect, useMemo, useState, type ChangeEvent } from 'react';
import { emit } from '../shared/emit.js';
import { useListbox, type UseListbox } from '../shared/hooks/useListbox.js';
import { useOwnerSetting, type OwnerSettingState } from '../shared/hooks/useOwnerSetting.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import { warnInvalid, warnOnce } from '../shared/warn.js';
import english from './time-zone-picker.en.js';
import {
  MAX_ZONE_LENGTH,
  TIME_ZONE_PATH,
  TIME_ZONES_PATH,
  type SqsTimeZonePickerElement,
} from './time-zone-picker.element.js';

/** One time zone of the list, ready to render. */
export interface Zone {
  id: string;
  /** `Europe/Paris (UTC+01:00)`: the id with spaces for underscores, and the offset now. */
  label: string;
}

/** What the time zones endpoint answered, checked. */
interface ZonesAnswer {
  zones: { id: string; offset: string }[];
  timeZone: string | null;
  /** How many entries were left out as malformed. */
  dropped: number;
}

/** What `TimeZonePicker.tsx` needs to render. */
export interface TimeZonePickerBindings {
  /** Reflected as the host's `data-state`. */
  state: OwnerSettingState;
  busy: boolean;
  t: Translate<typeof english>;
  zones: Zone[];
  filterProps: { value: string; maxLength: number; onChange(event: ChangeEvent<HTMLInputElement>): void };
  listbox: UseListbox;
  chosen: string | null;
  save(): void;
  saving: boolean;
  status: string;
  retry(): void;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const OFFSET = /^[+-]\d{2}:\d{2}$/;
// An IANA name: letters, digits and `_ + - /` (`America/Argentina/Buenos_Aires`, `Etc/GMT+5`).
const ZONE_ID = /^[A-Za-z][\w+-]*(?:\/[\w+-]+)*$/;
const isZoneId = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_ZONE_LENGTH && ZONE_ID.test(value);

/** Reads the time zones endpoint's answer, keeping the well-formed zones only. */
function readZones(body: unknown): ZonesAnswer {
  const answer = isObject(body) ? body : {};
  const list = Array.isArray(answer.zones) ? answer.zones : [];
  const zones = list.filter(
    (z): z is { id: string; offset: string } =>
      isObject(z) && isZoneId(z.id) && typeof z.offset === 'string' && OFFSET.test(z.offset),
  );
  const { timeZone } = answer;
  return {
    zones: zones.map(({ id, offset }) => ({ id, offset })),
    // Only a zone of the list can be the choice (the reference API refuses any other).
    timeZone: zones.some((z) => z.id === timeZone) ? (timeZone as string) : null,
    dropped: list.length - zones.length,
  };
}

/**
 * Returns the picker's bindings: the zones of the reference API (malformed ones left out with a warning) narrowed by
 * the filter, the zone chosen (the site's at first), the listbox and Save.
 */
export function useTimeZonePicker(host: SqsTimeZonePickerElement, options: { filter: string }): TimeZonePickerBindings {
  const t = useMessages(host, english);
  const setting = useOwnerSetting(TIME_ZONES_PATH, readZones);
  const { data, state, setStatus } = setting;
  const initial = options.filter.length > MAX_ZONE_LENGTH ? '' : options.filter;
  const [typed, setTyped] = useState<string | null>(null);
  const filter = typed ?? initial;
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? data?.timeZone ?? null;

  const all = useMemo(
    () =>
      (data?.zones ?? []).map(({ id, offset }) => ({
        id,
        label: t('time-zone-picker.option', { zone: id.replace(/_/g, ' '), offset }),
      })),
    [data, t],
  );
  const zones = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    return wanted
      ? all.filter((z) => z.label.toLowerCase().includes(wanted) || z.id.toLowerCase().includes(wanted))
      : all;
  }, [all, filter]);

  const choose = useCallback(
    (timeZone: string) => {
      setPicked(timeZone);
      setStatus('');
      emit(host, 'sqs-time-zone-picker-change', { timeZone });
    },
    [host, setStatus],
  );
  const labels = useMemo(() => zones.map((z) => z.label), [zones]);
  const listbox = useListbox(
    labels,
    zones.findIndex((z) => z.id === chosen),
    (i) => choose(zones[i]!.id),
  );

  useLayoutEffect(() => {
    // Told before the state shows, so whoever waits for it has the warnings too.
    if (initial !== options.filter) warnInvalid(host, 'filter', options.filter.slice(0, 20) + '…', '');
    if (data?.dropped)
      warnOnce(host, 'zones', `<sqs-time-zone-picker>: left out ${data.dropped} malformed time zones.`);
    host.dataset.state = state;
  }, [host, state, data, initial, options.filter]);

  return {
    state,
    busy: setting.busy,
    t,
    zones,
    filterProps: {
      value: filter,
      maxLength: MAX_ZONE_LENGTH,
      onChange: (event) => setTyped(event.target.value.slice(0, MAX_ZONE_LENGTH)),
    },
    listbox,
    chosen,
    save: () => {
      const timeZone = chosen;
      if (timeZone)
        setting.save(
          TIME_ZONE_PATH,
          { timeZone },
          () => {
            emit(host, 'sqs-time-zone-picker-save', { timeZone });
            return t('time-zone-picker.saved', { zone: timeZone });
          },
          t('time-zone-picker.save-failed'),
        );
    },
    saving: setting.saving,
    status: setting.status,
    retry: setting.retry,
  };
}
