// The site owner's page: the shared owner sign-in form, and the link editor's result written below it.
import '/examples/owner-sign-in.js';

const output = document.getElementById('owner-link-output');
document.getElementById('owner-link').addEventListener('sqs-link-editor-change', ({ detail }) => {
  output.textContent = `Link (${detail.kind}): ${detail.href}`;
});
