/**
 * The draft of a form (issue 5 "Nothing typed is ever lost"): its values kept in session storage while the visitor
 * types, restored after a reload of the tab, removed after a successful submission.
 */
import { createLocalStore, type LocalStore, type StorageLike } from '../../../runtime/storage.js';

// Reading sessionStorage throws in sandboxed frames and with storage disabled; the store then does nothing.
const tabStorage = (): StorageLike | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

let _store: LocalStore | undefined;

/** Returns the tab's store of drafts. */
export function draftStore(): LocalStore {
  return (_store ??= createLocalStore(tabStorage));
}

/** Returns the storage key of the draft of form `formId` on this page. */
export function draftKey(formId: string): string {
  return `sqs-form-draft:${location.pathname}:${formId}`;
}
