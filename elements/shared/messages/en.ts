/**
 * The English messages every element may use (ICU MessageFormat): the spec's general strings. Each element's own
 * English is beside it (`<name>.en.ts`), and so is each French (`<name>.fr.ts`; these messages': common.fr.ts).
 */
const english = {
  // spec 000 §8 "Other" and spec 001 §8 "Others": general strings, exact. Spec 000's system error overlay says
  // 'Something Went Wrong!' (system-error.title); spec 001's general string 'Something went wrong' is this one.
  'common.something-went-wrong': 'Something went wrong',
  'common.unable-to-load-results': 'Unable to load results',
  'common.unable-to-load-collections': 'Unable to load collections',
  'common.unable-to-load-fonts': 'Unable to load fonts',
  'common.unable-to-load-try-again': 'Unable to load. Try again.',
  'common.network-error': 'Network error',
  // spec 001's wording; spec 000's 'Unable to connect…' is the data layer's and the system error's.
  'common.unable-to-connect-try-again': 'Unable to connect. Please try again',
  'common.unable-to-locate-content': 'Unable to locate content',
  'common.no-results': 'No results found',
  // Not the spec's: what a list loaded from the API says while it loads, and its button that loads it again.
  'common.loading': 'Loading…',
  'common.retry': 'Retry',
} as const;

export default english;

declare module './keys.js' {
  interface EnglishCatalogues {
    common: typeof english;
  }
}
