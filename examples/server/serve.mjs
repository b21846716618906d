/**
 * `npm start`: serves the examples, the built `dist/` and the reference API on http://localhost:8000
 * (`PORT` to change it; `DATA_DIR` for the SQLite file, default `.data/`).
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createApi, serveStatic } from './app.mjs';
import { handleImage } from './images.mjs';
import { handleTile } from './tiles.mjs';

const port = Number(process.env.PORT ?? 8000);
// The examples read back what was stored (e.g. form submissions); set INSPECTION=0 to turn that off.
const api = await createApi({
  database: join(process.env.DATA_DIR ?? '.data', 'reference-api.sqlite'),
  inspection: process.env.INSPECTION !== '0',
});

const server = createServer(async (req, res) => {
  if (!(await api.handle(req, res)) && !(await handleImage(req, res)) && !(await handleTile(req, res)))
    serveStatic(req, res);
});
server.listen(port, 'localhost', () => {
  console.log(`sqs-elements examples: http://localhost:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    api.close();
    process.exit(0);
  });
}
