import { breakpoints, token } from '../../styles/tokens.js';

/** The height of the bar's one row: its 44 px links. */
const INFO_BAR_ROW = '44px';

/**
 * Reserves one row of 44 px links in its padding before the code loads, at the width where the bar shows
 * (mobile-info-bar.styles.ts); none above it.
 */
export const mobileInfoBarPreUpgrade = `sqs-mobile-info-bar:not(:defined) {
  display: none;
}
@media (max-width: ${breakpoints.infoBarMax}px) {
  sqs-mobile-info-bar:not(:defined) {
    display: block;
    box-sizing: content-box;
    block-size: ${INFO_BAR_ROW};
    padding: var(--sqs-mobile-info-bar-padding, ${token('space-2')} ${token('space-3')});
    background: var(--sqs-mobile-info-bar-background, ${token('color-accent')});
  }
  sqs-mobile-info-bar:not(:defined) > * {
    display: none;
  }
}`;
