/**
 * The messages of the runtime's start-up modules, as plain strings (no intl-messageformat: the runtime stays small).
 * A feature entry keeps its own beside its code (`imageMessages`, `experimentMessages`, `analyticsMessages`,
 * `tweenMessages`), so the start-up download does not carry them. Quoted strings of the spec are exact. `{name}`
 * placeholders are filled by `format`.
 */
export const messages = {
  // spec 001 §5, §8: the performance collector.
  dataIsEmpty: 'Data is empty',
  unableToResolvePageLoadId: 'Unable to resolve pageLoadId',
  metricSettingsTimeout: 'Metric settings request timeout',
  xhrUnexpectedStatus: 'XHR request DONE with unexpected status: {code}',
  // The site context script: malformed JSON is reported once and ignored.
  malformedSiteContext: 'The site context (script#sqs-site-context) is not a JSON object; it was ignored.',
  // spec 000 §8 "Data layer": generic messages by status, and the unparsable-JSON internal error.
  unauthorizedRequest: 'Unauthorized request',
  internalServerError: 'Internal server error. Please try again later.',
  serviceUnavailable: 'This service is temporarily unavailable. Please try again later.',
  unableToConnect: 'Unable to connect…',
  unparsableResponse: 'Internal error: the response of {url} is not valid JSON: {text}',
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
