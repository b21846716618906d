import { signInSiteUser, signOutSiteUser } from '../../runtime/site-user.js';
import { newSiteUserAccount } from '../runtime/fakes.js';

/**
 * Ends whatever site-user session this browser holds, for a test that needs a signed-out visitor: an earlier test
 * file may have left one open, and its sign-out token went with its page. A fresh account signs in, which replaces
 * the session cookie, then signs out.
 */
export async function signedOutVisitor(): Promise<void> {
  await signInSiteUser(await newSiteUserAccount());
  await signOutSiteUser();
}
