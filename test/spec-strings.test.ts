/**
 * Every quoted string of the two spec files that an element or the runtime can show, by message id, checked against
 * what the catalogues give: the exact text in English, and a translation in the French catalogue. Editor-only
 * strings (link editor, file manager, font picker, datasets, code editing, mailing lists) belong to no visitor-facing
 * surface and are not listed.
 */
import { expect } from '@open-wc/testing';
import announcementBar from '../elements/announcement-bar/announcement-bar.en.js';
import button from '../elements/button/button.en.js';
import cart from '../elements/cart/cart.en.js';
import cartIndicator from '../elements/cart-indicator/cart-indicator.en.js';
import cookieBanner from '../elements/cookie-banner/cookie-banner.en.js';
import dialog from '../elements/dialog/dialog.en.js';
import embedBlock from '../elements/embed-block/embed-block.en.js';
import followButton from '../elements/follow-button/follow-button.en.js';
import gallery from '../elements/gallery/gallery.en.js';
import image from '../elements/image/image.en.js';
import lightbox from '../elements/lightbox/lightbox.en.js';
import loginPrompt from '../elements/login-prompt/login-prompt.en.js';
import map from '../elements/map/map.en.js';
import marquee from '../elements/marquee/marquee.en.js';
import menuTabs from '../elements/menu-tabs/menu-tabs.en.js';
import mobileInfoBar from '../elements/mobile-info-bar/mobile-info-bar.en.js';
import popupOverlay from '../elements/popup-overlay/popup-overlay.en.js';
import pricingToggle from '../elements/pricing-toggle/pricing-toggle.en.js';
import productList from '../elements/product-list/product-list.en.js';
import reservation from '../elements/reservation/reservation.en.js';
import relativeTime from '../elements/relative-time/relative-time.en.js';
import reviewForm from '../elements/review-form/review-form.en.js';
import forms from '../elements/shared/forms/forms.en.js';
import { message, registerCatalogue, type Messages } from '../elements/shared/messages.js';
import commerce from '../elements/shared/messages/commerce.en.js';
import common from '../elements/shared/messages/en.js';
import french from '../elements/shared/messages/fr.js';
import site from '../elements/shared/messages/site.en.js';
import summary from '../elements/summary/summary.en.js';
import systemError from '../elements/system-error/system-error.en.js';
import video from '../elements/video/video.en.js';
import { chunkMessages, CSS_CHUNK_LOAD_FAILED } from '../elements/shared/chunk-messages.js';
import { CONTAIN_FOCUS_OPTIONS_ERROR } from '../runtime/contain-focus.js';
import { analyticsMessages } from '../runtime/analytics.js';
import { experimentMessages } from '../runtime/experiments.js';
import { imageMessages } from '../runtime/images.js';
import { messages } from '../runtime/messages.js';
import { tweenMessages } from '../runtime/tween.js';

/** All English messages, as the elements hold them. */
const english: Messages = {
  ...announcementBar,
  ...button,
  ...cart,
  ...cartIndicator,
  ...commerce,
  ...common,
  ...cookieBanner,
  ...dialog,
  ...embedBlock,
  ...followButton,
  ...forms,
  ...gallery,
  ...image,
  ...lightbox,
  ...loginPrompt,
  ...map,
  ...marquee,
  ...menuTabs,
  ...mobileInfoBar,
  ...popupOverlay,
  ...pricingToggle,
  ...productList,
  ...reservation,
  ...relativeTime,
  ...reviewForm,
  ...site,
  ...summary,
  ...systemError,
  ...video,
};

/** [id, values, the spec's text] — spec 000 first, then spec 001. */
const SPEC: readonly [string, Record<string, string | number> | undefined, string][] = [
  // spec 000 §2
  [
    'checkout.session-expired',
    undefined,
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  ],
  ['site.logout-title', undefined, 'Logout Successful'],
  ['site.logout-message', undefined, 'You have been successfully logged out.'],
  ['system-error.reload', undefined, 'Reload Page'],
  ['system-error.clear', undefined, 'Clear'],
  // spec 000 §3, §5: the cookie banner's defaults
  ['cookie-banner.accept', undefined, 'Accept'],
  ['cookie-banner.decline', undefined, 'Decline'],
  // spec 000 §4 "Product workflow label"
  ['product.workflow-available', undefined, 'Available'],
  ['product.workflow-scheduled', undefined, 'Scheduled'],
  ['product.workflow-hidden', undefined, 'Hidden'],
  ['product.workflow-unsupported', undefined, 'Unsupported'],
  // spec 000 §4 "Reservation blocks"
  ['reservation.preview-opentable', undefined, 'Preview Only: Please log out ... to use the OpenTable Block.'],
  // spec 000 §5 "Forms"
  [
    'validation.email-invalid',
    { email: 'user@domain.com' },
    'Email is not valid. Email addresses should follow the format user@domain.com.',
  ],
  ['validation.too-long', undefined, 'You have exceeded the character limit.'],
  ['form.counter', { count: 12, max: 140 }, '12 / 140'],
  // spec 000 §5 "Other inputs": the login and site-user messages
  ['validation.email', undefined, 'Please enter a valid email'],
  ['validation.email-format', { email: 'user@domain.com' }, 'Emails must be formatted as user@domain.com'],
  ['form.invalid', undefined, 'One or more fields is invalid, please check your entries.'],
  // spec 000 §8 "Form"
  ['form.submitting', undefined, 'Submitting…'],
  ['form.error-processing', undefined, 'Error processing form submission. Please reload and try again.'],
  ['form.error-unknown', undefined, 'Unknown error, please try again later.'],
  ['form.error-captcha', undefined, 'Complete CAPTCHA before submitting.'],
  ['form.error-key', undefined, 'Could not get a form submission key, please try again later.'],
  ['form.error-parse', undefined, 'Could not parse the form fields, please check your entries.'],
  ['form.scroll-down', undefined, 'Your form has encountered a problem. Please scroll down to review.'],
  ['form.scroll-up', undefined, 'Your form has encountered a problem. Please scroll up to review.'],
  ['form.error-401', undefined, 'Unable to submit form. Please try again later.'],
  ['form.error-404', undefined, 'This form has not been configured yet.'],
  ['form.error-429', undefined, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
  ['form.error-500', undefined, 'Unable to send form. Please try again later.'],
  ['form.error-network', undefined, 'Unable to connect…'],
  // spec 000 §8 "Other"
  ['system-error.title', undefined, 'Something Went Wrong!'],
  ['system-error.network-title', undefined, 'Network error'],
  ['system-error.network', undefined, 'Unable to connect…'],
  ['login-prompt.network', undefined, 'Unable to connect…'],
  ['form.error-captcha-missing', undefined, 'ReCaptcha has not been set up!'],
  ['common.something-went-wrong', undefined, 'Something went wrong'],
  ['common.unable-to-load-results', undefined, 'Unable to load results'],
  ['common.unable-to-load-try-again', undefined, 'Unable to load. Try again.'],
  ['common.network-error', undefined, 'Network error'],
  ['common.unable-to-locate-content', undefined, 'Unable to locate content'],
  ['common.no-results', undefined, 'No results found'],
  // spec 000 §9 / spec 001 §9 "Cart indicator"
  ['cart-indicator.count-overflow', undefined, '100+'],
  ['cart-indicator.label-overflow', undefined, 'More than 100 items in cart'],
  ['cart-indicator.label', { count: 1 }, 'One item in cart'],
  ['cart-indicator.label', { count: 7 }, '7 items in cart'],
  // spec 001 §9 "Relative time … shows just now, then about N seconds ago under 60 s"
  ['relative-time.just-now', undefined, 'just now'],
  ['relative-time.seconds-ago', { count: 45 }, 'about 45 seconds ago'],
  // spec 001 §2: the cart and the review form
  ['cart.title', undefined, 'Shopping Cart'],
  ['cart.checkout', undefined, 'Checkout'],
  ['cart.continue-shopping', undefined, 'Continue Shopping'],
  ['cart.edit-details', undefined, 'Edit Details'],
  ['review.title', undefined, 'Rate your purchase'],
  ['review.describe', undefined, 'Describe your experience'],
  ['review.submit', undefined, 'Submit'],
  // spec 001 §5, §8: the gallery's console texts
  ['gallery.error-decoding', undefined, 'Error decoding gallery block data.'],
  ['gallery.error-evaluating', undefined, 'Error evaluating gallery block data.'],
  [
    'gallery.unknown-design',
    { design: 'mosaic' },
    'These are not the gallery designs you are looking for. (We could not find a design by the name mosaic)',
  ],
  ['gallery.unknown-transition', { transition: 'wipe' }, 'Could not find transition named wipe'],
  ['gallery.loader2-not-found', undefined, 'Loader2 not found'],
  ['gallery.lightbox-unavailable', undefined, 'lightboxify is not available in this tier!'],
  ['gallery.no-images', undefined, 'No images'],
  // spec 001 §8 "Video/embed"
  ['video.invalid-embed', undefined, 'Invalid video embed.'],
  ['video.featured-image-embed-only', undefined, 'Custom featured images only available with embedded videos.'],
  ['video.featured-image-turn-off', undefined, 'Go back into embed settings to turn off featured images.'],
  [
    'video.vimeo-basic-unsupported',
    undefined,
    'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  ],
  ['video.loader-not-found', undefined, 'VideoLoader not found'],
  // spec 001 §5 "Catalogue messages"
  [
    'validation.link-format',
    { host: 'https://www.example.com' },
    'Links must be formatted as https://www.example.com or https://www.example.com',
  ],
  ['validation.page-url', { val: '/a b' }, '/a b is not a valid page URL'],
  ['validation.option', { val: 'XL' }, 'XL is not one of the expected options'],
  ['validation.star-rating', undefined, 'Please select a star rating'],
  ['validation.file-name', undefined, 'Please enter a file name'],
  ['validation.tag-exists', { tagType: 'tag' }, 'This tag already exists'],
  // spec 001 §5 "Upload", §8 "Files"
  [
    'upload.unsupported',
    { fileName: 'cv.exe', fileTypeMessage: 'PDF ' },
    'The file cv.exe does not appear to be a supported PDF file.',
  ],
  [
    'upload.too-large',
    { fileName: 'film.mov', maxSize: '9.54 MB' },
    'The file film.mov is too large. The maximum allowed file size is 9.54 MB.',
  ],
  ['upload.failed-to-complete', undefined, 'File upload failed to complete'],
  ['upload.processing-failed', undefined, 'File processing failed'],
  ['upload.processing-incomplete', undefined, 'File processing failed to complete'],
  ['upload.cancelled', undefined, 'File processing cancelled'],
  ['upload.error', undefined, 'Error uploading'],
  ['upload.rename-problem', undefined, 'There was a problem while renaming your file.'],
  ['upload.upload-problem', undefined, 'There was a problem while uploading your file.'],
  ['upload.rename-or-upload-problem', undefined, 'There was a problem while renaming or uploading your file.'],
  // spec 001 §8 "Cart"
  ['cart.error-quantity', undefined, 'Unable to update quantity'],
  ['cart.error-remove', undefined, 'Unable to remove item'],
  ['cart.error-open-form', undefined, 'Unable to open form'],
  ['cart.error-update-form', undefined, 'Unable to update form'],
  ['cart.error-missing-information', undefined, 'Update the missing or invalid information above'],
  ['cart.try-again', undefined, 'Please try again'],
  ['cart.check-connection', undefined, 'Please check your internet connection'],
  // spec 001 §8 "Review"
  ['review.error', undefined, 'Something went wrong'],
  ['review.error-retry', undefined, 'Try submitting your review again'],
  ['review.already-reviewed', undefined, 'You have already reviewed this purchase'],
  ['review.expired', undefined, 'Your review request has expired'],
  // spec 001 §5 catalogue messages
  ['review.rating-required', undefined, 'Please select a star rating'],
  // spec 001 §8 "Others"
  ['common.unable-to-load-collections', undefined, 'Unable to load collections'],
  ['common.unable-to-load-fonts', undefined, 'Unable to load fonts'],
  ['common.unable-to-connect-try-again', undefined, 'Unable to connect. Please try again'],
];

/** The runtime's own strings (runtime/messages.ts and its features' own, English only: console and data-layer texts). */
const runtime = { ...messages, ...imageMessages, ...experimentMessages, ...analyticsMessages };

/** The runtime's own strings by name. */
const RUNTIME: readonly [keyof typeof runtime, string][] = [
  ['unauthorizedRequest', 'Unauthorized request'],
  ['internalServerError', 'Internal server error. Please try again later.'],
  ['serviceUnavailable', 'This service is temporarily unavailable. Please try again later.'],
  ['unableToConnect', 'Unable to connect…'],
  ['dataIsEmpty', 'Data is empty'],
  ['unableToResolvePageLoadId', 'Unable to resolve pageLoadId'],
  ['analyticsIdNotStored', 'Unable to store analyticsId'],
  ['metricSettingsTimeout', 'Metric settings request timeout'],
  ['xhrUnexpectedStatus', 'XHR request DONE with unexpected status: {code}'],
  ['storageUnavailable', 'Unable access local/session storage.'],
  ['invalidImageElement', 'Element is not a valid image element.'],
  ['invalidImageSource', 'Invalid or missing image source.'],
  ['imageNotAttached', 'Image element has no parentNode.'],
  ['noImage', 'No image'],
  ['invalidNode', '{x} is not a valid node.'],
  ['noRootNode', 'No root node'],
  ['imageNotLoaded', '{x} not loaded'],
  ['missingFitAlignment', 'Missing alignment for "content-fit" image.'],
  ['valueIsNaN', 'Value for {x} is NaN.'],
  ['invalidEncodingMap', 'Invalid encoding map'],
  [
    'cookieBannerText',
    'This site uses cookies to give you a better experience. By continuing, you accept our use of cookies.',
  ],
];

/** Errors for code (the chunk loader, the runtime's helpers): English only, exact. */
const CODE: readonly [string, string, string][] = [
  ['the chunk failure', chunkMessages.chunkLoadFailed, 'Loading chunk {id} failed'],
  ['the CSS chunk failure code', CSS_CHUNK_LOAD_FAILED, 'CSS_CHUNK_LOAD_FAILED'],
  ["the tween's function check", tweenMessages.notAFunction, '[Tween] First parameter needs to be a function.'],
  ["the tween's duration check", tweenMessages.notFinite, '[Tween] Duration is not a finite number.'],
  ['focus containment', CONTAIN_FOCUS_OPTIONS_ERROR, 'One (and only one) of container and predicate must be set'],
];

describe('the spec strings', () => {
  for (const [what, actual, text] of CODE) it(`${what} is '${text}'`, () => expect(actual).to.equal(text));

  for (const [id, values, text] of SPEC)
    it(`${id} is '${text}'`, () => {
      expect(english, `${id} is in no catalogue`).to.have.property(id);
      expect(message(id, values, 'en', english)).to.equal(text);
      expect(french, `${id} has no French`).to.have.property(id);
    });

  for (const [name, text] of RUNTIME)
    it(`the runtime's ${name} is '${text}'`, () => expect(runtime[name]).to.equal(text));

  it('the French catalogue translates every English message and names no other', async () => {
    expect(Object.keys(french).sort()).to.deep.equal(Object.keys(english).sort());
    // Registering it again checks every plural key against French's own categories.
    await registerCatalogue('fr', french);
  });
});
