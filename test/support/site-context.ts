/**
 * The site context of an ordinary published page, given the way such a page gives it: a
 * `<script type="application/json" id="sqs-site-context">` in the document, which the runtime reads the first time
 * it needs the context (and again after `resetConfiguration()`). A page without one counts as the restrictive cookie
 * policy (runtime/consent.ts), so a test of what the runtime does on a site that never turned that policy on starts
 * from this context.
 */
import type { SiteContext } from '../../runtime/context.js';

/** The context of a site that never turned the restrictive cookie policy on: its settings name no banner. */
export const PAGE_CONTEXT: SiteContext = { websiteSettings: {} };

/** Puts a site context script holding `context` first in the document's head; returns the function that removes it. */
export function addSiteContext(context: SiteContext = PAGE_CONTEXT): () => void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sqs-site-context';
  script.textContent = JSON.stringify(context);
  document.head.prepend(script);
  return () => script.remove();
}

/** Gives every test of the enclosing `describe` (or file) the page context `context`, removed after the last one. */
export function useSiteContext(context: SiteContext = PAGE_CONTEXT): void {
  let remove: (() => void) | undefined;
  before(() => (remove = addSiteContext(context)));
  after(() => remove?.());
}
