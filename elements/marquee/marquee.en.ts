/** The English messages of <sqs-marquee> (ICU MessageFormat); other locales are in elements/shared/messages/. */
export default {
  'marquee.pause': 'Pause',
  'marquee.play': 'Play',
} as const;
