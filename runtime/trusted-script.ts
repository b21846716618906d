/**
 * Third-party scripts an element or the runtime loads (a captcha provider, a maps API, the integrations of
 * integrations.ts) go through one trusted-types policy, `sqs-elements-script`, so they load on pages that enforce
 * `require-trusted-types-for 'script'`. The policy vouches only for a final (absolute) url asked for through
 * `appendScript` whose origin is a provider's own https origin, one the caller names in code, or one the host page
 * allowed in code (`configure({ scriptOrigins })`) — never for anything else.
 */
import { scriptOriginAllowed } from './script-origins.js';

type TrustedTypesLike = {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
};

const allowed = new Set<string>();
let _policy: { createScriptURL(url: string): unknown } | null | undefined;

/** Returns the url as a TrustedScriptURL where trusted types exist (only urls registered by appendScript). */
function trustedUrl(url: string): unknown {
  if (_policy === undefined) {
    const factory = (window as unknown as { trustedTypes?: TrustedTypesLike }).trustedTypes;
    try {
      _policy = factory
        ? factory.createPolicy('sqs-elements-script', {
            createScriptURL: (value) => {
              if (!allowed.has(value)) throw new TypeError(`sqs-elements: ${value} may not load`);
              return value;
            },
          })
        : null;
    } catch {
      // The page's allow-list refuses the policy: plain urls, which load wherever trusted types are not enforced.
      _policy = null;
    }
  }
  return _policy ? _policy.createScriptURL(url) : url;
}

/**
 * Appends an async `<script>` for `url` (resolved against the document) to `<head>` and returns it; the caller listens
 * for `load` / `error`. The script carries the nonce of the page's own scripts, so a nonce-based policy without
 * `'strict-dynamic'` lets it run too. `providerOrigins` are the caller's own fixed provider origins (an integration's),
 * allowed besides script-origins.ts's. Throws when the url's origin is not allowed or the page's policy refuses it.
 */
export function appendScript(url: string, providerOrigins: readonly string[] = []): HTMLScriptElement {
  const absolute = new URL(url, document.baseURI).href;
  if (!scriptOriginAllowed(absolute) && !providerOrigins.includes(new URL(absolute).origin))
    throw new TypeError(`sqs-elements: scripts may not load from ${absolute}`);
  allowed.add(absolute);
  const script = document.createElement('script');
  script.async = true;
  // Browsers hide a nonce from the attribute once the page is parsed; the property keeps it.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  (script as unknown as { src: unknown }).src = trustedUrl(absolute);
  document.head.append(script);
  return script;
}
