/** The English messages of <sqs-donation> (ICU MessageFormat); its French is beside it (donation.fr.ts). */
const english = {
  // Our own wording: the spec names the donation checkout, not the block's text.
  'donation.legend': 'Choose an amount',
  'donation.other': 'Other',
  'donation.other-amount': 'Other amount',
  'donation.donate': 'Donate',
  'donation.donate-amount': 'Donate {amount}',
  'donation.choose': 'Choose or enter an amount.',
  'donation.invalid': 'Enter an amount from {min} to {max}.',
  'donation.clamped': 'The amount was changed to {amount}, the nearest allowed.',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    donation: typeof english;
  }
}
