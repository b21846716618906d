// The site owner's page: the shared owner sign-in form, the tag editors pointed at the journal's newest post (so a
// tag saved here shows first on the public journal page), and the link editor's result written below it.
import '/examples/owner-sign-in.js';

const answer = await fetch('/api/blog/journal/posts?offset=0&limit=1').then((response) => response.json());
const newest = answer.posts?.[0]?.id;
if (newest !== undefined)
  for (const editor of document.querySelectorAll('sqs-tag-editor')) editor.setAttribute('post-id', String(newest));

const output = document.getElementById('owner-link-output');
document.getElementById('owner-link').addEventListener('sqs-link-editor-change', ({ detail }) => {
  output.textContent = `Link (${detail.kind}): ${detail.href}`;
});
