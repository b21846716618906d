/**
 * Password hashing for the reference API: scrypt, off the event loop (`crypto.scrypt`), at most two hashes at a
 * time and a short queue — past it a sign-in or sign-up is answered 503 with `Retry-After` instead of piling up.
 * Sign-ups have their own smaller share of it, so they never starve sign-ins.
 * `verifyPassword` with no stored hash still runs one hash, so an unknown email takes as long as a wrong password.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { HttpError } from '../router.mjs';

/** The longest password accepted (a longer one is a 400: hashing is linear in it, but there is no need). */
export const MAX_PASSWORD = 1024;
const RUNNING = 2;
const KEY_LENGTH = 32;
const scryptAsync = promisify(scrypt);

/**
 * The two lanes of the hash queue: sign-ins (verifying), and sign-ups (hashing a new password). Sign-ups take at
 * most one of the `RUNNING` slots and have a shorter queue of their own, and a freed slot goes to a waiting sign-in
 * first: a flood of sign-ups is answered 503 without ever making a member's sign-in wait behind it.
 */
const LANES = {
  signIn: { most: RUNNING, queued: 64, busy: 'Too many sign-ins at once', running: 0, waiting: [] },
  signUp: { most: 1, queued: 16, busy: 'Too many sign-ups at once', running: 0, waiting: [] },
};
let running = 0;

const free = (lane) => running < RUNNING && lane.running < lane.most;
const start = (lane) => {
  running++;
  lane.running++;
};

/** Starts whoever waits and now fits, sign-ins first (a woken caller's slot is taken for it here). */
function next() {
  for (const lane of [LANES.signIn, LANES.signUp]) {
    while (lane.waiting.length && free(lane)) {
      start(lane);
      lane.waiting.shift()();
    }
  }
}

async function limited(work, lane) {
  if (free(lane)) start(lane);
  else {
    if (lane.waiting.length >= lane.queued) throw new HttpError(503, lane.busy, {}, { 'retry-after': '1' });
    await new Promise((resolve) => lane.waiting.push(resolve));
  }
  try {
    return await work();
  } finally {
    running--;
    lane.running--;
    next();
  }
}

/** Resolves with the stored form (`<salt>:<digest>`, base64) of `password`, hashed in the sign-up lane. */
export async function hashPassword(password, salt = randomBytes(16)) {
  const digest = await limited(() => scryptAsync(password, salt, KEY_LENGTH), LANES.signUp);
  return `${salt.toString('base64')}:${digest.toString('base64')}`;
}

const DUMMY_SALT = Buffer.alloc(16);

/**
 * Resolves with whether `password` matches `stored`, hashed in the sign-in lane; with no `stored`, hashes anyway and
 * resolves false.
 */
export async function verifyPassword(password, stored) {
  const [salt, digest] = typeof stored === 'string' ? stored.split(':') : [];
  const actual = await limited(
    () => scryptAsync(password, salt ? Buffer.from(salt, 'base64') : DUMMY_SALT, KEY_LENGTH),
    LANES.signIn,
  );
  if (!digest) return false;
  const expected = Buffer.from(digest, 'base64');
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}
