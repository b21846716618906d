/**
 * Node test support for the reference server: starts the whole site (API, images, tiles, static files) on
 * 127.0.0.1 with an ephemeral port and an in-memory store, and a small client that keeps cookies like a browser.
 */
import { request } from 'node:http';
import { createSite, createSiteServer } from '../../examples/server/app.mjs';

/** Starts the site with `createApi` options; resolves with `{ port, origin, api, server, close }`. */
export async function startServer(options = {}) {
  const site = await createSite({ database: ':memory:', ...options });
  const server = createSiteServer(site, { headersTimeout: 2000, requestTimeout: 5000 });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    api: site.api,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      site.close();
    },
  };
}

/**
 * Creates a client of the server on `port` that keeps the cookies it is sent (one browser) and resolves each
 * `call(method, path, { json, body, headers })` (plus the `headers` given here on every call) with `{ status, headers, body, text, bytes }` (body parsed when JSON; `bytes` as received).
 * `from` is the loopback address it connects from (`127.0.0.2`…): the server sees another client address.
 */
export function createClient(port, { host = `localhost:${port}`, headers: always = {}, from } = {}) {
  const jar = new Map();
  async function call(method, path, { json, body, headers = {} } = {}) {
    const payload = json !== undefined ? JSON.stringify(json) : body;
    const sent = { host, ...always, ...headers };
    if (json !== undefined) sent['content-type'] = 'application/json';
    if (jar.size) sent.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers: sent, localAddress: from }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          for (const line of [res.headers['set-cookie'] ?? []].flat()) {
            const [pair, ...attributes] = line.split(';');
            const eq = pair.indexOf('=');
            const name = pair.slice(0, eq).trim();
            if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) jar.delete(name);
            else jar.set(name, pair.slice(eq + 1).trim());
          }
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          let parsed = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: the text is the body
          }
          resolve({ status: res.statusCode, headers: res.headers, body: parsed, text, bytes });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  }
  /** Resolves with a crumb for this client (the crumbFail answer of a call without one). */
  async function crumb() {
    const { body } = await call('POST', '/api/data-layer/echo');
    return body.crumb;
  }
  return { call, crumb, jar };
}

/** The owner the API seeds by default (docs/reference-api.md). */
export const EXAMPLE_OWNER = { email: 'owner@example.com', password: 'example owner password' };

/** Signs `client` in as `owner`; resolves with the answer. */
export async function signInOwner(client, owner = EXAMPLE_OWNER) {
  const crumb = await client.crumb();
  return client.call('POST', `/api/auth/Login?crumb=${crumb}`, { json: owner });
}
