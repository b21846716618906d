/** Where Debian's Chromium is, and the flags every headless run here uses. */
import { existsSync } from 'node:fs';

/** Returns the Chromium executable (`CHROMIUM_PATH`, else Debian's binary or its wrapper), or undefined. */
export function chromiumPath() {
  return [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => p && existsSync(p));
}

/**
 * Flags for headless Chromium here: as root it needs --no-sandbox; the rest keeps it off the (closed) network and
 * keeps timers and animation frames running in pages that are not in front.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];
