import { FONT_PICKER_ROOM } from './font-picker.styles.js';

/** Reserves the picker's room before its code loads, which the upgraded element keeps while its fonts load. */
export const fontPickerPreUpgrade = `sqs-font-picker:not(:defined) {
  display: block;
  min-block-size: ${FONT_PICKER_ROOM};
}`;
