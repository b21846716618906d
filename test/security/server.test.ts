import { expect } from '@open-wc/testing';

/**
 * The reference API against hostile requests, as a browser sends them to the server the test runner mounts: a
 * malformed path is a 4xx and the server goes on answering; a near-1 MB hostile email (the pattern that backtracks
 * quadratically) is refused at once.
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
});
