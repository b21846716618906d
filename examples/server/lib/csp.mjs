/** The Content-Security-Policy of every page the reference server serves: the examples, the docs and its own pages. */

/** The policy the examples are served under: what a strict host page would use. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  // Video embeds: the two providers' players, in frames (spec 001 §7).
  "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com; " +
  // The docs pages frame the demos, so same-origin framing stays allowed.
  "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'; " +
  "require-trusted-types-for 'script'";

/**
 * Returns the policy of a page whose elements were rendered with their styles inline: `policy` (default
 * `CONTENT_SECURITY_POLICY`, any with `style-src 'self'`) with `sources` (the `'sha256-…'` of those `<style>`s,
 * `elementStyleHashes`) added to `style-src`, so those exact sheets apply and any other inline style is still refused.
 */
export const policyWithStyles = (sources, policy = CONTENT_SECURITY_POLICY) =>
  sources.length === 0 ? policy : policy.replace("style-src 'self'", `style-src 'self' ${sources.join(' ')}`);
