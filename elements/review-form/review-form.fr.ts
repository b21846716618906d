/** The French messages of <sqs-review-form>: one for each id of its English (review-form.en.ts). */
import type english from './review-form.en.js';

export default {
  'review.title': 'Évaluez votre achat',
  'review.describe': 'Décrivez votre expérience',
  'review.submit': 'Envoyer',
  'review.error': 'Une erreur s’est produite',
  'review.error-retry': 'Essayez à nouveau d’envoyer votre avis',
  'review.already-reviewed': 'Vous avez déjà évalué cet achat',
  'review.expired': 'Votre demande d’avis a expiré',
  'review.rating-required': 'Veuillez sélectionner une note',
  'review.stars': '{count, plural, one {# étoile} other {# étoiles}}',
  'review.thanks': 'Merci pour votre avis',
  'review.loading': 'Chargement de votre demande d’avis…',
  'review.invalid': 'Ce lien d’avis n’est pas valide',
  'review.unavailable': 'Votre demande d’avis n’a pas pu être chargée. Rechargez la page pour réessayer.',
  'review.script-needed': 'Activez JavaScript pour évaluer cet achat.',
} as const satisfies Record<keyof typeof english, string>;
