// The link editor lists the site's pages to its owner alone, so the page first asks whether an owner is signed in
// (a plain request: the data layer would open the site's member sign-in for a refused one), offers the owner's
// sign-in when not, and only then puts the editor in.
import { request } from '/dist/runtime.js';

const demo = document.getElementById('owner-demo');
const form = document.getElementById('owner-sign-in');
const status = document.getElementById('owner-status');
const output = document.getElementById('link-output');

/** Puts the editor where the sign-in form was, showing each applied link below it. */
function showEditor() {
  form.remove();
  const editor = document.createElement('sqs-link-editor');
  editor.id = 'example-editor';
  editor.setAttribute('value', 'mailto:hello@example.com');
  editor.addEventListener('sqs-link-editor-change', ({ detail }) => {
    output.textContent = `Link (${detail.kind}): ${detail.href}${detail.label ? ` — ${detail.label}` : ''}`;
  });
  demo.append(editor);
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(form);
  status.textContent = 'Signing in…';
  try {
    await request('POST', '/api/auth/Login', { json: { email: data.get('email'), password: data.get('password') } });
    showEditor();
  } catch (error) {
    status.textContent = error.message;
  }
});

const answer = await fetch('/api/owner/pages', { credentials: 'same-origin' });
if (answer.ok) showEditor();
else form.hidden = false;
