/**
 * Every message of the runtime, as plain strings (no intl-messageformat: the runtime stays small). Quoted strings of
 * the spec are exact. `{name}` placeholders are filled by `format`.
 */
export const messages = {
  // spec 001 §5, §8: the performance collector.
  dataIsEmpty: 'Data is empty',
  unableToResolvePageLoadId: 'Unable to resolve pageLoadId',
  metricSettingsTimeout: 'Metric settings request timeout',
  xhrUnexpectedStatus: 'XHR request DONE with unexpected status: {code}',
  storageUnavailable: 'Unable access local/session storage.',
  // spec 001 §7: external analytics events.
  trackingEventFailed: 'Error tracking event: HTTP Status {code}',
  analyticsFieldDropped: 'Analytics common field "{field}" must be a string or null; it was dropped.',
  // spec 001 §8: the analytics id cookie could not be written.
  analyticsIdNotStored: 'Unable to store analyticsId',
  // spec 001 §4: feature toggles and experiments.
  experimentsNotLoaded: 'Experiment configuration is not loaded.',
  experimentUnknown: 'Unknown experiment "{name}".',
  experimentWrongType: 'Experiment "{name}" is a {type}, not a {expected}.',
  // spec 000 §7: places details without its tracking context.
  placesContextMissing: 'Places details request is missing its tracking context (productPage, productSection).',
  // The site context script: malformed JSON is reported once and ignored.
  malformedSiteContext: 'The site context (script#sqs-site-context) is not a JSON object; it was ignored.',
  // spec 000 §8 "Data layer": generic messages by status, and the unparsable-JSON internal error.
  unauthorizedRequest: 'Unauthorized request',
  internalServerError: 'Internal server error. Please try again later.',
  serviceUnavailable: 'This service is temporarily unavailable. Please try again later.',
  unableToConnect: 'Unable to connect…',
  unparsableResponse: 'Internal error: the response of {url} is not valid JSON: {text}',
  // spec 001 §5, §8: the image loader.
  invalidImageElement: 'Element is not a valid image element.',
  invalidImageSource: 'Invalid or missing image source.',
  imageNotAttached: 'Image element has no parentNode.',
  invalidImageMode: 'Image mode "{mode}" must be fit, fill or none; none is used.',
  noImage: 'No image',
  invalidNode: '{x} is not a valid node.',
  noRootNode: 'No root node',
  imageNotLoaded: '{x} not loaded',
  missingFitAlignment: 'Missing alignment for "content-fit" image.',
  valueIsNaN: 'Value for {x} is NaN.',
  invalidEncodingMap: 'Invalid encoding map',
  // spec 000 §3 "Cookie banner settings": default button texts; §5: the default banner text.
  cookieBannerText:
    'This site uses cookies to give you a better experience. By continuing, you accept our use of cookies.',
  cookieBannerCtaText: 'Accept',
  cookieBannerOptOutCtaText: 'Decline',
} as const;

/** Returns `template` with each `{name}` replaced by `values[name]` (unknown names are left as they are). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
