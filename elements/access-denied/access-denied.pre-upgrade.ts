import { ACCESS_DENIED_ROOM } from './access-denied.styles.js';

/** Gives the notice its room before its code loads, so the page does not shift when it appears. */
export const accessDeniedPreUpgrade = `sqs-access-denied:not(:defined) {
  display: block;
  min-block-size: ${ACCESS_DENIED_ROOM};
}`;
