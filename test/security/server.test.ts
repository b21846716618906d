import { expect } from '@open-wc/testing';

/**
 * The reference API against hostile requests, as a browser sends them to the server the test runner mounts: a
 * malformed path is a 4xx and the server goes on answering; a near-1 MB hostile email (the pattern that backtracks
 * quadratically) is refused at once; the visitor id a crumb is bound to lives in a cookie page script cannot read.
 */
describe('the reference API under hostile requests', () => {
  it('answers a malformed percent-encoding with a 4xx and keeps serving', async () => {
    for (const path of ['/api/%ff', '/api/site-users/%E0%A4%A', '/api/forms/%']) {
      const response = await fetch(path);
      expect(response.status, path).to.be.within(400, 499);
    }
    expect((await fetch('/api/health')).status).to.equal(200);
  });

  it('refuses a near-1 MB hostile email at sign-up in linear time', async () => {
    // A crumb first (spec 000 §8: a state-changing call without one is answered 401 with a fresh crumb).
    const { crumb } = (await (await fetch('/api/site-users/accounts', { method: 'POST' })).json()) as { crumb: string };
    document.cookie = `crumb=${crumb}; Path=/`;
    const email = `x@${'a'.repeat(900_000)}`;
    const started = performance.now();
    const response = await fetch(`/api/site-users/accounts?crumb=${encodeURIComponent(crumb)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery staple' }),
    });
    const elapsed = performance.now() - started;
    expect(response.status).to.equal(400);
    expect(elapsed, `took ${Math.round(elapsed)} ms`).to.be.below(1000);
    document.cookie = 'crumb=; Max-Age=0; Path=/';
  });

  it('binds the crumb to a visitor cookie that page script cannot read or forge', async () => {
    const { crumb } = (await (await fetch('/api/data-layer/echo', { method: 'POST' })).json()) as { crumb: string };
    // The browser holds the HttpOnly visitor cookie the answer set, but document.cookie never shows it.
    expect(document.cookie).not.to.include('sqs_visitor');
    const accepted = await fetch(`/api/data-layer/echo?crumb=${encodeURIComponent(crumb)}`, { method: 'POST' });
    expect(accepted.status).to.equal(200);
    // A script that writes its own visitor cookie cannot replace the HttpOnly one, so the crumb still works…
    document.cookie = 'sqs_visitor=planted-by-page-script-0000; Path=/';
    expect(
      (await fetch(`/api/data-layer/echo?crumb=${encodeURIComponent(crumb)}`, { method: 'POST' })).status,
    ).to.equal(200);
    // …and a made-up crumb does not.
    const forged = `${crumb.split('-')[0]}-${'A'.repeat(43)}`;
    const refused = await fetch(`/api/data-layer/echo?crumb=${forged}`, { method: 'POST' });
    expect(refused.status).to.equal(401);
    expect(((await refused.json()) as { crumbFail: boolean }).crumbFail).to.equal(true);
  });
});
