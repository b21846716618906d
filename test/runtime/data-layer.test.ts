import { expect, oneEvent } from '@open-wc/testing';
import { configure, resetConfiguration } from '../../runtime/context.js';
import {
  DataLayerError,
  MAX_PARSE_EXCERPT,
  request,
  requestAnswer,
  type DataLayerTransport,
} from '../../runtime/data-layer.js';
import { getCookie } from '../../runtime/lib/cookies.js';
import { clearCookies } from './cookie-recorder.js';
import { recordingTransport } from './fakes.js';

/** A transport answering `body` (JSON unless a string) with `status`, recording the waits it was asked for. */
function answering(...answers: Array<[status: number, body: unknown]>) {
  const waits: number[] = [];
  const inits: RequestInit[] = [];
  let n = 0;
  const transport = recordingTransport({
    respond: (_r, init) => {
      inits.push(init!);
      const [status, body] = answers[Math.min(n++, answers.length - 1)]!;
      return new Response(status === 204 ? null : typeof body === 'string' ? body : JSON.stringify(body), { status });
    },
  });
  const env: DataLayerTransport & typeof transport & { waits: number[]; inits: RequestInit[] } = Object.assign(
    transport,
    {
      waits,
      inits,
      sleep: async (ms: number) => void waits.push(ms),
    },
  );
  return env;
}

/** The real network to the reference API, counting calls and recording the waits. */
function toServer() {
  const urls: string[] = [];
  const waits: number[] = [];
  const env: DataLayerTransport = {
    fetch: (input, init) => (urls.push(input), fetch(input, init)),
    beacon: () => false,
    sleep: async (ms) => void waits.push(ms),
  };
  return { env, urls, waits };
}

async function failure(promise: Promise<unknown>): Promise<DataLayerError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(DataLayerError);
    expect(error).to.be.instanceOf(Error);
    return error as DataLayerError;
  }
  throw new Error('the request did not fail');
}

describe('data layer', () => {
  afterEach(() => {
    clearCookies();
    resetConfiguration();
  });

  describe('requests', () => {
    it('appends the params and the crumb cookie as query parameters, and asks for JSON with credentials', async () => {
      document.cookie = 'crumb=c-123; path=/';
      const transport = answering([200, { ok: 1 }]);
      const result = await request(
        'GET',
        '/api/things',
        { params: { page: 2, q: 'a b', none: undefined, nil: null } },
        transport,
      );
      expect(result).to.deep.equal({ ok: 1 });
      const [seen] = transport.requests;
      expect(seen!.method).to.equal('GET');
      expect(seen!.url).to.equal('/api/things?page=2&q=a+b&crumb=c-123');
      expect(seen!.headers).to.deep.equal({ accept: 'application/json' });
      expect(transport.inits[0]!.credentials).to.equal('include');
    });

    it('leaves the crumb out when told to, and sends it on the retry after a crumb failure', async () => {
      document.cookie = 'crumb=c-123; path=/';
      const transport = answering([200, {}], [401, { crumbFail: true, crumb: 'c-456' }], [200, {}]);
      await request('GET', '/api/catalogue', { crumb: false }, transport);
      await request('POST', '/api/render', { crumb: false }, transport);
      expect(transport.requests.map((r) => r.url)).to.deep.equal([
        '/api/catalogue',
        '/api/render',
        '/api/render?crumb=c-456',
      ]);
    });

    it('sends no crumb parameter when there is no crumb cookie', async () => {
      const transport = answering([200, {}]);
      await request('DELETE', '/api/things/1', {}, transport);
      expect(transport.requests[0]!.url).to.equal('/api/things/1');
      expect(transport.requests[0]!.method).to.equal('DELETE');
    });

    it('sends JSON bodies as application/json and form bodies form-encoded', async () => {
      const transport = answering([200, {}]);
      await request('POST', '/api/a', { json: { name: 'Ada', tags: [1] } }, transport);
      await request('PUT', '/api/b', { form: { widgetJSON: '{"type":1}', id: 'x y' } }, transport);
      const [json, form] = transport.requests;
      expect(json!.contentType).to.equal('application/json');
      expect(JSON.parse(json!.body)).to.deep.equal({ name: 'Ada', tags: [1] });
      expect(form!.method).to.equal('PUT');
      expect(form!.contentType).to.equal('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(form!.body))).to.deep.equal({
        widgetJSON: '{"type":1}',
        id: 'x y',
      });
    });

    it('passes extra headers through', async () => {
      const transport = answering([200, {}]);
      await request(
        'DELETE',
        '/api/site-users/account/session',
        { params: { cloneCart: false }, headers: { 'X-SiteUser-XSRF-Token': 't1' } },
        transport,
      );
      expect(transport.requests[0]!.url).to.equal('/api/site-users/account/session?cloneCart=false');
      expect(transport.requests[0]!.headers['x-siteuser-xsrf-token']).to.equal('t1');
    });

    it('sends to the configured apiBase without the crumb or credentials unless the host trusts it', async () => {
      document.cookie = 'crumb=c-123; path=/';
      configure({ apiBase: 'https://api.example.com' });
      const transport = answering([200, {}]);
      await request('GET', '/api/x', { params: { a: 1 } }, transport);
      expect(transport.requests[0]!.url).to.equal('https://api.example.com/api/x?a=1');
      expect(transport.requests[0]!.headers).to.deep.equal({ accept: 'application/json' });
      expect(transport.inits[0]!.credentials).to.equal('same-origin');
    });

    it('sends the crumb to a trusted apiBase in the X-CSRF-Token header, never in its URL', async () => {
      document.cookie = 'crumb=c-123; path=/';
      configure({ apiBase: 'https://api.example.com', trustApiBase: true });
      const transport = answering([200, {}]);
      await request('POST', '/api/x', { params: { a: 1 } }, transport);
      expect(transport.requests[0]!.url).to.equal('https://api.example.com/api/x?a=1');
      expect(transport.requests[0]!.headers).to.deep.equal({ accept: 'application/json', 'x-csrf-token': 'c-123' });
      expect(transport.inits[0]!.credentials).to.equal('include');
    });

    it('refuses paths that could leave the API origin, and absolute URLs on another origin', async () => {
      document.cookie = 'crumb=c-123; path=/';
      const transport = answering([200, {}]);
      const paths = ['//evil.example/x', '/\\evil.example/x', 'api/x', '@evil.example/x', 'https://evil.example/x'];
      for (const path of paths) {
        const error = await request('GET', path, {}, transport).catch((e: unknown) => e);
        expect(error, path).to.be.instanceOf(TypeError);
      }
      configure({ apiBase: 'https://api.example.com' });
      for (const path of ['.evil.example/x', '@evil.example/x', '//evil.example/x']) {
        const error = await request('GET', path, {}, transport).catch((e: unknown) => e);
        expect(error, path).to.be.instanceOf(TypeError);
      }
      expect(transport.requests).to.deep.equal([]);
      await request('GET', `${location.origin}/api/own`, {}, transport);
      await request('GET', 'https://api.example.com/api/base', {}, transport);
      expect(transport.requests.map((r) => r.url)).to.deep.equal([
        `${location.origin}/api/own?crumb=c-123`,
        'https://api.example.com/api/base',
      ]);
    });

    it('never lets a second origin see the crumb (the server there records what it received)', async () => {
      document.cookie = 'crumb=c-secret; path=/';
      const key = crypto.randomUUID();
      const other = `http://127.0.0.1:${location.port}`;
      configure({ apiBase: `${other}/test/seen/${key}` });
      // No CORS headers there: the page cannot read the answer, but the request left.
      const error = await failure(request('GET', '/api/x', { params: { a: 1 } }));
      expect(error.kind).to.equal('connection');
      expect(error.url).to.equal(`${other}/test/seen/${key}/api/x?a=1`);
      const seen = (await (await fetch(`/test/seen-log/${key}`)).json()) as Array<Record<string, unknown>>;
      expect(seen).to.deep.equal([
        {
          method: 'GET',
          url: `/test/seen/${key}/api/x?a=1`,
          host: `127.0.0.1:${location.port}`,
          csrf: null,
          cookie: null,
          body: '',
        },
      ]);
    });

    it('resolves with {} for an empty 2xx body', async () => {
      expect(await request('POST', '/api/x', {}, answering([204, '']))).to.deep.equal({});
      expect(await request('POST', '/api/x', {}, answering([200, '']))).to.deep.equal({});
    });
  });

  describe('crumb failure, against the reference API', () => {
    it('sets the crumb cookie from the crumbFail answer, waits 200 ms and retries once, successfully', async () => {
      const { env, urls, waits } = toServer();
      expect(getCookie('crumb')).to.be.undefined;
      const echo = await request<{ method: string; query: Record<string, string>; contentType: string; body: unknown }>(
        'POST',
        '/api/data-layer/echo',
        { params: { a: 1 }, json: { hello: 'world' } },
        env,
      );
      const crumb = getCookie('crumb');
      expect(crumb).to.match(/^[\w-]{20,}$/);
      expect(urls).to.deep.equal(['/api/data-layer/echo?a=1', `/api/data-layer/echo?a=1&crumb=${crumb}`]);
      expect(waits).to.deep.equal([200]);
      expect(echo).to.deep.equal({
        method: 'POST',
        query: { a: '1', crumb },
        contentType: 'application/json',
        body: { hello: 'world' },
      });
    });

    it('sends form bodies with PUT and a valid crumb without retrying', async () => {
      const { env } = toServer();
      await request('GET', '/api/data-layer/echo', {}, env);
      const { env: next, urls, waits } = toServer();
      const echo = await request<{ method: string; body: unknown }>(
        'PUT',
        '/api/data-layer/echo',
        { form: { a: '1' } },
        next,
      );
      expect(urls).to.have.length(1);
      expect(waits).to.deep.equal([]);
      expect(echo.method).to.equal('PUT');
      expect(echo.body).to.deep.equal({ a: '1' });
    });

    it('gives up with a crumb error after the retry fails too (two calls in all)', async () => {
      const transport = answering([401, { crumbFail: true, crumb: 'c-1' }], [401, { crumbFail: true, crumb: 'c-2' }]);
      const error = await failure(request('POST', '/api/x', {}, transport));
      expect(error.kind).to.equal('crumb');
      expect(error.status).to.equal(401);
      expect(error.url).to.equal('/api/x');
      expect(transport.requests.map((r) => r.url)).to.deep.equal(['/api/x', '/api/x?crumb=c-1']);
      expect(transport.waits).to.deep.equal([200]);
      expect(getCookie('crumb')).to.equal('c-2');
    });

    it('never sets the crumb cookie from another origin’s crumbFail answer', async () => {
      document.cookie = 'crumb=mine; path=/';
      configure({ apiBase: 'https://api.example.com' });
      const untrusted = answering([401, { crumbFail: true, crumb: 'planted' }], [200, {}]);
      await request('POST', '/api/x', {}, untrusted);
      expect(getCookie('crumb')).to.equal('mine');
      expect(untrusted.requests.map((r) => [r.url, r.headers['x-csrf-token']])).to.deep.equal([
        ['https://api.example.com/api/x', undefined],
        ['https://api.example.com/api/x', undefined],
      ]);

      // A trusted base's new crumb serves its retry, in the header, and still does not touch the page's cookie.
      configure({ trustApiBase: true });
      const trusted = answering([401, { crumbFail: true, crumb: 'fresh' }], [200, {}]);
      await request('POST', '/api/x', {}, trusted);
      expect(getCookie('crumb')).to.equal('mine');
      expect(trusted.requests.map((r) => [r.url, r.headers['x-csrf-token']])).to.deep.equal([
        ['https://api.example.com/api/x', 'mine'],
        ['https://api.example.com/api/x', 'fresh'],
      ]);
    });
  });

  describe('answers that need the visitor', () => {
    const cleanups: Array<() => void> = [];
    afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

    it('dispatches sqs-login-prompt for loginRequired and rejects, showing no crumb', async () => {
      document.cookie = 'crumb=c-9; path=/';
      const prompt = oneEvent(document, 'sqs-login-prompt');
      const transport = answering([401, { loginRequired: true }]);
      const error = await failure(request('GET', '/api/member', { params: { a: 1 } }, transport));
      expect(transport.requests[0]!.url).to.equal('/api/member?a=1&crumb=c-9');
      expect((await prompt).detail.url).to.equal('/api/member?a=1');
      expect(error.kind).to.equal('login-required');
      expect(error.url).to.equal('/api/member?a=1');
      expect(transport.requests).to.have.length(1);
    });

    /** Answers the next `sqs-login-prompt` with `outcome` (before any other listener) and counts the prompts. */
    function promptAnswering(outcome: () => Promise<Record<string, string> | void>) {
      const seen = { prompts: 0 };
      const listener = (event: CustomEvent<{ respondWith(outcome: Promise<unknown>): void }>) => {
        seen.prompts++;
        event.detail.respondWith(outcome());
      };
      window.addEventListener('sqs-login-prompt', listener as EventListener, { capture: true });
      cleanups.push(() => window.removeEventListener('sqs-login-prompt', listener as EventListener, { capture: true }));
      return seen;
    }

    it('waits for a prompt that answers, then retries the request once with its headers and resolves with the retried answer', async () => {
      const seen = promptAnswering(async () => ({ 'X-SiteUser-XSRF-Token': 'token-1' }));
      const transport = answering([401, { loginRequired: true }], [200, { secret: 42 }]);
      const result = await request('GET', '/api/member', { headers: { 'X-Extra': 'kept' } }, transport);
      expect(result).to.deep.equal({ secret: 42 });
      expect(seen.prompts).to.equal(1);
      expect(transport.requests).to.have.length(2);
      expect(transport.requests[0]!.headers).not.to.have.property('x-siteuser-xsrf-token');
      expect(transport.requests[1]!.headers).to.include({ 'x-siteuser-xsrf-token': 'token-1', 'x-extra': 'kept' });
    });

    it('opens no members’ prompt for an owner-only answer (owner: true) and rejects at once', async () => {
      const seen = promptAnswering(async () => undefined);
      const transport = answering([401, { loginRequired: true, owner: true, error: 'Owner sign-in required' }]);
      const error = await failure(request('GET', '/api/owner/pages', {}, transport));
      expect([error.kind, error.message, error.status]).to.deep.equal([
        'login-required',
        'Owner sign-in required',
        401,
      ]);
      expect(seen.prompts).to.equal(0);
      expect(transport.requests).to.have.length(1);
    });

    it('rejects with the loginRequired error when the prompt is cancelled, without retrying', async () => {
      promptAnswering(() => Promise.reject(new Error('cancelled')));
      const transport = answering([401, { loginRequired: true, error: 'Sign in first' }], [200, {}]);
      const error = await failure(request('GET', '/api/member', {}, transport));
      expect([error.kind, error.message, error.status]).to.deep.equal(['login-required', 'Sign in first', 401]);
      expect(transport.requests).to.have.length(1);
    });

    it('retries only once: a request still answering loginRequired after signing in fails without a second prompt', async () => {
      const seen = promptAnswering(async () => undefined);
      const transport = answering([401, { loginRequired: true }]);
      const error = await failure(request('GET', '/api/member', {}, transport));
      expect(error.kind).to.equal('login-required');
      expect(seen.prompts).to.equal(1);
      expect(transport.requests).to.have.length(2);
    });

    it('dispatches sqs-system-error for authorizationFail and rejects, showing no crumb', async () => {
      document.cookie = 'crumb=c-9; path=/';
      const shown = oneEvent(document, 'sqs-system-error');
      const error = await failure(request('POST', '/api/config', {}, answering([403, { authorizationFail: true }])));
      expect((await shown).detail).to.deep.equal({ url: '/api/config', message: 'Unauthorized request' });
      expect(error.kind).to.equal('authorization');
      expect(error.message).to.equal('Unauthorized request');
      expect(error.url).to.equal('/api/config');
    });
  });

  describe('error messages', () => {
    for (const status of [400, 401, 500, 502]) {
      it(`reads error, then message, then billingErrorCode from a ${status} body`, async () => {
        expect(
          (await failure(request('GET', '/api/x', {}, answering([status, { error: 'E', message: 'M' }])))).message,
        ).to.equal('E');
        expect((await failure(request('GET', '/api/x', {}, answering([status, { message: 'M' }])))).message).to.equal(
          'M',
        );
        const billing = await failure(
          request('GET', '/api/x', {}, answering([status, { billingErrorCode: 'CARD_DECLINED' }])),
        );
        expect(billing.message).to.equal('CARD_DECLINED');
        expect(billing.billingErrorCode).to.equal('CARD_DECLINED');
        expect(billing.status).to.equal(status);
        expect(billing.kind).to.equal('status');
        expect(billing.body).to.deep.equal({ billingErrorCode: 'CARD_DECLINED' });
      });
    }

    const generic: Array<[number, string]> = [
      [401, 'Unauthorized request'],
      [403, 'Unauthorized request'],
      [500, 'Internal server error. Please try again later.'],
      [501, 'Internal server error. Please try again later.'],
      [503, 'This service is temporarily unavailable. Please try again later.'],
      [502, 'Unable to connect…'],
      [404, 'Unable to connect…'],
      [429, 'Unable to connect…'],
    ];
    for (const [status, message] of generic) {
      it(`says '${message}' for a ${status} without a message`, async () => {
        const error = await failure(request('GET', '/api/x', {}, answering([status, '<html>oops</html>'])));
        expect(error.message).to.equal(message);
        expect(error.status).to.equal(status);
      });
    }

    it('ignores a 403 body message (only 400, 401, 500 and 502 bodies are read)', async () => {
      expect((await failure(request('GET', '/api/x', {}, answering([403, { error: 'E' }])))).message).to.equal(
        'Unauthorized request',
      );
    });

    it('names the url and the response text when a 2xx answer is not JSON', async () => {
      const error = await failure(request('GET', '/api/x', { params: { a: 1 } }, answering([200, 'not json <b>'])));
      expect(error.kind).to.equal('parse');
      expect(error.message).to.equal('Internal error: the response of /api/x?a=1 is not valid JSON: not json <b>');
      expect(error.body).to.equal('not json <b>');
    });

    it('keeps only the start of an unparsable answer, and no crumb, in a parse error', async () => {
      document.cookie = 'crumb=c-7; path=/';
      const page = `<html>${'x'.repeat(5000)}</html>`;
      const error = await failure(request('GET', '/api/x', {}, answering([200, page])));
      expect(error.message).to.equal(
        `Internal error: the response of /api/x is not valid JSON: ${page.slice(0, MAX_PARSE_EXCERPT)}`,
      );
      expect(error.body).to.equal(page.slice(0, MAX_PARSE_EXCERPT));
      expect(error.url).to.equal('/api/x');
    });
  });

  describe('connection failures', () => {
    const offline = () => {
      const waits: number[] = [];
      let calls = 0;
      let up = false;
      const env: DataLayerTransport = {
        fetch: async () => {
          calls++;
          if (!up) throw new TypeError('Failed to fetch');
          return new Response('{"ok":true}');
        },
        beacon: () => false,
        sleep: async (ms) => {
          waits.push(ms);
          up = true;
        },
      };
      return { env, waits, calls: () => calls };
    };

    it("rejects with 'Unable to connect…' and no retry by default", async () => {
      const { env, waits, calls } = offline();
      const error = await failure(request('GET', '/api/x', {}, env));
      expect(error.kind).to.equal('connection');
      expect(error.message).to.equal('Unable to connect…');
      expect(error.status).to.equal(0);
      expect(calls()).to.equal(1);
      expect(waits).to.deep.equal([]);
    });

    it('retries once after 200 ms when asked to', async () => {
      const { env, waits, calls } = offline();
      expect(await request('GET', '/api/x', { retryOnConnectionError: true }, env)).to.deep.equal({ ok: true });
      expect(calls()).to.equal(2);
      expect(waits).to.deep.equal([200]);
    });

    it('retries a status without a specific message once when asked to, then gives up', async () => {
      const transport = answering([404, ''], [404, '']);
      const error = await failure(request('GET', '/api/x', { retryOnConnectionError: true }, transport));
      expect(error.message).to.equal('Unable to connect…');
      expect(transport.requests).to.have.length(2);
      expect(transport.waits).to.deep.equal([200]);
      const once = answering([500, '']);
      await failure(request('GET', '/api/x', { retryOnConnectionError: true }, once));
      expect(once.requests).to.have.length(1);
    });
  });
  describe('stopping a request', () => {
    it('rejects with the abort reason, not a DataLayerError, and neither retries nor waits', async () => {
      const { env, waits, calls } = (() => {
        const waits: number[] = [];
        let calls = 0;
        const env: DataLayerTransport = {
          fetch: (_url, init) =>
            new Promise((_, reject) => {
              calls++;
              init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason as Error));
            }),
          beacon: () => false,
          sleep: async (ms) => void waits.push(ms),
        };
        return { env, waits, calls: () => calls };
      })();
      const controller = new AbortController();
      const pending = request('GET', '/api/x', { signal: controller.signal, retryOnConnectionError: true }, env);
      controller.abort();
      const error = await pending.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).to.not.be.instanceOf(DataLayerError);
      expect((error as DOMException).name).to.equal('AbortError');
      expect([calls(), waits]).to.deep.equal([1, []]);
    });

    it('sends nothing when already stopped, nor after the crumb retry’s wait', async () => {
      const stopped = answering([200, {}]);
      const controller = new AbortController();
      controller.abort();
      const early = await request('GET', '/api/x', { signal: controller.signal }, stopped).catch((e: Error) => e);
      expect((early as Error).name).to.equal('AbortError');
      expect(stopped.requests).to.have.length(0);

      const later = new AbortController();
      const crumbFail = answering([401, { crumbFail: true, crumb: 'c-1' }], [200, {}]);
      crumbFail.sleep = async () => later.abort();
      const late = await request('POST', '/api/x', { signal: later.signal }, crumbFail).catch((e: Error) => e);
      expect((late as Error).name).to.equal('AbortError');
      expect(crumbFail.requests).to.have.length(1);
    });
  });

  describe('requestAnswer', () => {
    it('resolves with the status and body of any answer, and with the text of one that is not JSON', async () => {
      const transport = answering([404, { error: 'No such form' }], [200, '<html>'], [204, '']);
      expect(await requestAnswer('POST', '/api/x', {}, transport)).to.deep.equal({
        status: 404,
        body: { error: 'No such form' },
        parsed: true,
      });
      expect(await requestAnswer('POST', '/api/x', {}, transport)).to.deep.equal({
        status: 200,
        body: '<html>',
        parsed: false,
      });
      expect(await requestAnswer('POST', '/api/x', {}, transport)).to.deep.equal({
        status: 204,
        body: {},
        parsed: true,
      });
    });

    it('still retries a crumb failure with the crumb, and rejects when there is no connection', async () => {
      const transport = answering([401, { crumbFail: true, crumb: 'c-9' }], [200, { ok: 1 }]);
      expect(await requestAnswer('POST', '/api/x', {}, transport)).to.deep.equal({
        status: 200,
        body: { ok: 1 },
        parsed: true,
      });
      expect(transport.requests.map((r) => r.url)).to.deep.equal(['/api/x', '/api/x?crumb=c-9']);
      const offline: DataLayerTransport = { fetch: () => Promise.reject(new TypeError('x')), beacon: () => false };
      const error = await failure(requestAnswer('POST', '/api/x', {}, offline));
      expect(error.kind).to.equal('connection');
    });
  });
});
