import { SHARE_BUTTON_SIZE } from './share-buttons.styles.js';

/** Reserves the row of buttons before the code loads, so the text below does not move when they appear. */
export const shareButtonsPreUpgrade = `sqs-share-buttons:not(:defined) {
  display: block;
  min-block-size: ${SHARE_BUTTON_SIZE};
}`;
