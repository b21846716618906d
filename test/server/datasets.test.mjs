/**
 * The owner's datasets over HTTP (GET and PUT /api/owner/datasets/:id): refused without an owner session (a signed-in
 * member is no owner) or a crumb, every malformed dataset a 400 naming what is wrong, the limits held, and a stored
 * dataset read back.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MAX_DATASET_COLUMNS, MAX_DATASET_ROWS } from '../../examples/server/routes/datasets.mjs';
import { createClient, signInOwner, startServer } from './support.mjs';

describe('/api/owner/datasets/:id', () => {
  let server;
  let owner;
  let crumb;
  const put = (id, json, client = owner) => client.call('PUT', `/api/owner/datasets/${id}?crumb=${crumb}`, { json });

  before(async () => {
    server = await startServer();
    owner = createClient(server.port);
    await signInOwner(owner);
    crumb = await owner.crumb();
  });
  after(() => server.close());

  it('refuses a visitor and a signed-in member: 401 with loginRequired, and stores nothing', async () => {
    const visitor = createClient(server.port);
    const visitorCrumb = await visitor.crumb();
    const refused = { error: 'Owner sign-in required', loginRequired: true, owner: true };
    const read = await visitor.call('GET', '/api/owner/datasets/sales');
    assert.deepEqual([read.status, read.body], [401, refused]);
    const write = await visitor.call('PUT', `/api/owner/datasets/sales?crumb=${visitorCrumb}`, {
      json: { columns: ['A'], rows: [['1']] },
    });
    assert.deepEqual([write.status, write.body], [401, refused]);
    const member = createClient(server.port);
    const memberCrumb = await member.crumb();
    const account = { email: 'dataset-member@example.com', password: 'a member password' };
    await member.call('POST', `/api/site-users/accounts?crumb=${memberCrumb}`, { json: account });
    const session = await member.call('POST', `/api/site-users/account/session?crumb=${memberCrumb}`, {
      json: account,
    });
    assert.equal(session.status, 200);
    assert.deepEqual((await member.call('GET', '/api/owner/datasets/sales')).body, refused);
    assert.equal((await owner.call('GET', '/api/owner/datasets/sales')).body.columns[0], 'Month');
  });

  it('checks the crumb of a write before anything else (401 crumbFail)', async () => {
    const { status, body } = await owner.call('PUT', '/api/owner/datasets/sales', {
      json: { columns: ['A'], rows: [['1']] },
    });
    assert.equal(status, 401);
    assert.equal(body.crumbFail, true);
  });

  it('answers the seeded dataset, 404 for one not stored yet, and 400 for a malformed id', async () => {
    const sales = await owner.call('GET', '/api/owner/datasets/sales');
    assert.equal(sales.status, 200);
    assert.deepEqual(Object.keys(sales.body), ['id', 'columns', 'rows']);
    assert.deepEqual(sales.body.columns, ['Month', 'Bread', 'Pastry']);
    assert.equal((await owner.call('GET', '/api/owner/datasets/not-yet')).status, 404);
    const malformed = await owner.call('GET', `/api/owner/datasets/${'x'.repeat(65)}`);
    assert.equal(malformed.status, 400);
    assert.match(malformed.body.error, /^id must be/);
  });

  it('stores a dataset and answers it back', async () => {
    const dataset = {
      columns: ['Day', 'Loaves'],
      rows: [
        ['Mon', '12'],
        ['Tue', '15'],
      ],
    };
    const saved = await put('week', dataset);
    assert.deepEqual([saved.status, saved.body], [200, { id: 'week', ...dataset }]);
    assert.deepEqual((await owner.call('GET', '/api/owner/datasets/week')).body, { id: 'week', ...dataset });
  });

  it('refuses each malformed dataset with a 400 naming the problem, in the spec’s words where it has them', async () => {
    const cases = [
      [[], 'Expected a JSON object'],
      [{ columns: 'A', rows: [] }, 'columns must be an array of texts'],
      [{ columns: [], rows: [['1']] }, 'Your dataset must have at least one column'],
      [{ columns: ['A'], rows: [] }, 'Your dataset must have at least one row'],
      [
        {
          columns: ['A', 'B'],
          rows: [
            ['', ''],
            ['', ' '],
          ],
        },
        'Enter some data!',
      ],
      [{ columns: ['A', 'B'], rows: [['1', '2'], ['3']] }, 'One or more rows was missing data'],
      [
        {
          columns: ['A', 'B'],
          rows: [
            ['1', '2'],
            ['3', ' '],
          ],
        },
        'One or more rows was missing data',
      ],
      [{ columns: ['A'], rows: [['1', '2']] }, 'A row has more values than the dataset has columns'],
      [{ columns: ['A'], rows: [[1]] }, 'Each value is a text of at most 200 characters'],
      [{ columns: ['A'], rows: [['x'.repeat(201)]] }, 'Each value is a text of at most 200 characters'],
      [{ columns: ['A'], rows: ['1'] }, 'rows must be an array of rows'],
    ];
    for (const [body, error] of cases) {
      const answer = await put('broken', body);
      assert.deepEqual([answer.status, answer.body], [400, { error }], JSON.stringify(body));
    }
    const raw = await owner.call('PUT', `/api/owner/datasets/broken?crumb=${crumb}`, {
      body: '{"columns":',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(raw.status, 400);
    assert.equal((await owner.call('GET', '/api/owner/datasets/broken')).status, 404);
  });

  it(`holds a dataset to ${MAX_DATASET_COLUMNS} columns and ${MAX_DATASET_ROWS} rows`, async () => {
    const columns = Array.from({ length: MAX_DATASET_COLUMNS }, (_, i) => `C${i}`);
    const row = columns.map(() => '1');
    const full = { columns, rows: Array.from({ length: MAX_DATASET_ROWS }, () => row) };
    assert.equal((await put('full', full)).status, 200);
    const wide = await put('full', { columns: [...columns, 'more'], rows: [[...row, '1']] });
    assert.deepEqual([wide.status, wide.body], [400, { error: 'A dataset has at most 20 columns' }]);
    const long = await put('full', { columns, rows: [...full.rows, row] });
    assert.deepEqual([long.status, long.body], [400, { error: 'A dataset has at most 100 rows' }]);
  });
});
