/**
 * The English messages of <sqs-pricing-toggle> (ICU MessageFormat); other locales are in elements/shared/messages/.
 * The spec quotes no text for the toggle: these defaults are ours.
 */
export default {
  'pricing-toggle.label': 'Pricing options',
  'pricing-toggle.left': 'Monthly',
  'pricing-toggle.right': 'Yearly',
} as const;
