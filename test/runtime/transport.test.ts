import { expect, waitUntil } from '@open-wc/testing';
import { defaultTransport, withoutBody } from '../../runtime/transport.js';
import { inspect } from './fakes.js';

describe('defaultTransport', () => {
  it('fetches through window.fetch', async () => {
    const response = await defaultTransport.fetch('/api/health');
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ ok: true });
  });

  it('queues a beacon with navigator.sendBeacon, which reaches the server', async () => {
    const id = `beacon-${crypto.randomUUID()}`;
    expect(defaultTransport.beacon(`/api/census/RecordQuickView/${id}`, '')).to.equal(true);
    await waitUntil(
      async () => (await inspect(`census/events?kind=quick-view&subject=${id}`)).length === 1,
      'the beacon never arrived',
    );
  });

  it('answers false when the page has no sendBeacon', () => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'sendBeacon')!;
    Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined, configurable: true, writable: true });
    try {
      expect(defaultTransport.beacon('/api/census/RecordQuickView/never', 'x')).to.equal(false);
    } finally {
      Object.defineProperty(Navigator.prototype, 'sendBeacon', original);
    }
  });

  it('withoutBody reads and drops a body nobody needs, so the request completes, and returns the response', async () => {
    const url = `/api/health?probe=${crypto.randomUUID()}`;
    const response = await defaultTransport.fetch(url);
    expect(withoutBody(response)).to.equal(response);
    expect(response.bodyUsed).to.equal(true);
    const timing = () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(url)).length;
    await waitUntil(() => timing() > 0, 'the request never completed');
    expect(withoutBody(response), 'a second call is harmless').to.equal(response);
  });
});
