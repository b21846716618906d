/** The English messages of <sqs-menu-tabs> (ICU MessageFormat); other locales are in elements/shared/messages/. */
export default {
  // A tab with no label is named by its position.
  'menu-tabs.untitled': 'Tab {number}',
} as const;
