/**
 * Group commit of the store's hot writes (examples/server/lib/write-batch.mjs): writes of one event-loop turn share
 * one transaction, in arrival order; each is answered only after its commit; a failing write is undone alone; closing
 * the API commits what waits; concurrent census posts over HTTP are stored once each (none lost, none twice).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { createApi } from '../../examples/server/app.mjs';
import { openDatabase } from '../../examples/server/db.mjs';
import { openSql } from '../../examples/server/lib/sql.mjs';
import { createWriteBatch, MAX_BATCH } from '../../examples/server/lib/write-batch.mjs';
import { createClient, startServer } from './support.mjs';

describe('write batch', () => {
  let dir;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'write-batch-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  /** Opens a fresh store file (lib/sql.mjs) with a table `t (n)`. */
  async function open(name) {
    const sql = await openSql(join(dir, `${name}.sqlite`));
    await sql.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)');
    return sql;
  }
  const count = async (sql) => (await sql.get('SELECT count(*) AS c FROM t')).c;

  it('opens the store in WAL mode with synchronous = NORMAL', () => {
    const db = openDatabase(join(dir, 'pragmas.sqlite'));
    assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
    assert.equal(db.pragma('synchronous', { simple: true }), 1);
    db.close();
  });

  it('commits the writes of one turn in one transaction, in arrival order, each resolved after its commit', async () => {
    const sql = await open('order');
    const reader = new Database(join(dir, 'order.sqlite'), { readonly: true });
    const batch = createWriteBatch(sql);
    const seen = reader.prepare('SELECT count(*) AS c FROM t');
    const seenAtResolve = [];
    const writes = Array.from({ length: 200 }, (_, n) =>
      batch
        .write(async (tx) => (await tx.get('INSERT INTO t (n) VALUES (?) RETURNING id', n)).id)
        .then((id) => {
          // Another connection sees the row as soon as the write resolves: it was committed first.
          seenAtResolve.push(seen.get().c);
          return id;
        }),
    );
    assert.equal(seen.get().c, 0, 'nothing is written before the next turn');
    const ids = await Promise.all(writes);
    assert.deepEqual(batch.stats, { batches: 1, writes: 200, largest: 200 });
    assert.ok(seenAtResolve.every((c) => c === 200));
    const rows = reader.prepare('SELECT id, n FROM t ORDER BY id').all();
    assert.deepEqual(
      rows.map((r) => r.n),
      Array.from({ length: 200 }, (_, n) => n),
    );
    assert.deepEqual(
      ids.map(Number),
      rows.map((r) => r.id),
    );
    reader.close();
    await sql.close();
  });

  it(`commits at once when ${MAX_BATCH} writes wait, and caps a batch at maxBatch`, async () => {
    const sql = await open('cap');
    const batch = createWriteBatch(sql, { maxBatch: 10 });
    const writes = Array.from({ length: 25 }, (_, n) => batch.write((tx) => tx.run('INSERT INTO t (n) VALUES (?)', n)));
    await writes[19];
    assert.equal(await count(sql), 20, 'two full batches committed without waiting for the next turn');
    await Promise.all(writes);
    assert.deepEqual(batch.stats, { batches: 3, writes: 25, largest: 10 });
    assert.equal(MAX_BATCH, 256);
    await sql.close();
  });

  it('undoes and rejects a failing write alone; the rest of its batch is stored', async () => {
    const sql = await open('failing');
    const batch = createWriteBatch(sql);
    const results = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        batch.write(async (tx) => {
          await tx.run('INSERT INTO t (n) VALUES (?)', n);
          if (n === 2) throw new Error('bad write');
          return n;
        }),
      ),
    );
    assert.deepEqual(
      results.map((r) => r.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
    assert.equal(results[1].reason.message, 'bad write');
    assert.deepEqual(
      (await sql.all('SELECT n FROM t ORDER BY id')).map((r) => r.n),
      [1, 3],
    );
    await sql.close();
  });

  it('rejects every write of a batch whose commit fails, and stores none of them', async () => {
    const sql = await open('commit-fails');
    await sql.exec(
      'CREATE TABLE parent (id INTEGER PRIMARY KEY); CREATE TABLE child (p REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED)',
    );
    const batch = createWriteBatch(sql);
    const results = await Promise.allSettled([
      batch.write((tx) => tx.run('INSERT INTO t (n) VALUES (1)')),
      // A deferred foreign key fails only at COMMIT.
      batch.write((tx) => tx.run('INSERT INTO child (p) VALUES (42)')),
    ]);
    assert.deepEqual(
      results.map((r) => r.status),
      ['rejected', 'rejected'],
    );
    assert.equal(await count(sql), 0);
    await sql.close();
  });

  it('commits waiting writes when the API closes, and refuses writes after', async () => {
    const file = join(dir, 'api.sqlite');
    const api = await createApi({ database: file });
    await api.sql.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)');
    const writes = Array.from({ length: 50 }, (_, n) =>
      api.batch.write((tx) => tx.run('INSERT INTO t (n) VALUES (?)', n)),
    );
    const closed = api.close();
    await Promise.all(writes);
    await closed;
    await assert.rejects(
      api.batch.write(() => {}),
      /closed/,
    );
    const db = new Database(file, { readonly: true });
    assert.equal(db.prepare('SELECT count(*) AS c FROM t').get().c, 50);
    db.close();
  });
});

describe('census posts under concurrency', () => {
  let server;
  before(async () => (server = await startServer({ inspection: true, limits: { writesPerMinute: 10_000 } })));
  after(() => server.close());

  const hit = (client, outboxId, n) =>
    client.call('POST', `/api/census/RecordHit?outboxId=${outboxId}`, {
      body: new URLSearchParams({ event: '1', data: JSON.stringify({ url: 'https://load.test/', n }) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('stores 300 concurrent hits once each, batched, and answers resends as duplicates', async () => {
    const client = createClient(server.port);
    const ids = Array.from({ length: 300 }, (_, n) => `batch-${n}`);
    const first = await Promise.all(ids.map((id, n) => hit(client, id, n)));
    assert.ok(first.every((r) => r.status === 200 && r.body.ok === true));
    const again = await Promise.all(ids.slice(0, 50).map((id, n) => hit(client, id, n)));
    assert.ok(again.every((r) => r.status === 200 && r.body.duplicate === true));
    const { body: rows } = await client.call(
      'GET',
      `/api/_inspect/census/hits?urlPrefix=${encodeURIComponent('https://load.test/')}`,
    );
    assert.equal(rows.length, 300);
    assert.deepEqual(new Set(rows.map((r) => r.outboxId)), new Set(ids));
    assert.deepEqual(
      rows.map((r) => r.data.n).sort((a, b) => a - b),
      ids.map((_, n) => n),
    );
    const { stats } = server.api.batch;
    assert.ok(stats.largest > 1, `some batch held more than one write (largest ${stats.largest})`);
    assert.ok(stats.batches < stats.writes, `${stats.batches} commits for ${stats.writes} writes`);
  });
});
