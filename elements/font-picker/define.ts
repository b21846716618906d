import { define, defineElementClass } from '../shared/define-element.js';
import { listboxStyles } from '../shared/listbox.styles.js';
import { FontPicker } from './FontPicker.js';
import { fontPickerElement } from './font-picker.element.js';
import { fontPickerStyles } from './font-picker.styles.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './font-picker.en.js';

export type { SqsFontPickerElement, SqsFontPickerEvents } from './font-picker.element.js';

define(
  fontPickerElement.tag,
  defineElementClass(FontPicker, { ...fontPickerElement, styles: [listboxStyles, fontPickerStyles] }),
);
