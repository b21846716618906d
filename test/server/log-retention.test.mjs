/**
 * The logs of visitors' pages at scale (lib/write-batch.mjs, lib/retention.mjs): the rows of a batch go to the store in
 * one multi-row insert per table; on PostgreSQL the tables are partitioned by day, with the partitions of today and
 * tomorrow made at start; rows past the retention are gone after a sweep (whole partitions dropped on PostgreSQL), at
 * start as well.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createApi } from '../../examples/server/app.mjs';
import { migrate } from '../../examples/server/lib/migrations.mjs';
import { LOG_TABLES, partitionName, partitionsOf, sweepLogs } from '../../examples/server/lib/retention.mjs';
import { openSql } from '../../examples/server/lib/sql.mjs';
import { createWriteBatch } from '../../examples/server/lib/write-batch.mjs';
import { createClient, startServer, storeFor } from './support.mjs';

const DAY = 24 * 60 * 60_000;
const postgres = Boolean(process.env.DATABASE_URL);

/** Returns `sql` whose transactions count the statements run in them into `counted.n`. */
function counting(sql, counted) {
  const wrap = (tx) => ({
    ...tx,
    get: (...args) => (counted.n++, tx.get(...args)),
    all: (...args) => (counted.n++, tx.all(...args)),
    run: (...args) => (counted.n++, tx.run(...args)),
    transaction: (fn) => tx.transaction((inner) => fn(wrap(inner))),
  });
  return { ...sql, transaction: (fn) => sql.transaction((tx) => fn(wrap(tx))) };
}

describe('log ingestion', () => {
  let dir;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'log-retention-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the rows of one batch in one INSERT statement per table', async () => {
    const sql = await openSql(await storeFor());
    await migrate(sql);
    const counted = { n: 0 };
    const batch = createWriteBatch(counting(sql, counted));
    const now = Date.now();
    await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        batch.write(async (tx) => tx.append('track_hits', { fields: JSON.stringify({ n }), received_at: now + n })),
      ),
    );
    // 300 writes: two batches (256 at most each), each one statement.
    assert.equal(counted.n, 2);
    assert.deepEqual(batch.appends, { rows: 300, statements: 2 });
    assert.equal((await sql.get('SELECT COUNT(*) AS n FROM track_hits')).n, 300);
    // A write that throws takes its rows with it.
    const results = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        batch.write(async (tx) => {
          tx.append('track_hits', { fields: `{"late":${n}}`, received_at: now });
          if (n === 2) throw new Error('bad write');
        }),
      ),
    );
    assert.deepEqual(
      results.map((r) => r.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
    assert.deepEqual(
      (await sql.all('SELECT fields FROM track_hits WHERE fields LIKE \'{"late"%\' ORDER BY id')).map((r) => r.fields),
      ['{"late":1}', '{"late":3}'],
    );
    await batch.close();
    await sql.close();
  });

  it('stores a request of N performance records with one insert of the records', async () => {
    const server = await startServer({ inspection: true });
    try {
      const client = createClient(server.port);
      const { pageLoadId } = (await client.call('GET', '/api/1/performance/settings')).body;
      const records = Array.from({ length: 50 }, (_, ts) => ({
        app: 'a',
        data: { ts },
        event: 'user',
        ts,
        pageLoadId,
      }));
      const before = { ...server.api.batch.appends };
      const answer = await client.call('POST', '/api/1/performance/records', { json: records });
      assert.deepEqual([answer.status, answer.body], [200, { stored: 50 }]);
      // The page loads (one row, the 49 repeats skipped) and the 50 records: one statement each.
      assert.deepEqual(server.api.batch.appends, { rows: before.rows + 100, statements: before.statements + 2 });
      const stored = (await client.call('GET', '/api/_inspect/performance-records')).body;
      assert.equal(stored.length, 50);
    } finally {
      await server.close();
    }
  });
});

describe('log retention', () => {
  let dir;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'log-retention-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  /** Inserts one row received at `at` into every log table of `sql`. */
  async function addRows(sql, at, tag) {
    await sql.run(
      'INSERT INTO performance_page_loads (page_load_id, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
      tag,
      at,
    );
    const rows = {
      census_hits: { event: 1, data: '{}', url: tag, ss_cvr: '' },
      census_events: { kind: 'overlay', subject: tag, payload: '{}' },
      js_errors: { event: tag, data: '{}', timestamp: 1, crumb_from: 'header' },
      record_events: { event: tag, data: '{}' },
      traces: { page_url: tag, type: 't', data: '{}' },
      analytics_events: { analytics_id: tag, common_data: '{}', custom_data: '{}', custom_schema_name: 's' },
      track_hits: { fields: tag },
      performance_records: { page_load_id: tag, app: 'a', event: 'user', data: '{}', ts: 1 },
    };
    assert.deepEqual(Object.keys(rows).sort(), [...LOG_TABLES].sort());
    for (const [table, row] of Object.entries(rows)) {
      const values = { ...row, received_at: at };
      const columns = Object.keys(values);
      await sql.run(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        ...Object.values(values),
      );
    }
  }
  const countOf = async (sql, table, at) =>
    (await sql.get(`SELECT COUNT(*) AS n FROM ${table} WHERE received_at = ?`, at)).n;

  it(
    'makes the partitions of today and tomorrow at start (PostgreSQL)',
    { skip: !postgres && 'PostgreSQL only' },
    async () => {
      const api = await createApi({ database: await storeFor() });
      try {
        const today = Math.floor(Date.now() / DAY) * DAY;
        for (const table of LOG_TABLES) {
          const partitions = await partitionsOf(api.sql, table);
          for (const name of [partitionName(table, today), partitionName(table, today + DAY), `${table}_default`])
            assert.ok(partitions.includes(name), `${name} in ${partitions}`);
        }
        // A row of today is in today's partition.
        const at = Date.now();
        await addRows(api.sql, at, 'today');
        const { name } = await api.sql.get(
          'SELECT tableoid::regclass::text AS name FROM census_hits WHERE received_at = ?',
          at,
        );
        assert.equal(name, partitionName('census_hits', today));
      } finally {
        await api.close();
      }
    },
  );

  it('keeps RETENTION_DAYS of every log: older rows are gone after a sweep, whole days dropped on PostgreSQL', async () => {
    const sql = await openSql(await storeFor());
    await migrate(sql);
    const now = Date.now();
    const old = now - 40 * DAY;
    const edge = now - 29 * DAY;
    // A sweep back then made that day's partitions (PostgreSQL), which its rows went to.
    await sweepLogs(sql, { at: old });
    await addRows(sql, old, 'old');
    await addRows(sql, old - 3 * DAY, 'older');
    await addRows(sql, edge, 'edge');
    await addRows(sql, now, 'now');
    if (postgres)
      assert.ok(
        (await partitionsOf(sql, 'census_hits')).includes(partitionName('census_hits', Math.floor(old / DAY) * DAY)),
      );

    const { dropped } = await sweepLogs(sql, { at: now, retentionDays: 30 });
    for (const table of LOG_TABLES) {
      assert.equal(await countOf(sql, table, old), 0, table);
      assert.equal(await countOf(sql, table, old - 3 * DAY), 0, table);
      assert.equal(await countOf(sql, table, edge), 1, table);
      assert.equal(await countOf(sql, table, now), 1, table);
    }
    assert.deepEqual(
      (await sql.all('SELECT page_load_id FROM performance_page_loads ORDER BY page_load_id')).map(
        (r) => r.page_load_id,
      ),
      ['edge', 'now'],
    );
    if (postgres) {
      // The old days' partitions went whole; today's and the DEFAULT one stay.
      const oldDay = Math.floor(old / DAY) * DAY;
      assert.ok(dropped.includes(partitionName('census_hits', oldDay)));
      const left = await partitionsOf(sql, 'census_hits');
      assert.ok(!left.includes(partitionName('census_hits', oldDay)));
      assert.ok(left.includes(partitionName('census_hits', Math.floor(now / DAY) * DAY)));
    } else assert.deepEqual(dropped, []);
    await sql.close();
  });

  it('sweeps when the API starts, with its retentionDays', async () => {
    const database = await storeFor(join(dir, 'start.sqlite'));
    const now = Date.now();
    const first = await createApi({ database });
    await addRows(first.sql, now - 3 * DAY, 'three-days');
    await addRows(first.sql, now, 'now');
    await first.close();
    const second = await createApi({ database, retentionDays: 2 });
    try {
      for (const table of LOG_TABLES) {
        assert.equal(await countOf(second.sql, table, now - 3 * DAY), 0, table);
        assert.equal(await countOf(second.sql, table, now), 1, table);
      }
    } finally {
      await second.close();
    }
  });
});
