/**
 * The pure parts of the bench's load sections (scripts/bench/store-check.mjs): what they count from the store finds a
 * lost, a duplicated and an oversold write; and the `nodes` section's round-robin proxy (scripts/bench/round-robin.mjs)
 * takes the nodes in turn and sends a request a node left unanswered to the next one, the same bytes.
 */
import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createRoundRobin } from '../../scripts/bench/round-robin.mjs';
import { budgetMisses, checkStock, countWrites } from '../../scripts/bench/store-check.mjs';

const clean = { acked: 3, rows: 3, lost: 0, duplicated: 0, unacked: 0 };

describe('the store check of the load sections', () => {
  it('counts every acknowledged write stored once as clean', () => {
    assert.deepEqual(countWrites(new Set(['a', 'b', 'c']), ['c', 'a', 'b']), clean);
  });

  it('finds an acknowledged write missing from the store', () => {
    assert.deepEqual(countWrites(new Set(['a', 'b', 'c']), ['a', 'c']), { ...clean, rows: 2, lost: 1 });
  });

  it('finds a write stored twice, and a row no client was told of', () => {
    assert.deepEqual(countWrites(new Set(['a', 'b', 'c']), ['a', 'b', 'b', 'c', 'd']), {
      ...clean,
      rows: 5,
      duplicated: 1,
      unacked: 1,
    });
  });

  it('finds a stock sold past what it had, below 0, or units neither left nor held', () => {
    const ok = { oversold: 0, belowZero: false, unaccounted: 0 };
    assert.deepEqual(checkStock({ initial: 100, left: 0, held: 100, sold: 98 }), ok);
    assert.deepEqual(checkStock({ initial: 100, left: 0, held: 100, sold: 101 }), { ...ok, oversold: 1 });
    assert.deepEqual(checkStock({ initial: 100, left: -2, held: 102, sold: 102 }), {
      oversold: 2,
      belowZero: true,
      unaccounted: 0,
    });
    assert.deepEqual(checkStock({ initial: 100, left: 10, held: 80, sold: 80 }), { ...ok, unaccounted: 10 });
  });

  it('makes an OVER BUDGET line of each miss, none of a clean run', () => {
    const stock = checkStock({ initial: 10, left: 0, held: 10, sold: 10 });
    const check = { census: clean, adds: clean, checkouts: clean, stock };
    assert.deepEqual(budgetMisses('nodes (2 nodes)', check), []);
    const lost = countWrites(new Set(['a', 'b']), ['a']);
    const oversold = checkStock({ initial: 10, left: 0, held: 10, sold: 11 });
    assert.deepEqual(budgetMisses('nodes (2 nodes)', { ...check, census: lost, stock: oversold }), [
      'OVER BUDGET  nodes (2 nodes): census: 1 acknowledged lost, 0 duplicated',
      'OVER BUDGET  nodes (2 nodes): stock oversold by 1, 0 units unaccounted',
    ]);
  });
});

/** Resolves with `{ status, text }` of a POST of `body` to `port`. */
function post(port, body) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/hit?outboxId=x1' }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the round-robin proxy of the nodes section', () => {
  const received = [];
  let cutting = false;
  /** A node that answers with its name, the path and the body it got, or cuts the connection while `cutting`. */
  const node = (name) =>
    createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(name);
        if (cutting && name === 'a') req.socket.destroy();
        else res.end(`${name} ${req.url} ${body}`);
      });
    });
  const nodes = [node('a'), node('b')];
  let proxy;

  before(async () => {
    await Promise.all(nodes.map((n) => new Promise((done) => n.listen(0, '127.0.0.1', done))));
    proxy = createRoundRobin(nodes.map((n) => n.address().port));
    await new Promise((done) => proxy.server.listen(0, '127.0.0.1', done));
  });
  after(() => {
    proxy.server.close();
    proxy.server.closeAllConnections();
    for (const n of nodes) {
      n.close();
      n.closeAllConnections();
    }
  });

  it('takes the nodes in turn', async () => {
    const port = proxy.server.address().port;
    const answers = [await post(port, 'one'), await post(port, 'two')];
    assert.deepEqual(
      answers.map((a) => a.text),
      ['a /hit?outboxId=x1 one', 'b /hit?outboxId=x1 two'],
    );
  });

  it('sends a request the node cut to the next node, with the same path and body', async () => {
    cutting = true;
    received.length = 0;
    const answer = await post(proxy.server.address().port, 'three');
    assert.deepEqual(answer, { status: 200, text: 'b /hit?outboxId=x1 three' });
    assert.deepEqual(received, ['a', 'b']);
    assert.equal(proxy.stats.resent, 1);
  });
});
