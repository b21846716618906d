import { LOCK_SCREEN_ROOM } from './lock-screen.styles.js';

/** Gives the lock screen its room before its code loads, so the page does not shift when the form appears. */
export const lockScreenPreUpgrade = `sqs-lock-screen:not(:defined) {
  display: block;
  min-block-size: ${LOCK_SCREEN_ROOM};
}`;
