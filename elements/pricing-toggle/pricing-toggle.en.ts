/**
 * The English messages of <sqs-pricing-toggle> (ICU MessageFormat); its French is beside it (pricing-toggle.fr.ts).
 * The spec quotes no text for the toggle: these defaults are ours.
 */
const english = {
  'pricing-toggle.label': 'Pricing options',
  'pricing-toggle.left': 'Monthly',
  'pricing-toggle.right': 'Yearly',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    pricingToggle: typeof english;
  }
}
