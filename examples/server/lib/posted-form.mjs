/**
 * A form posted by a page without scripts (docs/ssr.md "Without JavaScript"): what a server-rendered `<sqs-form>` or
 * `<sqs-newsletter>` sends as `application/x-www-form-urlencoded`, read into the values a script would send, and the
 * small HTML page the browser shows as the answer.
 *
 * Such a post carries neither the one-time key (only a script can ask for one) nor a crumb (the page was rendered
 * before the visitor had one): it is accepted only from a page of the site itself, as the browser says it in
 * `Sec-Fetch-Site` (else `Origin`, compared with `Host`). Another site's page can make a browser post a form but not
 * lie in those headers, so a visitor cannot be made to send one from elsewhere; the per-address limit still holds.
 */
import { escapeHtml } from './html.mjs';
import { API_HEADERS } from '../router.mjs';

/** The content type of a form a browser posts without a script (no `enctype`). */
export const POSTED_FORM = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

/** Percent-encoding that is not two hex digits: `URLSearchParams` would read it as text, a browser never sends it. */
const BAD_ESCAPE = /%(?![\da-f]{2})/i;

/**
 * Returns the values of `definition`'s fields in the url-encoded `text`, shaped as the elements send them: text by
 * field id, a checkbox's ticked options as a list (the name repeated), a compound field's parts and a likert's
 * answers by name (`<field id>.<part>`), a hidden field's own value. Returns undefined for a malformed body: bad
 * percent-encoding, or a name a field takes once given twice.
 */
export function postedValues(definition, text) {
  if (BAD_ESCAPE.test(text)) return undefined;
  const entries = [...new URLSearchParams(text)];
  const values = {};
  for (const field of definition.fields) {
    if (field.type === 'section') continue;
    if (field.type === 'hidden') values[field.id] = field.value ?? '';
    else if (field.type === 'checkbox')
      values[field.id] = entries.filter(([name]) => name === field.id).map(([, value]) => value);
    else {
      const prefix = `${field.id}.`;
      const parted = entries.filter(([name]) => name.startsWith(prefix));
      const own = entries.filter(([name]) => name === field.id);
      const named = parted.length ? parted.map(([name, value]) => [name.slice(prefix.length), value]) : own;
      if (new Set(named.map(([name]) => name)).size !== named.length) return undefined;
      if (parted.length) values[field.id] = Object.fromEntries(named);
      else if (own.length) values[field.id] = own[0][1];
    }
  }
  return values;
}

/** Returns whether `req` comes from a page of this site (`Sec-Fetch-Site`, else `Origin` against `Host`). */
export function sameOrigin(req) {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  try {
    return new URL(req.headers.origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Returns the path of the page the post came from (`Referer`) when it is on this site, else ''. */
export function backTo(req) {
  try {
    const url = new URL(req.headers.referer);
    return url.host === req.headers.host && /^https?:$/.test(url.protocol) ? url.pathname + url.search : '';
  } catch {
    return '';
  }
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Returns the text of a form's submission html (its tags dropped): the page shows text only. */
export const textOf = (html) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Answers `status` with a small page: a heading, `text`, the `problems` as a list and a link `back` to the form.
 * It holds no script and no style, and its policy allows neither.
 */
export function sendPage(res, status, { title, text, problems = [], back = '' }, headers = {}) {
  const list = problems.length ? `<ul>${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>` : '';
  const link = back ? `<p><a href="${escapeHtml(back)}">Back to the form</a></p>` : '';
  const page =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${list}${link}</main></body></html>`;
  res.writeHead(status, {
    ...API_HEADERS,
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  });
  res.end(page);
}
