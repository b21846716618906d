/** The French messages of the store (product, cart, checkout, review): one for each id of its English (commerce.en.ts). */
import type english from './commerce.en.js';

export default {
  'cart.title': 'Panier',
  'cart.checkout': 'Paiement',
  'cart.continue-shopping': 'Continuer mes achats',
  'cart.edit-details': 'Modifier les détails',
  'cart.minimum-subtotal': 'Le sous-total de votre commande doit atteindre au moins {amount} pour passer au paiement.',
  'cart.confirm-remove': 'Retirer {product} de votre panier ?',
  'cart.error-quantity': 'Impossible de modifier la quantité',
  'cart.error-remove': 'Impossible de retirer l’article',
  'cart.error-open-form': 'Impossible d’ouvrir le formulaire',
  'cart.error-update-form': 'Impossible de mettre à jour le formulaire',
  'cart.error-missing-information': 'Complétez ou corrigez les informations ci-dessus',
  'cart.try-again': 'Veuillez réessayer',
  'cart.check-connection': 'Vérifiez votre connexion Internet',
  'checkout.session-expired':
    'Votre session a expiré ou les cookies sont désactivés. Impossible de passer au paiement.',
  'product.workflow-available': 'Disponible',
  'product.workflow-scheduled': 'Programmé',
  'product.workflow-hidden': 'Masqué',
  'product.workflow-unsupported': 'Non pris en charge',
  'product.loading': 'Chargement du produit…',
  'product.sale-price': 'Prix soldé',
  'product.original-price': 'Prix d’origine',
  'product.choose-option': 'Choisir : {option}',
  'product.sold-out-option': '{value} — Épuisé',
  'product.sold-out': 'Épuisé',
  'product.amount': 'Montant',
  'product.quantity': 'Quantité',
  'product.add-to-cart': 'Ajouter au panier',
  'product.subscribe': 'S’abonner',
  'product.purchase': 'Acheter',
  'product.added': 'Ajouté au panier',
  'product.choose-options': 'Choisissez {options} pour ajouter cet article à votre panier.',
  'product.choose-amount': 'Choisissez un montant pour acheter cette carte cadeau.',
  'product.unavailable': 'Ce produit n’est pas disponible.',
  'product.not-enough-stock': 'Stock insuffisant',
  'subscription.weekly': '{count, plural, one {Toutes les semaines} other {Toutes les # semaines}}',
  'subscription.monthly': '{count, plural, one {Tous les mois} other {Tous les # mois}}',
  'subscription.yearly': '{count, plural, one {Tous les ans} other {Tous les # ans}}',
  'subscription.weekly-for':
    '{count, plural, one {Toutes les semaines} other {Toutes les # semaines}}, en {cycles, plural, one {# paiement} other {# paiements}}',
  'subscription.monthly-for':
    '{count, plural, one {Tous les mois} other {Tous les # mois}}, en {cycles, plural, one {# paiement} other {# paiements}}',
  'subscription.yearly-for':
    '{count, plural, one {Tous les ans} other {Tous les # ans}}, en {cycles, plural, one {# paiement} other {# paiements}}',
} as const satisfies Record<keyof typeof english, string>;
