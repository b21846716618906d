/**
 * The reviews example's "new review request" button: asks the reference API's test-only endpoint (inspection is on
 * under `npm start`) for a fresh review request and opens this page with its token.
 */
document.getElementById('fresh-request')?.addEventListener('click', async () => {
  const answer = await fetch('/api/_faults/review-requests', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!answer.ok) return;
  const { token } = await answer.json();
  location.search = `?token=${encodeURIComponent(token)}`;
});
