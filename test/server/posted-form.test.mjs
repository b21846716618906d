/**
 * A form posted without scripts (a server-rendered `<sqs-form>` or `<sqs-newsletter>`, docs/ssr.md): POST
 * /api/form/SaveFormSubmission with url-encoded fields and the form's ids in the query, accepted only from a page of
 * the site itself, answered with a small HTML page (or a redirect), never JSON: the submission message for a good post,
 * a 4xx page naming the problem for a missing required field, a malformed or oversized body, or another site's post.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createClient, startServer } from './support.mjs';

describe('a form posted without scripts', () => {
  let server;
  let visitor;
  let home;
  before(async () => {
    server = await startServer({ inspection: true });
    visitor = createClient(server.port);
    home = `http://localhost:${server.port}`;
  });
  after(() => server.close());

  /** Posts `body` (url-encoded text) as a browser posts a form from a page of the site (or `headers` say otherwise). */
  const post = (query, body, headers = {}) => {
    const sent = {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      origin: home,
      referer: `${home}/examples/forms.html?a=1`,
      ...headers,
    };
    for (const name of Object.keys(sent)) if (sent[name] === undefined) delete sent[name];
    return visitor.call('POST', `/api/form/SaveFormSubmission?${query}`, { body, headers: sent });
  };
  const submissions = async (formId) =>
    (await visitor.call('GET', `/api/_inspect/forms/submissions?formId=${formId}`)).body;

  it('stores a good post as a script would send it and answers with the submission message as a page', async () => {
    const body = new URLSearchParams([
      ['name.First', 'Ada'],
      ['name.Last', 'Lovelace'],
      ['email', 'ada@example.com'],
      ['subject', ''],
      ['message', 'Hello there'],
    ]).toString();
    const answer = await post('formId=contact&collectionId=c1&objectName=block-1', body);
    assert.equal(answer.status, 200);
    assert.match(answer.headers['content-type'], /^text\/html/);
    assert.match(answer.headers['content-security-policy'], /default-src 'none'/);
    assert.match(answer.text, /<p>Thanks! We will be in touch\.<\/p>/);
    const [stored] = await submissions('contact');
    assert.deepEqual(JSON.parse(stored.form), {
      name: { First: 'Ada', Last: 'Lovelace' },
      email: 'ada@example.com',
      subject: '',
      message: 'Hello there',
    });
    assert.equal(stored.collectionId, 'c1');
    assert.equal(stored.objectName, 'block-1');
    assert.equal(stored.payload.noScript, true);
  });

  it('reads checkboxes as lists, parts and likert answers by name, and a hidden field from the form', async () => {
    const body = new URLSearchParams([
      ['checkbox', 'Red'],
      ['checkbox', 'Blue'],
      ['radio', 'Yes'],
      ['likert.The site is fast', 'Agree'],
      ['hidden', 'not this'],
    ]).toString();
    assert.equal((await post('formId=every-kind', body)).status, 200);
    const [stored] = await submissions('every-kind');
    const form = JSON.parse(stored.form);
    assert.deepEqual(form.checkbox, ['Red', 'Blue']);
    assert.equal(form.radio, 'Yes');
    assert.deepEqual(form.likert, { 'The site is fast': 'Agree' });
    assert.equal(form.hidden, 'examples');
  });

  it('answers a missing required field with a 400 page naming it, and stores nothing', async () => {
    const answer = await post('formId=newsletter', 'email=');
    assert.equal(answer.status, 400);
    assert.match(answer.headers['content-type'], /^text\/html/);
    assert.match(answer.text, /One or more fields is invalid, please check your entries\./);
    assert.match(answer.text, /<li>Email Address is required\.<\/li>/);
    assert.match(answer.text, /<a href="\/examples\/forms\.html\?a=1">Back to the form<\/a>/);
    assert.deepEqual(await submissions('newsletter'), []);
  });

  it('answers a malformed body with a 400 page', async () => {
    for (const body of ['email=a%zz@example.com', 'email=a@example.com&email=b@example.com']) {
      const answer = await post('formId=newsletter', body);
      assert.equal(answer.status, 400, body);
      assert.match(answer.text, /Could not parse the form fields, please check your entries\./);
    }
    const unknown = await post('formId=no-such-form', 'email=a@example.com');
    assert.equal(unknown.status, 404);
    assert.match(unknown.text, /This form has not been configured yet\./);
  });

  it('answers an oversized body with a 413 page', async () => {
    const answer = await post('formId=contact', `message=${'x'.repeat(1_100_000)}`);
    assert.equal(answer.status, 413);
    assert.match(answer.headers['content-type'], /^text\/html/);
    assert.match(answer.text, /Request body too large/);
    const budget = await post('formId=contact', `message=${'x'.repeat(300_000)}`);
    assert.equal(budget.status, 413);
    assert.match(budget.text, /form is larger than 250,000 bytes/);
  });

  it("refuses another site's post (or one that says nothing of where it comes from) with a 403 page", async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' },
      { 'sec-fetch-site': undefined, origin: 'https://elsewhere.example' },
      { 'sec-fetch-site': undefined, origin: undefined },
    ]) {
      const answer = await post('formId=newsletter', 'email=a@example.com', headers);
      assert.equal(answer.status, 403);
      assert.match(answer.text, /This form can only be sent from a page of its own site\./);
      assert.doesNotMatch(answer.text, /Back to the form/);
    }
    // Without Sec-Fetch-Site, an Origin of this host is this site.
    const answer = await post('formId=newsletter', 'email=a@example.com', { 'sec-fetch-site': undefined });
    assert.equal(answer.status, 200);
    assert.match(answer.text, /Thank you for signing up\./);
  });

  it('shows the message page when the form redirects to an origin the site does not allow', async () => {
    const answer = await post('formId=redirecting', 'message=Hi');
    assert.equal(answer.status, 200);
    assert.match(answer.text, /Thanks!/);
  });
});
