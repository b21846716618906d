import { expect, waitUntil } from '@open-wc/testing';
import {
  getMultilingualSettings,
  getMultilingualStatus,
  getSessionReplayId,
  getSiteHeaderFooter,
  placeDetails,
  placesAutocomplete,
  saveMultilingualLanguages,
  saveSiteHeaderFooter,
} from '../../runtime/clients.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { DataLayerError } from '../../runtime/data-layer.js';
import { configureExperiments, type FeatureExperiment } from '../../runtime/experiments.js';
import { defaultTransport } from '../../runtime/transport.js';
import { inspect, issueCrumb, recordingTransport, signInOwner, signOutOwner } from './fakes.js';
import { useSiteContext } from '../support/site-context.js';

/** Records each request and sends it to the reference API. */
const forwarding = () => recordingTransport({ respond: (r, init) => defaultTransport.fetch(r.url, init) });
const pathOf = (url: string) => new URL(url, location.origin).pathname;
/** Returns the query of `url` without the crumb the data layer adds to every call (spec 000 §7). */
const queryOf = (url: string) => {
  const { crumb, ...query } = Object.fromEntries(new URL(url, location.origin).searchParams);
  expect(crumb, 'the crumb parameter').to.be.a('string').and.not.be.empty;
  return query;
};

/** Captures console.error calls while `fn` runs. */
async function captureErrors(fn: () => Promise<unknown>): Promise<string[]> {
  const original = console.error;
  const seen: string[] = [];
  console.error = (...args: unknown[]) => void seen.push(args.map(String).join(' '));
  try {
    await fn();
  } finally {
    console.error = original;
  }
  return seen;
}

describe('clients', () => {
  useSiteContext();
  beforeEach(() => issueCrumb());
  afterEach(() => {
    document.cookie = 'crumb=; Max-Age=0; path=/';
    resetConfiguration();
  });

  describe('site header and footer', () => {
    // Site-wide settings are written by a signed-in owner.
    before(() => signInOwner());
    after(() => signOutOwner());

    it('PUTs JSON header and footer to /api/site-header-footer and GETs them back', async () => {
      const mine = { header: { layout: 'centered', marker: crypto.randomUUID() }, footer: { text: '© Shop' } };
      const transport = forwarding();
      // Another browser may write between the two calls; try until a write and its read are adjacent.
      await waitUntil(async () => {
        await saveSiteHeaderFooter(mine, transport);
        return JSON.stringify(await getSiteHeaderFooter(transport)) === JSON.stringify(mine);
      });
      const [put, get] = transport.requests;
      expect([put.method, pathOf(put.url)]).to.deep.equal(['PUT', '/api/site-header-footer']);
      expect(put.headers['content-type']).to.equal('application/json');
      expect(JSON.parse(put.body)).to.deep.equal(mine);
      queryOf(put.url);
      expect([get.method, pathOf(get.url)]).to.deep.equal(['GET', '/api/site-header-footer']);
    });

    it('gets a 400 with a JSON error for a header that is not an object', async () => {
      const error = await saveSiteHeaderFooter({ header: 'nope' as never, footer: {} }).catch((e: unknown) => e);
      expect(error).to.be.instanceOf(DataLayerError);
      expect((error as DataLayerError).status).to.equal(400);
      expect((error as DataLayerError).message).to.equal('header and footer must be objects');
    });
  });

  describe('multilingual', () => {
    before(() => signInOwner());
    after(() => signOutOwner());

    it('GETs /api/multilingual/settings and /api/multilingual/status', async () => {
      const transport = forwarding();
      const settings = await getMultilingualSettings(transport);
      const status = await getMultilingualStatus(transport);
      expect(transport.requests.map((r) => [r.method, pathOf(r.url)])).to.deep.equal([
        ['GET', '/api/multilingual/settings'],
        ['GET', '/api/multilingual/status'],
      ]);
      expect(settings).to.have.keys('enabled', 'defaultLocale', 'languages');
      expect(status).to.have.keys('enabled', 'languageCount');
    });

    it('PUTs JSON languages to /api/multilingual/languages', async () => {
      const languages = [
        { locale: 'en-US', isDefault: true },
        { locale: 'fr-FR', isDefault: false },
      ];
      const transport = forwarding();
      const saved = await saveMultilingualLanguages(languages, transport);
      const [put] = transport.requests;
      expect([put.method, pathOf(put.url)]).to.deep.equal(['PUT', '/api/multilingual/languages']);
      expect(JSON.parse(put.body)).to.deep.equal({ languages });
      expect(saved.languages).to.deep.equal(languages);
      await waitUntil(async () => {
        await saveMultilingualLanguages(languages);
        const settings = await getMultilingualSettings();
        return settings.defaultLocale === 'en-US' && settings.enabled === true;
      });
    });

    it('gets a 400 with a JSON error for a bad language list', async () => {
      const error = await saveMultilingualLanguages([{ locale: 'English!' }]).catch((e: unknown) => e);
      expect((error as DataLayerError).status).to.equal(400);
      expect((error as DataLayerError).message).to.equal('languages[0].locale must be a language tag');
    });
  });

  describe('places', () => {
    it('GETs autocomplete with input, productPage and productSection', async () => {
      const transport = forwarding();
      const { predictions } = await placesAutocomplete(
        { input: 'ferry', productPage: 'checkout', productSection: 'shipping-address' },
        transport,
      );
      const [request] = transport.requests;
      expect([request.method, pathOf(request.url)]).to.deep.equal(['GET', '/api/google-maps/places/autocomplete']);
      expect(queryOf(request.url)).to.deep.equal({
        input: 'ferry',
        productPage: 'checkout',
        productSection: 'shipping-address',
      });
      expect(predictions).to.deep.equal([
        { placeId: 'ref-place-2', description: 'Ferry Building, 1 Ferry Building, San Francisco, CA 94111, USA' },
      ]);
    });

    it('GETs details with the tracking context and logs nothing', async () => {
      const transport = forwarding();
      let place: unknown;
      const errors = await captureErrors(async () => {
        place = await placeDetails(
          { input: 'ref-place-4', productPage: 'checkout', productSection: 'billing-address' },
          transport,
        );
      });
      expect(errors).to.deep.equal([]);
      expect(pathOf(transport.requests[0].url)).to.equal('/api/google-maps/places/details');
      expect(queryOf(transport.requests[0].url)).to.deep.equal({
        input: 'ref-place-4',
        productPage: 'checkout',
        productSection: 'billing-address',
      });
      expect(place).to.include({ placeId: 'ref-place-4', name: 'Tate Modern' });
      const logged = (
        await inspect<{ kind: string; input: string; productPage: string | null }>('places-queries')
      ).filter((q) => q.kind === 'details');
      expect(logged.at(-1)).to.deep.equal({
        kind: 'details',
        input: 'ref-place-4',
        productPage: 'checkout',
        productSection: 'billing-address',
      });
    });

    it('logs an error when details are asked without the tracking context, and still asks', async () => {
      const transport = forwarding();
      const errors = await captureErrors(() => placeDetails({ input: 'ref-place-1' }, transport));
      expect(errors).to.deep.equal([
        'Places details request is missing its tracking context (productPage, productSection).',
      ]);
      expect(queryOf(transport.requests[0].url)).to.deep.equal({ input: 'ref-place-1' });
    });

    it('rejects an unknown place with a 404 and an empty input with a 400', async () => {
      const missing = await placeDetails({ input: 'nowhere', productPage: 'p', productSection: 's' }).catch(
        (e: DataLayerError) => e,
      );
      expect((missing as DataLayerError).status).to.equal(404);
      const empty = await placesAutocomplete({ input: '' }).catch((e: DataLayerError) => e);
      expect((empty as DataLayerError).status).to.equal(400);
    });
  });

  describe('session-replay id', () => {
    const config = (toggle: string, sampled: string): FeatureExperiment[] => [
      { name: 'fullstory-enabled', experimentType: 'FEATURE_TOGGLE', variant: toggle },
      { name: 'fullstory-sampled', experimentType: 'AB_TEST', variant: sampled },
    ];
    afterEach(() => configureExperiments(undefined, { search: '' }));

    it('GETs /api/commerce/fullstory/getId when the toggle is on and the sampled experiment is true', async () => {
      configureExperiments(config('true', 'true'), { search: '' });
      const transport = forwarding();
      const id = await getSessionReplayId(transport);
      expect(transport.requests.map((r) => [r.method, pathOf(r.url)])).to.deep.equal([
        ['GET', '/api/commerce/fullstory/getId'],
      ]);
      expect(id).to.match(/^[\w-]{36}$/);
    });

    it('does not ask while tracking is not allowed', async () => {
      configureExperiments(config('true', 'true'), { search: '' });
      configure({ context: { websiteSettings: { cookieBannerSettings: { isAnalyticsCookiesDisabled: true } } } });
      const transport = forwarding();
      expect(await getSessionReplayId(transport)).to.equal(undefined);
      expect(transport.requests).to.have.length(0);
    });

    it('does not ask when the toggle is off, the sample is false or the configuration is missing', async () => {
      for (const setup of [config('false', 'true'), config('true', 'false'), undefined]) {
        configureExperiments(setup, { search: '' });
        const transport = forwarding();
        expect(await getSessionReplayId(transport)).to.equal(undefined);
        expect(transport.requests).to.have.length(0);
      }
    });
  });
});
