// A host page that imports the whole package: every element's tag, every event and every message id are typed.
import type { Catalogue, MessageKey, SqsEventDetails } from 'sqs-elements';

export const dialog = document.querySelector('sqs-dialog');
if (dialog) dialog.open = true;
document.addEventListener('sqs-toggle', (event) => event.detail.open satisfies boolean);
document.addEventListener('sqs-cart-sync', (event) => event.detail.totalQuantity satisfies number);
export const toggle: SqsEventDetails['sqs-slide-change'] | undefined = undefined;

export const german: Catalogue = {
  'common.no-results': 'Keine Ergebnisse',
  'button.new-window': '(öffnet in einem neuen Fenster)',
  'gallery.next': 'Weiter',
  'validation.required': '{label} ist erforderlich.',
  'cart.title': 'Warenkorb',
  'site.logout-title': 'Abgemeldet',
};
export const key: MessageKey = 'video.invalid-embed';
// @ts-expect-error not a message id
export const wrong: Catalogue = { 'button.no-such-message': 'x' };
// @ts-expect-error not an event detail of sqs-toggle
document.addEventListener('sqs-toggle', (event) => event.detail.nothing);
