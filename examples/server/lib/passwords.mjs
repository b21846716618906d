/**
 * Password hashing for the reference API: scrypt, off the event loop (`crypto.scrypt`), at most two hashes at a
 * time and a short queue — past it a sign-in or sign-up is answered 503 with `Retry-After` instead of piling up.
 * `verifyPassword` with no stored hash still runs one hash, so an unknown email takes as long as a wrong password.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { HttpError } from '../router.mjs';

/** The longest password accepted (a longer one is a 400: hashing is linear in it, but there is no need). */
export const MAX_PASSWORD = 1024;
const RUNNING = 2;
const QUEUED = 64;
const KEY_LENGTH = 32;
const scryptAsync = promisify(scrypt);
const waiting = [];
let running = 0;

async function limited(work) {
  if (running >= RUNNING) {
    if (waiting.length >= QUEUED) throw new HttpError(503, 'Too many sign-ins at once', {}, { 'retry-after': '1' });
    await new Promise((resolve) => waiting.push(resolve));
  }
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Resolves with the stored form (`<salt>:<digest>`, base64) of `password`. */
export async function hashPassword(password, salt = randomBytes(16)) {
  const digest = await limited(() => scryptAsync(password, salt, KEY_LENGTH));
  return `${salt.toString('base64')}:${digest.toString('base64')}`;
}

const DUMMY_SALT = Buffer.alloc(16);

/** Resolves with whether `password` matches `stored`; with no `stored`, hashes anyway and resolves false. */
export async function verifyPassword(password, stored) {
  const [salt, digest] = typeof stored === 'string' ? stored.split(':') : [];
  const actual = await limited(() =>
    scryptAsync(password, salt ? Buffer.from(salt, 'base64') : DUMMY_SALT, KEY_LENGTH),
  );
  if (!digest) return false;
  const expected = Buffer.from(digest, 'base64');
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}
