import { breakpoints, token } from '../../styles/tokens.js';

/** The announcement bar before upgrade when it has text to show. */
const ANNOUNCEMENT = "sqs-announcement-bar[text]:not([text='']):not(:defined)";

/**
 * Reserves the bar before its code loads when it has text (it shows unless the site context turns it off or the
 * visitor dismissed it): its text, close button and padding in the room the upgraded bar takes, compact at the mobile
 * information bar's width. Without text it takes no room.
 */
export const announcementBarPreUpgrade = `sqs-announcement-bar:not(:defined) {
  display: none;
}
${ANNOUNCEMENT} {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${token('space-2')};
  padding: var(--sqs-announcement-bar-padding, ${token('space-3')} ${token('space-4')});
  background: var(--sqs-announcement-bar-background, ${token('color-accent')});
  color: var(--sqs-announcement-bar-color, ${token('color-accent-contrast')});
  font-size: var(--sqs-announcement-bar-font-size, ${token('font-size-lg')});
  text-align: center;
}
${ANNOUNCEMENT}::before {
  content: attr(text);
  flex: 1;
}
${ANNOUNCEMENT}[dismissible]::after {
  content: '';
  flex: none;
  inline-size: 44px;
  block-size: 44px;
}
${ANNOUNCEMENT} > * {
  display: none;
}
@media (max-width: ${breakpoints.infoBarMax}px) {
  ${ANNOUNCEMENT} {
    padding: ${token('space-2')} ${token('space-3')};
    font-size: var(--sqs-announcement-bar-mobile-font-size, ${token('font-size-md')});
  }
}`;
