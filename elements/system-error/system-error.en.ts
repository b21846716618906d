/** The English messages of <sqs-system-error> (ICU MessageFormat); its French is beside it (system-error.fr.ts). */
const english = {
  // spec 000 §8 "Other": the system error overlay; 'Network error' and 'Unable to connect…' are §8's own strings.
  'system-error.title': 'Something Went Wrong!',
  'system-error.network-title': 'Network error',
  'system-error.network': 'Unable to connect…',
  'system-error.reload': 'Reload Page',
  'system-error.clear': 'Clear',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    systemError: typeof english;
  }
}
