/**
 * The reference API on an in-memory store, served on a free local port for the Node tests of elements rendered on a
 * server with their data (`renderElementsWithData` fetches from it what the browser tests' API answers, being seeded
 * the same way).
 */
import { createServer } from 'node:http';
import { createApi } from '../../examples/server/app.mjs';

/** Starts the API and resolves with its origin and a `close()` that stops it. */
export async function startReferenceApi() {
  const api = await createApi({ database: ':memory:' });
  const server = createServer(async (req, res) => {
    if (!(await api.handle(req, res))) res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
