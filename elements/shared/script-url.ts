import { scriptOriginAllowed } from '../../runtime/script-origins.js';
import type { AttributeKind } from './attributes.js';

/** The captcha provider's script (explicit rendering): the default of the forms' `captcha-script-url`. */
export const DEFAULT_CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

/**
 * The address of a provider's script: valid only when it resolves to the provider's own https origin or to an origin
 * the host page allowed in code (`configure({ scriptOrigins })`). Anything else — another origin, `data:`, `blob:`,
 * `javascript:` — is invalid: the element warns once and loads the provider's default instead. Kept absolute.
 */
export function scriptUrl(defaultValue: string): AttributeKind<string> {
  return {
    default: defaultValue,
    type: 'string',
    parse(text) {
      if (text === null || text.trim() === '') return defaultValue;
      try {
        const absolute = new URL(text.trim(), document.baseURI).href;
        return scriptOriginAllowed(absolute) ? absolute : undefined;
      } catch {
        return undefined;
      }
    },
    stringify: (value) => (value == null ? null : String(value)),
  };
}

/**
 * An id that goes into a provider's url (a restaurant id, a slug, a handle): it must match `pattern` whole; absent or
 * empty → the default; anything else is invalid, so the element warns once, uses the default and the id never reaches
 * a url.
 */
export function providerId(pattern: RegExp, defaultValue = ''): AttributeKind<string> {
  return {
    default: defaultValue,
    type: 'string',
    parse: (text) =>
      text === null || text.trim() === '' ? defaultValue : pattern.test(text.trim()) ? text.trim() : undefined,
    stringify: (value) => (value == null ? null : String(value)),
  };
}
