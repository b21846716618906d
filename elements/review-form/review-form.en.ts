/**
 * The English messages of <sqs-review-form> (ICU MessageFormat; spec 001 §2, §5, §8): quoted strings exact. The spec
 * names the thanks state but quotes no text for it, nor for the star labels, the loading, the invalid link, the
 * request that could not be loaded or the note of a page without script: those are ours.
 */
const english = {
  'review.title': 'Rate your purchase',
  'review.describe': 'Describe your experience',
  'review.submit': 'Submit',
  'review.rating-required': 'Please select a star rating',
  'review.stars': '{count, plural, one {# star} other {# stars}}',
  // spec 001 §8 "Review": 'Something went wrong' here is the review form's heading for a failed submission.
  'review.error': 'Something went wrong',
  'review.error-retry': 'Try submitting your review again',
  'review.already-reviewed': 'You have already reviewed this purchase',
  'review.expired': 'Your review request has expired',
  'review.thanks': 'Thanks for your feedback',
  'review.loading': 'Loading your review request…',
  'review.invalid': 'This review link is not valid',
  'review.unavailable': 'Your review request could not be loaded. Reload the page to try again.',
  // Shown by a page rendered on a server until the script runs: the review is sent by the script only.
  'review.script-needed': 'Turn on JavaScript to review this purchase.',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    reviewForm: typeof english;
  }
}
