/** The English messages of <sqs-image> (ICU MessageFormat); other locales are in elements/shared/messages/. */
export default {
  'image.new-window': '(opens in a new window)',
} as const;
