/** The English messages of <sqs-follow-button> (ICU MessageFormat); other locales are in elements/shared/messages/. */
export default {
  'follow-button.follow': 'Follow @{username}',
} as const;
