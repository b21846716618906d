/** The French messages of <sqs-donation>: one for each id of its English (donation.en.ts). */
import type english from './donation.en.js';

export default {
  'donation.legend': 'Choisissez un montant',
  'donation.other': 'Autre',
  'donation.other-amount': 'Autre montant',
  'donation.donate': 'Faire un don',
  'donation.donate-amount': 'Donner {amount}',
  'donation.choose': 'Choisissez ou saisissez un montant.',
  'donation.invalid': 'Saisissez un montant de {min} à {max}.',
  'donation.clamped': 'Le montant a été changé en {amount}, le plus proche autorisé.',
} as const satisfies Record<keyof typeof english, string>;
