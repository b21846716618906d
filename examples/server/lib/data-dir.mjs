/** Where the reference server keeps what it writes: the SQLite file, the image cache and uploaded files. */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Returns the data folder: `DATA_DIR`, default `.data/` in the project. */
export function dataDir() {
  return resolve(process.env.DATA_DIR ?? fileURLToPath(new URL('../../../.data/', import.meta.url)));
}
