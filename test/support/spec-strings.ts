/**
 * Every quoted string of the two spec files that an element or the runtime shows, by message id: the catalogues must
 * give each one exactly (test/spec-strings.test.ts) and a test must show each one in a real state (shown-strings.ts
 * watches every test page; shown-strings.mjs fails a whole run that never showed one). The owner tools' strings (link
 * editor, file manager, font picker, datasets, tags, code editing, mailing lists, time zone) are listed too.
 */

/**
 * One spec string: its message id, the values that fill its placeholders (shown text may carry any value there), the
 * spec's text, and, for a text that several ids share, the elements inside which it counts as this id's.
 */
export type SpecString = readonly [
  id: string,
  values: Readonly<Record<string, string | number>> | undefined,
  text: string,
  within?: readonly string[],
];

/** Where a product's workflow label would show. */
const PRODUCT = ['sqs-product', 'sqs-product-list'];
/** Where the link editor's single-word tab names count. */
const LINK_EDITOR = ['sqs-link-editor'];
/** Where the file manager's single-word actions count. */
const FILE_MANAGER = ['sqs-file-manager'];

/** The spec strings, spec 000 first, then spec 001. */
export const SPEC_STRINGS: readonly SpecString[] = [
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
  // spec 000 §4 "Product workflow label": single words, which count only where a product shows
  ['product.workflow-available', undefined, 'Available', PRODUCT],
  ['product.workflow-scheduled', undefined, 'Scheduled', PRODUCT],
  ['product.workflow-hidden', undefined, 'Hidden', PRODUCT],
  ['product.workflow-unsupported', undefined, 'Unsupported', PRODUCT],
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
  ['form.error-network', undefined, 'Unable to connect…', ['sqs-form']],
  // spec 000 §8 "Other"
  ['system-error.title', undefined, 'Something Went Wrong!'],
  ['system-error.network-title', undefined, 'Network error', ['sqs-system-error']],
  ['system-error.network', undefined, 'Unable to connect…', ['sqs-system-error']],
  ['login-prompt.network', undefined, 'Unable to connect…', ['sqs-login-prompt']],
  ['form.error-captcha-missing', undefined, 'ReCaptcha has not been set up!'],
  ['common.something-went-wrong', undefined, 'Something went wrong', ['sqs-summary']],
  ['common.unable-to-load-results', undefined, 'Unable to load results'],
  ['common.unable-to-load-try-again', undefined, 'Unable to load. Try again.'],
  ['common.network-error', undefined, 'Network error', ['sqs-events', 'sqs-blog-list']],
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
    { host: 'http://www.example.com', secureHost: 'https://www.example.com' },
    'Links must be formatted as http://www.example.com or https://www.example.com',
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
  ['review.error', undefined, 'Something went wrong', ['sqs-review-form']],
  ['review.error-retry', undefined, 'Try submitting your review again'],
  ['review.already-reviewed', undefined, 'You have already reviewed this purchase'],
  ['review.expired', undefined, 'Your review request has expired'],
  // spec 001 §5 catalogue messages
  ['review.rating-required', undefined, 'Please select a star rating', ['sqs-review-form']],
  // spec 001 §8 "Others"
  ['common.unable-to-load-collections', undefined, 'Unable to load collections'],
  ['common.unable-to-load-fonts', undefined, 'Unable to load fonts'],
  ['common.unable-to-connect-try-again', undefined, 'Unable to connect. Please try again'],
  // spec 001 §2: the link editor's tabs and the file manager's actions
  ['link-editor.tab-page', undefined, 'Page', LINK_EDITOR],
  ['link-editor.tab-url', undefined, 'Web Address', LINK_EDITOR],
  ['link-editor.tab-email', undefined, 'Email', LINK_EDITOR],
  ['link-editor.tab-phone', undefined, 'Phone', LINK_EDITOR],
  ['link-editor.tab-file', undefined, 'File', LINK_EDITOR],
  ['file-manager.existing', undefined, 'Existing Files', FILE_MANAGER],
  ['file-manager.upload', undefined, 'Upload File', FILE_MANAGER],
  ['file-manager.rename', undefined, 'Rename', FILE_MANAGER],
  ['file-manager.delete', undefined, 'Delete', FILE_MANAGER],
  // spec 001 §5 "Catalogue messages": the dataset, tag and mailing-list messages
  ['form-builder.list-needed', undefined, 'A List must be selected'],
  ['data-table.need-column', undefined, 'Your dataset must have at least one column'],
  ['data-table.need-row', undefined, 'Your dataset must have at least one row'],
  ['data-table.missing', undefined, 'One or more rows was missing data'],
  ['data-table.empty', undefined, 'Enter some data!'],
  ['tag-editor.one-at-a-time', { tagType: 'tag' }, 'You may only edit one tag at a time'],
  // spec 001 §8 "Others": the owner tools' failures
  ['code-editor.android', undefined, 'Code editing is not available on Android'],
  // 'Failed to load timezone', with the advice the spec describes in our words (docs/deviations.md)
  [
    'time-zone-picker.failed',
    undefined,
    'Failed to load timezone. Please try again, or check that your site is available.',
  ],
  ['form-builder.no-lists', undefined, "You don't have any mailing lists. Please create one before continuing."],
];

/** Returns the name a spec string goes by in the run's record of shown strings: its id and its text. */
export function specStringKey([id, , text]: SpecString): string {
  return `${id} '${text}'`;
}

/**
 * Spec strings no element shows, by id, and why (docs/deviations.md#strings-no-element-shows); the catalogues hold
 * them exactly all the same. A run that shows one says so, and it leaves this list.
 */
export const NOT_SHOWN: Readonly<Record<string, string>> = {
  // Returned by the public runtime's checks (dist/runtime/validation.js, dist/runtime/products.js) for the page that
  // calls them to show; no element of the library asks for an option value it would check, nor shows a product's
  // workflow state.
  'validation.option': 'checkOption returns it',
  'product.workflow-available': 'workflowLabel returns it',
  'product.workflow-scheduled': 'workflowLabel returns it',
  'product.workflow-hidden': 'workflowLabel returns it',
  'product.workflow-unsupported': 'workflowLabel returns it',
};
