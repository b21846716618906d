/** The Content-Security-Policy of every page the reference server serves: the examples, the docs and its own pages. */

/** The policy the examples are served under: what a strict host page would use. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  // Video embeds: the two providers' players, in frames (spec 001 §7).
  "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com; " +
  // The docs pages frame the demos, so same-origin framing stays allowed.
  "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'; " +
  "require-trusted-types-for 'script'";
