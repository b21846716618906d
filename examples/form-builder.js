// Signs the demo owner in (POST /api/auth/Login with the crumb, through the runtime's data layer), then loads the
// form builder again so it reads the form with the new session.
import { request } from '/dist/runtime.js';

const form = document.getElementById('owner-sign-in');
const status = document.getElementById('owner-status');

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(form);
  status.textContent = 'Signing in…';
  try {
    await request('POST', '/api/auth/Login', { json: { email: data.get('email'), password: data.get('password') } });
    status.textContent = 'Signed in. The editor below now loads the form.';
    const builder = document.querySelector('sqs-form-builder');
    builder.replaceWith(builder.cloneNode(true));
  } catch (error) {
    status.textContent = `Not signed in: ${error.message}`;
  }
});
