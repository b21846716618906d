import { TIME_ZONE_PICKER_ROOM } from './time-zone-picker.styles.js';

/** Reserves the picker's room before its code loads, which the upgraded element keeps while its zones load. */
export const timeZonePickerPreUpgrade = `sqs-time-zone-picker:not(:defined) {
  display: block;
  min-block-size: ${TIME_ZONE_PICKER_ROOM};
}`;
