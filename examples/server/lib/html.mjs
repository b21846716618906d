/** HTML escaping for the pages and fragments the reference server writes. */

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Returns `text` with the five HTML-significant characters escaped, for text and attribute values alike. */
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);
