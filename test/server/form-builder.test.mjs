/**
 * The form builder's endpoints over HTTP: owner only (401 with loginRequired for a visitor and for a signed-in site
 * member), writes check the crumb, a malformed definition is a 400 naming its problem, mailing-list storage needs a
 * list ('A List must be selected'), and a saved form is the one the public page and the submissions use.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FORM_CAPS } from '../../examples/server/routes/form-builder.mjs';
import { createClient, signInOwner, startServer } from './support.mjs';

const REFUSED = { error: 'Owner sign-in required', loginRequired: true, owner: true };
const field = (id, extra = {}) => ({ id, type: 'text', label: id, ...extra });

describe('the form builder endpoints', () => {
  let server;
  let owner;
  const put = async (id, definition, client = owner) =>
    client.call('PUT', `/api/owner/forms/${id}?crumb=${await client.crumb()}`, { json: { definition } });
  before(async () => {
    server = await startServer({ inspection: true });
    owner = createClient(server.port);
    assert.equal((await signInOwner(owner)).status, 200);
  });
  after(() => server.close());

  it('refuses a visitor: 401 with loginRequired on every endpoint', async () => {
    const visitor = createClient(server.port);
    for (const path of ['/api/owner/forms/contact', '/api/owner/mailing-lists']) {
      const { status, body } = await visitor.call('GET', path);
      assert.deepEqual([status, body], [401, REFUSED], path);
    }
    const { status, body } = await put('contact', { fields: [] }, visitor);
    assert.deepEqual([status, body], [401, REFUSED]);
  });

  it('refuses a signed-in site member: a member is not an owner', async () => {
    const member = createClient(server.port);
    const crumb = await member.crumb();
    const account = { email: 'builder-member@example.com', password: 'a password' };
    await member.call('POST', `/api/site-users/accounts?crumb=${crumb}`, { json: account });
    const session = await member.call('POST', `/api/site-users/account/session?crumb=${crumb}`, { json: account });
    assert.equal(session.status, 200);
    assert.equal((await member.call('GET', '/api/owner/forms/contact')).status, 401);
    assert.equal((await put('contact', { fields: [] }, member)).status, 401);
  });

  it('checks the crumb of a write before anything else', async () => {
    const { status, body } = await owner.call('PUT', '/api/owner/forms/contact', { json: { definition: {} } });
    assert.equal(status, 401);
    assert.equal(body.crumbFail, true);
  });

  it('answers the definition an owner edits: the server’s own, else an empty new form', async () => {
    const contact = await owner.call('GET', '/api/owner/forms/contact');
    assert.equal(contact.status, 200);
    assert.deepEqual(
      contact.body.definition.fields.map((f) => f.id),
      ['name', 'email', 'subject', 'message'],
    );
    assert.deepEqual((await owner.call('GET', '/api/owner/forms/a-new-form')).body, { definition: { fields: [] } });
    assert.equal((await owner.call('GET', '/api/owner/forms/Not_An_Id')).status, 404);
  });

  it('lists the seeded mailing lists to the owner, and an empty list once when a test asks', async () => {
    const { status, body } = await owner.call('GET', '/api/owner/mailing-lists');
    assert.equal(status, 200);
    assert.deepEqual(
      body.lists.map((l) => l.name),
      ['Bakery news', 'Class updates'],
    );
    await owner.call('POST', '/api/_faults/mailing-lists');
    assert.deepEqual((await owner.call('GET', '/api/owner/mailing-lists')).body, { lists: [] });
    assert.equal((await owner.call('GET', '/api/owner/mailing-lists')).body.lists.length, 2);
  });

  it('answers a malformed definition 400 naming the problem, and saves nothing', async () => {
    const cases = [
      [[], 'definition must be a JSON object'],
      [{ fields: {} }, 'fields must be a list'],
      [{ fields: [field('a', { type: 'rating' })] }, 'fields[0].type "rating" is not a field kind'],
      [{ fields: [field('a'), field('a')] }, 'fields[1].id "a" is used twice'],
      [{ fields: [field('__proto__')] }, 'fields[0].id must be a letter then up to 63 letters, digits, - or _'],
      [
        { fields: Array.from({ length: FORM_CAPS.fields + 1 }, (_, i) => field(`f${i}`)) },
        'A form has at most 50 fields',
      ],
      [
        { fields: [field('a', { label: 'x'.repeat(FORM_CAPS.label + 1) })] },
        'fields[0].label has at most 200 characters',
      ],
      [{ fields: [field('a', { options: [1] })] }, 'fields[0].options must be a list of strings'],
      [{ fields: [field('a', { required: 'yes' })] }, 'fields[0].required must be a boolean'],
      [{ fields: [field('a', { maxLength: -1 })] }, 'fields[0].maxLength must be a whole number from 0 to 100000'],
      [{ submissionHtml: 'x'.repeat(FORM_CAPS.html + 1) }, 'submissionHtml has at most 10000 characters'],
      [{ successRedirect: 'javascript:alert(1)' }, 'successRedirect must be a path of the site or an http(s) address'],
      [{ successRedirect: '//evil.example' }, 'successRedirect must be a path of the site or an http(s) address'],
      [{ storage: { kind: 'fax' } }, 'storage.kind must be one of site, email, mailing-list'],
      [{ storage: { kind: 'email', email: 'nope' } }, 'storage.email must be an email address'],
      [{ storage: { kind: 'mailing-list' } }, 'A List must be selected'],
      [{ storage: { kind: 'mailing-list', listId: 'nope' } }, 'storage.listId names no mailing list'],
    ];
    for (const [definition, error] of cases) {
      const { status, body } = await put('malformed', definition);
      assert.deepEqual([status, body.error], [400, error], JSON.stringify(definition).slice(0, 80));
    }
    const { body } = await owner.call('PUT', `/api/owner/forms/malformed?crumb=${await owner.crumb()}`, {
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    assert.ok(body.error);
    assert.equal((await owner.call('GET', '/api/_inspect/forms/definitions/malformed')).status, 404);
  });

  it('saves a definition that visitors then get: the public page, the inspection and the submissions', async () => {
    const definition = {
      submitButtonText: 'Ask',
      successRedirect: '/thanks',
      disclaimerHtml: '<p>We keep your answers a year.</p>',
      storage: { kind: 'mailing-list', listId: 'bakery-news' },
      fields: [field('question', { required: true, label: 'Your </script> question' })],
    };
    const saved = await put('ask-us', definition);
    assert.equal(saved.status, 200);
    assert.deepEqual((await owner.call('GET', '/api/owner/forms/ask-us')).body.definition, definition);
    const served = (await owner.call('GET', '/api/_inspect/forms/definitions/ask-us')).body;
    assert.equal(served.storage, undefined, 'where submissions go stays on the server');
    assert.equal(served.fields[0].label, 'Your </script> question');

    const visitor = createClient(server.port);
    const page = await visitor.call('GET', '/pages/forms/ask-us');
    assert.equal(page.status, 200);
    assert.match(page.headers['content-security-policy'], /script-src 'self'/);
    assert.match(page.text, /<sqs-form form-id="ask-us"/);
    assert.ok(!page.text.includes('</script> question'), 'the label closed the script');
    const json = page.text.match(/<script type="application\/json">\s*([\s\S]*?)\s*<\/script>\s*<\/sqs-form>/)[1];
    assert.equal(JSON.parse(json).fields[0].label, 'Your </script> question');
    assert.equal((await visitor.call('GET', '/pages/forms/never-saved')).status, 404);

    const crumb = await visitor.crumb();
    const { body: key } = await visitor.call('POST', `/api/form/FormSubmissionKey?crumb=${crumb}`, { json: {} });
    const submit = await visitor.call('POST', `/api/form/SaveFormSubmission?crumb=${crumb}`, {
      json: { key: key.data.key, formId: 'ask-us', form: JSON.stringify({}) },
    });
    assert.equal(submit.status, 400);
    assert.deepEqual(submit.body.errors, { question: 'Your </script> question is required.' });
  });
});
