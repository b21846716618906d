/**
 * Sending a file as an answer without letting a failed read stop the process: the file is opened before the status
 * is sent, so running out of file descriptors (or a file removed meanwhile) is still answered, and the body is piped
 * so that a read error or a client gone half-way closes both the file and the connection.
 */
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream';

const EXHAUSTED = new Set(['EMFILE', 'ENFILE']);

/** Returns whether `error` says the process (or the system) has no file descriptor left to open a file with. */
export function isExhausted(error) {
  return EXHAUSTED.has(error?.code);
}

/**
 * Opens `path`, then answers `req` with `status`, `headers` and the file's bytes (none for HEAD). Rejects, before
 * anything is sent, when the file cannot be opened: `isExhausted` tells a lack of descriptors (a 503) from the rest.
 */
export async function sendFile(req, res, path, status, headers) {
  const handle = await open(path, 'r');
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    await handle.close();
    res.end();
    return;
  }
  // pipeline destroys the file stream (closing its descriptor) when the answer fails or the client goes away.
  pipeline(handle.createReadStream(), res, () => {});
}
