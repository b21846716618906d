// Loaded on demand by the runtime's owner shortcuts (runtime/owner.ts), on a page loaded with `?logout=true`.
import './define.js';
import { localeOf, message, subscribeCatalogues } from '../shared/messages.js';
import site from '../shared/messages/site.en.js';
import { INFORMATION_AUTO_HIDE_MS } from './dialog.element.js';

/**
 * Shows the information dialog 'Logout Successful' / 'You have been successfully logged out.' (spec 000 §2) in the
 * page's language, in `parent` (the body by default); resolves once it has hidden itself (after 2000 ms) or Escape
 * hid it.
 */
export async function showLogoutConfirmation(parent: Element = document.body): Promise<void> {
  const dialog = document.createElement('sqs-dialog');
  const locale = localeOf(parent);
  // A page in another language gets its catalogue a moment later: the dialog follows it.
  const words = (): void => {
    dialog.heading = message('site.logout-title', undefined, locale, site);
    dialog.textContent = message('site.logout-message', undefined, locale, site);
  };
  words();
  const stop = subscribeCatalogues(words);
  dialog.setAttribute('dialog-style', '3');
  dialog.setAttribute('auto-hide', String(INFORMATION_AUTO_HIDE_MS));
  parent.append(dialog);
  await dialog.show().finally(stop);
}
