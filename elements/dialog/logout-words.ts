// Exported through define.ts for the runtime's owner shortcuts (runtime/owner.ts), which load that entry on a page
// loaded with `?logout=true`.
import { localeOf, message, subscribeCatalogues } from '../shared/messages.js';
import site from '../shared/messages/site.en.js';
import type { SqsDialogElement } from './dialog.element.js';

/**
 * Writes the logout confirmation's title and message (spec 000 §2: 'Logout Successful', 'You have been successfully
 * logged out.') on `dialog` in the page's language, and again when a catalogue arrives (another language's comes a
 * moment later); returns the function that stops following.
 */
export function logoutWords(dialog: SqsDialogElement): () => void {
  const locale = localeOf(document.body);
  const write = (): void => {
    dialog.heading = message('site.logout-title', undefined, locale, site);
    dialog.textContent = message('site.logout-message', undefined, locale, site);
  };
  write();
  return subscribeCatalogues(write);
}
