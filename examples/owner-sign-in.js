// The owner tools' example pages: a sign-in form for the example owner (the reference API's demo mode), then the
// page loads again so the tools load their data with the owner session. Sign-out ends it the same way.
import { request } from '/dist/runtime.js';

const form = document.getElementById('owner-sign-in');
const status = document.getElementById('owner-status');

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(form);
  try {
    await request('POST', '/api/auth/Login', { json: { email: data.get('email'), password: data.get('password') } });
    location.reload();
  } catch (error) {
    status.textContent = `Sign-in failed: ${error.message}`;
  }
});

document.getElementById('owner-sign-out').addEventListener('click', async () => {
  await request('POST', '/api/auth/Logout').catch(() => undefined);
  location.reload();
});
