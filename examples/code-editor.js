// The code editor's example: the owner signs in here (the reference API's owner session), and the page then counts
// as an admin's, so the runtime's editor broadcast relays a save to this page's other tabs.
import { configure, getSiteContext, request } from '/dist/runtime.js';
import { startEditorBroadcast } from '/dist/runtime/editor-broadcast.js';

const form = document.getElementById('owner-sign-in');
const status = document.getElementById('owner-status');
let stopBroadcast = () => {};

/** Puts the owner (or nobody) in the site context and starts (or stops) the relay to the other tabs. */
function signedIn(email) {
  configure({
    context: {
      ...getSiteContext(),
      authenticatedAccount: email ? { id: email, displayName: email } : null,
      websiteRoles: email ? [1] : [],
    },
  });
  stopBroadcast();
  stopBroadcast = email ? startEditorBroadcast() : () => {};
  status.textContent = email ? `Signed in as ${email}.` : 'Signed out.';
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const { email, password } = Object.fromEntries(new FormData(form));
  request('POST', '/api/auth/Login', { json: { email, password } }).then(
    (answer) => signedIn(answer.email),
    (error) => (status.textContent = `Sign-in failed: ${error.message}`),
  );
});

document.getElementById('owner-sign-out').addEventListener('click', () => {
  request('POST', '/api/auth/Logout').then(
    () => signedIn(null),
    (error) => (status.textContent = `Sign-out failed: ${error.message}`),
  );
});
