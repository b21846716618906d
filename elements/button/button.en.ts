/** The English messages of <sqs-button> (ICU MessageFormat); other locales are in elements/shared/messages/. */
export default {
  'button.new-window': '(opens in a new window)',
} as const;
