/** A TCP port of the loopback interface that was free a moment ago (the test runners' and the bench's servers). */
import { createServer } from 'node:net';

/** Resolves with a TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
