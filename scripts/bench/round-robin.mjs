/**
 * The `nodes` bench section's load balancer: a small HTTP proxy on 127.0.0.1 that sends each request to the next of
 * its nodes in turn, as a load balancer in front of N servers does. A request that gets no answer from a node (the
 * connection refused or cut before the answer's head) is sent again, the same bytes and so the same event id, to the
 * next node, up to once per node; a node that failed is skipped for `DOWN_MS` (a passive health check). An answer,
 * whatever its status, is passed on as it is.
 *
 * Run as a script (`node scripts/bench/round-robin.mjs <port>…`, with an IPC channel), it proxies to the nodes on
 * those ports of localhost and sends its parent `{ port }` once it listens; sent `'stats'`, it answers
 * `{ stats: { requests, resent, failed } }`.
 */
import { Agent, createServer, request } from 'node:http';
import { fileURLToPath } from 'node:url';

/** How long a node that failed a request is left out of the turn. */
export const DOWN_MS = 2000;

/**
 * Creates the proxy to the nodes on `ports` of localhost; returns `{ server, stats }` (`stats`: requests received,
 * requests resent to another node, requests no node answered, which get a 502).
 */
export function createRoundRobin(ports) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const down = new Map();
  const stats = { requests: 0, resent: 0, failed: 0 };
  let next = 0;

  /** Returns the next node's port, skipping those that failed lately (unless every node did). */
  function pick() {
    for (let i = 0; i < ports.length; i++) {
      const port = ports[next++ % ports.length];
      if (!(down.get(port) > Date.now())) return port;
    }
    return ports[next++ % ports.length];
  }

  function send(req, res, body, tries) {
    const port = pick();
    const upstream = request(
      { host: 'localhost', port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
        // Cut mid-body (the node died while answering): the client sees the connection end, as from a real balancer.
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      down.set(port, Date.now() + DOWN_MS);
      if (res.headersSent) res.destroy();
      else if (tries + 1 < ports.length) {
        stats.resent++;
        send(req, res, body, tries + 1);
      } else {
        stats.failed++;
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end('{"error":"No node answered"}');
      }
    });
    upstream.end(body);
  }

  const server = createServer((req, res) => {
    stats.requests++;
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => send(req, res, Buffer.concat(chunks), 0));
  });
  server.keepAliveTimeout = 30_000;
  server.on('close', () => agent.destroy());
  return { server, stats };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { server, stats } = createRoundRobin(process.argv.slice(2).map(Number));
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('message', (m) => m === 'stats' && process.send({ stats }));
  process.on('SIGTERM', () => process.exit(0));
}
