/**
 * Every message id, from the English messages of each element and feature: what a complete catalogue of another
 * locale holds (fr.ts is checked against it) and what a host page's catalogue may name.
 */
import type announcementBar from '../../announcement-bar/announcement-bar.en.js';
import type button from '../../button/button.en.js';
import type cart from '../../cart/cart.en.js';
import type cartIndicator from '../../cart-indicator/cart-indicator.en.js';
import type cookieBanner from '../../cookie-banner/cookie-banner.en.js';
import type dialog from '../../dialog/dialog.en.js';
import type followButton from '../../follow-button/follow-button.en.js';
import type gallery from '../../gallery/gallery.en.js';
import type image from '../../image/image.en.js';
import type lightbox from '../../lightbox/lightbox.en.js';
import type loginPrompt from '../../login-prompt/login-prompt.en.js';
import type map from '../../map/map.en.js';
import type marquee from '../../marquee/marquee.en.js';
import type menuTabs from '../../menu-tabs/menu-tabs.en.js';
import type mobileInfoBar from '../../mobile-info-bar/mobile-info-bar.en.js';
import type popupOverlay from '../../popup-overlay/popup-overlay.en.js';
import type pricingToggle from '../../pricing-toggle/pricing-toggle.en.js';
import type relativeTime from '../../relative-time/relative-time.en.js';
import type reservation from '../../reservation/reservation.en.js';
import type reviewForm from '../../review-form/review-form.en.js';
import type summary from '../../summary/summary.en.js';
import type systemError from '../../system-error/system-error.en.js';
import type video from '../../video/video.en.js';
import type forms from '../forms/forms.en.js';
import type commerce from './commerce.en.js';
import type common from './en.js';
import type site from './site.en.js';

type English =
  | typeof announcementBar
  | typeof button
  | typeof cart
  | typeof cartIndicator
  | typeof commerce
  | typeof common
  | typeof cookieBanner
  | typeof dialog
  | typeof followButton
  | typeof forms
  | typeof gallery
  | typeof image
  | typeof lightbox
  | typeof loginPrompt
  | typeof map
  | typeof marquee
  | typeof menuTabs
  | typeof mobileInfoBar
  | typeof popupOverlay
  | typeof pricingToggle
  | typeof reservation
  | typeof relativeTime
  | typeof reviewForm
  | typeof site
  | typeof summary
  | typeof systemError
  | typeof video;

/** Every message id. */
export type MessageKey = English extends infer E ? (E extends unknown ? keyof E : never) : never;

/** A catalogue of one locale: id → ICU MessageFormat text. */
export type Catalogue = Readonly<Partial<Record<MessageKey, string>>>;
