/**
 * The submission text and post-submit html of a form come from its definition: they are sanitised to a fragment
 * of inert nodes (no scripts, handlers or javascript: urls) and inserted as nodes, never as an HTML string.
 */
import DOMPurify from 'dompurify';

/** Returns `html` sanitised as a document fragment of `doc`, ready to append. */
export function sanitizedFragment(html: string, doc: Document = document): DocumentFragment {
  if (!html) return doc.createDocumentFragment();
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
  return doc.importNode(fragment, true);
}
