import { expect, waitUntil } from '@open-wc/testing';
import { inspect, issueCrumb } from './fakes.js';
import { useSiteContext } from '../support/site-context.js';

// Loading the entry starts the runtime by itself: error reporting and the performance collector included.
describe('start-up: error reporting and the performance collector', () => {
  useSiteContext();
  before(async () => {
    await issueCrumb();
    await import('../../runtime/index.js');
  });

  it('publishes the monitoring API on window.sqsRuntime', () => {
    const api = window.sqsRuntime!;
    for (const name of ['installErrorReporting', 'recordError', 'startPerformanceCollector', 'recordEvent']) {
      expect(api, name).to.have.property(name).that.is.a('function');
    }
    // Features a page calls when it needs them are entries of their own (runtime/cart.js, runtime/money.js, …).
    for (const name of [
      'syncCart',
      'formatMoney',
      'normalizeProduct',
      'gotoCheckout',
      'signInSiteUser',
      'getVariant',
      'placeDetails',
    ])
      expect(api, name).not.to.have.property(name);
  });

  it('asks for the performance settings on start', async () => {
    await waitUntil(
      () => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/api/1/performance/settings')),
      'the collector never asked for its settings',
    );
  });

  it('reports errors to the reference API', async () => {
    const message = `start-up ${crypto.randomUUID()}`;
    window.sqsRuntime!.recordError(new Error(message));
    await waitUntil(
      async () => (await inspect<{ data: { message: string } }>('js-errors')).some((e) => e.data.message === message),
      'the error never reached the reference API',
      { timeout: 5000 },
    );
  });
});
