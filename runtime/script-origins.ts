/**
 * Where third-party scripts may load from. An element loads a provider's script (the Google Maps API, a captcha)
 * only from that provider's fixed https origin or from an origin the host page allowed in code
 * (`configure({ scriptOrigins })`): markup alone can never name a script, because attributes come from CMS editors.
 */

/**
 * The providers' own origins, always allowed (https only). The attributes that name a script accept only the provider's
 * script paths on them (elements/shared/script-url.ts); the scripts those load themselves (from www.gstatic.com) do
 * not go through here.
 */
export const PROVIDER_SCRIPT_ORIGINS: readonly string[] = [
  'https://maps.googleapis.com',
  'https://www.google.com',
  'https://www.recaptcha.net',
];

let _allowed: readonly string[] = [];

/** Sets the origins, besides the providers', that scripts may load from (e.g. a self-hosted stand-in). */
export function setScriptOrigins(origins: readonly string[]): void {
  _allowed = origins.flatMap((origin) => {
    try {
      const url = new URL(origin);
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
}

/** Returns true when a script may load from `url` (absolute): a provider's https origin or an allowed origin. */
export function scriptOriginAllowed(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // data:, blob: and javascript: addresses have the opaque origin 'null' and match nothing.
  if (parsed.username || parsed.password) return false;
  return PROVIDER_SCRIPT_ORIGINS.includes(parsed.origin) || _allowed.includes(parsed.origin);
}
