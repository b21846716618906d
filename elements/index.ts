/** Registers every element (the "all" entry, `dist/sqs-elements.js`). */
import './access-denied/define.js';
import './accordion/define.js';
import './accordion-item/define.js';
import './animate/define.js';
import './announcement-bar/define.js';
import './blog-list/define.js';
import './button/define.js';
import './cart/define.js';
import './cart-indicator/define.js';
import './code-block/define.js';
import './code-editor/define.js';
import './cookie-banner/define.js';
import './data-table/define.js';
import './dialog/define.js';
import './donation/define.js';
import './embed-block/define.js';
import './events/define.js';
import './file-manager/define.js';
import './fit-text/define.js';
import './follow-button/define.js';
import './font-picker/define.js';
import './form/define.js';
import './form-builder/define.js';
import './gallery/define.js';
import './image/define.js';
import './lightbox/define.js';
import './link-editor/define.js';
import './lock-screen/define.js';
import './login-prompt/define.js';
import './map/define.js';
import './marquee/define.js';
import './menu-tab/define.js';
import './menu-tabs/define.js';
import './mobile-info-bar/define.js';
import './newsletter/define.js';
import './popup-overlay/define.js';
import './pricing-toggle/define.js';
import './product/define.js';
import './product-list/define.js';
import './relative-time/define.js';
import './reservation/define.js';
import './review-form/define.js';
import './search/define.js';
import './share-buttons/define.js';
import './summary/define.js';
import './system-error/define.js';
import './tag-editor/define.js';
import './time-zone-picker/define.js';
import './tooltip/define.js';
import './video/define.js';

// Every element's events with their details; each contract adds its tag and events to the global maps a host page's
// TypeScript sees (`HTMLElementTagNameMap`, `GlobalEventHandlersEventMap`).
export type { SqsEventDetails } from './shared/emit.js';
// A host page adds or replaces a language: `await registerCatalogue('de', { … })` (text is compiled on demand).
export { registerCatalogue } from './shared/messages.js';
export type { Catalogue, MessageKey } from './shared/messages/keys.js';
