/**
 * No validation of the reference server can be made slow: a near-1 MB hostile value (the shapes that make a
 * backtracking pattern quadratic or worse) sent to each validating endpoint is answered in under a second. Values in
 * the URL are bounded by Node's 16 KB header limit; they get the longest value that fits.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createClient, signInOwner, startServer } from './support.mjs';

const N = 990_000;
const URL_N = 15_000;
const hostileEmail = (n) => `a@${'.'.repeat(n)} `;
const form = (fields) => new URLSearchParams(fields).toString();

describe('each validating endpoint of the reference server against a 1 MB hostile value', () => {
  let server;
  let client;
  let crumb;
  let pageLoadId;

  before(async () => {
    server = await startServer({ inspection: true });
    client = createClient(server.port);
    await signInOwner(client);
    crumb = await client.crumb();
    pageLoadId = (await client.call('GET', '/api/1/performance/settings')).body.pageLoadId;
  });
  after(() => server.close());

  const cases = [
    [
      'sign-up email',
      () => ['POST', `/api/site-users/accounts?crumb=${crumb}`, { json: { email: hostileEmail(N), password: 'p' } }],
    ],
    [
      'site-user sign-in email',
      () => [
        'POST',
        `/api/site-users/account/session?crumb=${crumb}`,
        { json: { email: hostileEmail(N), password: 'p' } },
      ],
    ],
    [
      'owner sign-in email',
      () => ['POST', `/api/auth/Login?crumb=${crumb}`, { json: { email: hostileEmail(N), password: 'p' } }],
    ],
    [
      'sign-in password',
      () => ['POST', `/api/auth/Login?crumb=${crumb}`, { json: { email: 'a@b.co', password: 'p'.repeat(N) } }],
    ],
    [
      'census visitor record (ss_cvr)',
      () => [
        'POST',
        '/api/census/RecordHit',
        {
          body: form({ event: '1', data: '{}', ss_cvr: `a${'|1'.repeat(N / 6)}|` }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ],
    ],
    [
      'census button fields',
      () => [
        'POST',
        '/api/census/button-click',
        {
          body: form({ id: 'x'.repeat(N / 2), newWindow: 'true', context: '1' }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ],
    ],
    [
      'language tag',
      () => [
        'PUT',
        `/api/multilingual/languages?crumb=${crumb}`,
        { json: { languages: [{ locale: `aa${'-a1'.repeat(N / 3)}!` }] } },
      ],
    ],
    [
      'header and footer',
      () => [
        'PUT',
        `/api/site-header-footer?crumb=${crumb}`,
        { json: { header: { html: '<'.repeat(N) }, footer: {} } },
      ],
    ],
    [
      'form email, zip and country',
      () => [
        'POST',
        '/api/form/SaveFormSubmission',
        {
          json: {
            key: 'k'.repeat(N / 4),
            formId: 'every-kind',
            form: JSON.stringify({
              email: hostileEmail(N / 4),
              address: { Country: `us${' '.repeat(N / 8)}x`, Zip: '1'.repeat(N / 8) },
            }),
          },
        },
      ],
    ],
    [
      'form id',
      () => ['POST', '/api/form/SaveFormSubmission', { json: { key: 'k', formId: 'x'.repeat(N), form: '{}' } }],
    ],
    [
      'JavaScript error reports',
      () => [
        'POST',
        `/api/events/RecordJavascriptErrors?crumb=${crumb}`,
        { json: [{ event: 'e', data: { message: 'm'.repeat(N) }, timestamp: 1 }] },
      ],
    ],
    [
      'internal event data',
      () => [
        'POST',
        '/api/events/RecordEvent',
        {
          body: form({ crumb, event: 'e', data: `{"a":"${'\\'.repeat(N / 3)}` }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ],
    ],
    [
      'trace records',
      () => [
        'POST',
        '/api/events/Trace',
        { body: form({ data: '['.repeat(N / 3) }), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      ],
    ],
    [
      'analytics event',
      () => ['POST', '/api/v1/events', { json: { analyticsId: 'a'.repeat(N), customSchemaName: 's', commonData: {} } }],
    ],
    [
      'performance records',
      () => [
        'POST',
        '/api/1/performance/records',
        { json: [{ app: 'a', data: { x: 1 }, event: 'user', pageLoadId: `${'a.'.repeat(N / 2)}`, ts: 1 }] },
      ],
    ],
    [
      'forced failure',
      () => ['POST', '/api/_faults/forms', { json: { step: 'save', status: 500, formId: 'f'.repeat(N) } }],
    ],
    [
      'deeply nested performance records sent as text',
      () => [
        'POST',
        '/api/1/performance/records',
        {
          body: `[{"app":"a","event":"user","ts":1,"pageLoadId":"${pageLoadId}","data":{"x":${'['.repeat(N / 3)}${']'.repeat(N / 3)}}}]`,
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
        },
      ],
    ],
    [
      'deeply nested JSON',
      () => [
        'POST',
        `/api/data-layer/echo?crumb=${crumb}`,
        { body: '['.repeat(N), headers: { 'content-type': 'application/json' } },
      ],
    ],
    ['outbox id', () => ['POST', `/api/census/RecordQuickView/x?outboxId=${'a'.repeat(URL_N)}!`, {}]],
    ['places input', () => ['GET', `/api/google-maps/places/autocomplete?input=${'a'.repeat(URL_N)}`, {}]],
    ['path parameter', () => ['GET', `/api/_inspect/forms/definitions/${'%41'.repeat(URL_N / 3)}`, {}]],
    [
      'image name and width',
      () => ['GET', `/examples/images/a${'-1'.repeat(URL_N / 2)}!-1w.jpg?format=${'1'.repeat(200)}w`, {}],
    ],
    ['map tile numbers', () => ['GET', `/examples/tiles/${'1'.repeat(URL_N / 3)}/${'1'.repeat(URL_N / 3)}/1.pngx`, {}]],
    [
      'visitor cookie',
      () => ['POST', '/api/form/FormSubmissionKey', { headers: { cookie: `sqs_form_visitor=${'a'.repeat(URL_N)}!` } }],
    ],
  ];

  for (const [name, build] of cases) {
    it(`answers a hostile ${name} in under a second`, async () => {
      const [method, path, options] = build();
      const started = performance.now();
      const { status } = await client.call(method, path, options);
      const elapsed = performance.now() - started;
      assert.ok(status < 500, `${name}: answered ${status}`);
      assert.ok(elapsed < 1000, `${name}: took ${Math.round(elapsed)} ms`);
    });
  }
});
