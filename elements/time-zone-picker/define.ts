import { define, defineElementClass } from '../shared/define-element.js';
import { listboxStyles } from '../shared/listbox.styles.js';
import { TimeZonePicker } from './TimeZonePicker.js';
import { timeZonePickerElement } from './time-zone-picker.element.js';
import { timeZonePickerStyles } from './time-zone-picker.styles.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './time-zone-picker.en.js';

export type { SqsTimeZonePickerElement, SqsTimeZonePickerEvents } from './time-zone-picker.element.js';

define(
  timeZonePickerElement.tag,
  defineElementClass(TimeZonePicker, { ...timeZonePickerElement, styles: [listboxStyles, timeZonePickerStyles] }),
);
