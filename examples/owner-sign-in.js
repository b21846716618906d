/**
 * The owner sign-in of the owner tools' example pages: the form `#owner-sign-in` opens an owner session with the
 * reference API (`POST /api/auth/Login`, through the runtime's request helper so the crumb is sent) and `#owner-sign-out`
 * ends it; either way the page loads again, so the tools ask for their data with the new session.
 */
import { request } from '/dist/runtime.js';

const form = document.getElementById('owner-sign-in');
const message = document.getElementById('owner-status');

form?.addEventListener('submit', (event) => {
  event.preventDefault();
  const data = new FormData(form);
  request('POST', '/api/auth/Login', { json: { email: data.get('email'), password: data.get('password') } }).then(
    () => location.reload(),
    (error) => (message.textContent = `Sign-in failed: ${error.message}`),
  );
});

document.getElementById('owner-sign-out')?.addEventListener('click', () => {
  request('POST', '/api/auth/Logout').then(() => location.reload());
});
