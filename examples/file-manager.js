// The owner's sign-in for the file manager example: POST /api/auth/Login with the page's crumb, then the managers are
// put in again so they read the owner's files with the new session. Every value is inserted as text.
const form = document.getElementById('owner-sign-in');
const status = document.getElementById('owner-status');
const picked = document.getElementById('picked');

/** Returns the page's crumb (the server sets it with the page). */
const crumb = () => document.cookie.match(/(?:^|;\s*)crumb=([^;]*)/)?.[1] ?? '';

/** Puts each manager in again, so it asks for the files afresh. */
function reload() {
  for (const id of ['manager', 'picker']) {
    const old = document.getElementById(id);
    const fresh = old.cloneNode(false);
    old.replaceWith(fresh);
  }
}

/** Says whether the owner is signed in: the file list answers only an owner. */
async function tell() {
  const { ok } = await fetch('/api/owner/files');
  status.textContent = ok ? 'Owner: signed in.' : 'Owner: signed out.';
}

async function call(path, body) {
  const response = await fetch(`${path}?crumb=${encodeURIComponent(crumb())}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.ok;
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(form);
  const ok = await call('/api/auth/Login', { email: data.get('email'), password: data.get('password') });
  status.textContent = ok ? 'Owner: signed in.' : 'Owner: wrong email or password.';
  if (ok) reload();
});

document.getElementById('owner-sign-out').addEventListener('click', async () => {
  await call('/api/auth/Logout', {});
  reload();
  void tell();
});

document.getElementById('picker-demo').addEventListener('sqs-file-manager-pick', ({ detail }) => {
  picked.textContent = `Chosen: ${detail.name} (${detail.type}, ${detail.size} bytes) at ${detail.url}`;
});

void tell();
