/** The English messages of <sqs-relative-time> (ICU MessageFormat); its French is beside it (relative-time.fr.ts). */
const english = {
  // spec 001 §9: "just now", then "about N seconds ago" under 60 s (minutes and longer come from Intl).
  'relative-time.just-now': 'just now',
  'relative-time.seconds-ago': '{count, plural, one {about # second ago} other {about # seconds ago}}',
  'relative-time.in-seconds': '{count, plural, one {in about # second} other {in about # seconds}}',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    relativeTime: typeof english;
  }
}
