import { PROVIDER_SCRIPT_ORIGINS, scriptOriginAllowed } from '../../runtime/script-origins.js';
import type { AttributeKind } from './attributes.js';

/** The captcha provider's script (explicit rendering): the default of the forms' `captcha-script-url`. */
export const DEFAULT_CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

/** Where one provider's script may come from, and which query parameters it keeps. */
export interface ScriptRule {
  /** The script's exact addresses (origin and path, no query). */
  readonly paths: readonly string[];
  /** The query parameters kept, each with the pattern its value must match whole; every other one is dropped. */
  readonly params: ReadonlyMap<string, RegExp>;
}

/**
 * The captcha's script: reCAPTCHA's `api.js` from google.com or recaptcha.net, rendered explicitly (the forms render
 * the widget themselves and wait on the script's `load`, so no `onload` callback is kept), in any language.
 */
export const CAPTCHA_SCRIPT: ScriptRule = {
  paths: ['https://www.google.com/recaptcha/api.js', 'https://www.recaptcha.net/recaptcha/api.js'],
  params: new Map([
    ['render', /^explicit$/],
    ['hl', /^[\w-]{1,35}$/],
  ]),
};

/**
 * The address of a provider's script, as `rule` allows it: one of the provider's own script addresses, or any path on
 * an origin the host page allowed in code (`configure({ scriptOrigins })`: the host answers for that origin whole). In
 * both, the query keeps only the rule's parameters with well-formed values (so no `callback` or `jsonp` names a
 * function). Anything else — another path or origin, `data:`, `blob:`, `javascript:` — is invalid: the element warns
 * once and loads the provider's default instead. Kept absolute.
 */
export function scriptUrl(defaultValue: string, rule: ScriptRule): AttributeKind<string> {
  return {
    default: defaultValue,
    type: 'string',
    parse(text) {
      if (text === null || text.trim() === '') return defaultValue;
      try {
        const url = new URL(text.trim(), document.baseURI);
        const own = rule.paths.includes(url.origin + url.pathname);
        // A provider's origin serves other scripts too (JSONP endpoints, old libraries): only its script paths count.
        const hosts = !PROVIDER_SCRIPT_ORIGINS.includes(url.origin) && scriptOriginAllowed(url.href);
        if (!own && !hosts) return undefined;
        const query = new URLSearchParams();
        for (const [name, value] of url.searchParams)
          if (rule.params.get(name)?.test(value) && !query.has(name)) query.set(name, value);
        url.search = query.toString();
        url.hash = '';
        return url.href;
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
