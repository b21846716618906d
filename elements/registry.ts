/**
 * Every element by tag and every `sqs-*` event by name, for a host page's TypeScript: `document.querySelector(
 * 'sqs-dialog')` is typed as the dialog, and `addEventListener('sqs-toggle', (e) => e.detail.open)` knows its detail.
 * Built from the contracts (`<name>.element.ts`), which declare each element's type and the events it dispatches; a
 * new element adds its line here.
 */
import type { SqsAccordionElement, SqsAccordionEvents } from './accordion/accordion.element.js';
import type { SqsAccordionItemElement, SqsAccordionItemEvents } from './accordion-item/accordion-item.element.js';
import type { SqsAnimateElement } from './animate/animate.element.js';
import type {
  SqsAnnouncementBarElement,
  SqsAnnouncementBarEvents,
} from './announcement-bar/announcement-bar.element.js';
import type { SqsButtonElement, SqsButtonEvents } from './button/button.element.js';
import type { SqsCartElement, SqsCartEvents } from './cart/cart.element.js';
import type {
  CartSyncDetail,
  SqsCartIndicatorElement,
  SqsCartIndicatorEvents,
} from './cart-indicator/cart-indicator.element.js';
import type { SqsCookieBannerElement, SqsCookieBannerEvents } from './cookie-banner/cookie-banner.element.js';
import type { SqsDialogElement, SqsDialogEvents } from './dialog/dialog.element.js';
import type { SqsFitTextElement } from './fit-text/fit-text.element.js';
import type { SqsFollowButtonElement } from './follow-button/follow-button.element.js';
import type { SqsFormElement, SqsFormEvents } from './form/form.element.js';
import type { SqsGalleryElement, SqsGalleryEvents } from './gallery/gallery.element.js';
import type { SqsImageElement, SqsImageEvents } from './image/image.element.js';
import type { SqsLightboxElement, SqsLightboxEvents } from './lightbox/lightbox.element.js';
import type { SqsLoginPromptElement, SqsLoginPromptEvents } from './login-prompt/login-prompt.element.js';
import type { SqsMapElement, SqsMapEvents } from './map/map.element.js';
import type { SqsMarqueeElement } from './marquee/marquee.element.js';
import type { SqsMenuTabElement } from './menu-tab/menu-tab.element.js';
import type { SqsMenuTabsElement, SqsMenuTabsEvents } from './menu-tabs/menu-tabs.element.js';
import type { SqsMobileInfoBarElement } from './mobile-info-bar/mobile-info-bar.element.js';
import type { SqsNewsletterElement, SqsNewsletterEvents } from './newsletter/newsletter.element.js';
import type { SqsPopupOverlayElement, SqsPopupOverlayEvents } from './popup-overlay/popup-overlay.element.js';
import type { SqsPricingToggleElement, SqsPricingToggleEvents } from './pricing-toggle/pricing-toggle.element.js';
import type { SqsProductElement, SqsProductEvents } from './product/product.element.js';
import type { SqsRelativeTimeElement } from './relative-time/relative-time.element.js';
import type { SqsReservationElement } from './reservation/reservation.element.js';
import type { SqsReviewFormElement } from './review-form/review-form.element.js';
import type { SqsSummaryElement, SqsSummaryEvents } from './summary/summary.element.js';
import type { SqsSystemErrorElement, SqsSystemErrorEvents } from './system-error/system-error.element.js';
import type { SqsTooltipElement, SqsTooltipEvents } from './tooltip/tooltip.element.js';
import type { SqsVideoElement, SqsVideoEvents } from './video/video.element.js';

declare global {
  interface HTMLElementTagNameMap {
    'sqs-accordion': SqsAccordionElement;
    'sqs-accordion-item': SqsAccordionItemElement;
    'sqs-animate': SqsAnimateElement;
    'sqs-announcement-bar': SqsAnnouncementBarElement;
    'sqs-button': SqsButtonElement;
    'sqs-cart': SqsCartElement;
    'sqs-cart-indicator': SqsCartIndicatorElement;
    'sqs-cookie-banner': SqsCookieBannerElement;
    'sqs-dialog': SqsDialogElement;
    'sqs-fit-text': SqsFitTextElement;
    'sqs-follow-button': SqsFollowButtonElement;
    'sqs-form': SqsFormElement;
    'sqs-gallery': SqsGalleryElement;
    'sqs-image': SqsImageElement;
    'sqs-lightbox': SqsLightboxElement;
    'sqs-login-prompt': SqsLoginPromptElement;
    'sqs-map': SqsMapElement;
    'sqs-marquee': SqsMarqueeElement;
    'sqs-menu-tab': SqsMenuTabElement;
    'sqs-menu-tabs': SqsMenuTabsElement;
    'sqs-mobile-info-bar': SqsMobileInfoBarElement;
    'sqs-newsletter': SqsNewsletterElement;
    'sqs-popup-overlay': SqsPopupOverlayElement;
    'sqs-pricing-toggle': SqsPricingToggleElement;
    'sqs-product': SqsProductElement;
    'sqs-relative-time': SqsRelativeTimeElement;
    'sqs-reservation': SqsReservationElement;
    'sqs-review-form': SqsReviewFormElement;
    'sqs-summary': SqsSummaryElement;
    'sqs-system-error': SqsSystemErrorElement;
    'sqs-tooltip': SqsTooltipElement;
    'sqs-video': SqsVideoElement;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends SqsEventMap {}
}

type SqsEventMap = { [K in keyof SqsEventDetails]: CustomEvent<SqsEventDetails[K]> };

/** Events the runtime dispatches on `document` for the elements to follow. */
export interface SqsDocumentEvents {
  /** The cart changed; every `<sqs-cart-indicator>` follows it. */
  'sqs-cart-sync': CartSyncDetail;
}

/** Every `sqs-*` event, by name, with its detail (an event several elements dispatch has one detail type). */
export type SqsEventDetails = SqsDocumentEvents &
  SqsAccordionEvents &
  SqsAccordionItemEvents &
  SqsAnnouncementBarEvents &
  SqsButtonEvents &
  SqsCartEvents &
  SqsCartIndicatorEvents &
  SqsCookieBannerEvents &
  SqsDialogEvents &
  SqsFormEvents &
  SqsGalleryEvents &
  SqsImageEvents &
  SqsLightboxEvents &
  SqsLoginPromptEvents &
  SqsMapEvents &
  SqsMenuTabsEvents &
  SqsNewsletterEvents &
  SqsPopupOverlayEvents &
  SqsPricingToggleEvents &
  SqsProductEvents &
  SqsSummaryEvents &
  SqsSystemErrorEvents &
  SqsTooltipEvents &
  SqsVideoEvents;
