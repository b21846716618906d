/**
 * Browser storage: a local-storage wrapper whose entries may expire (spec 000 §3 "Local-storage wrapper entry",
 * §4 "Stored session values"), and the session info (spec 001 §4) kept in storage and a cookie.
 */
import { trackingAllowed } from './consent.js';
import { getCookie, setCookie, type CookieDocument } from './lib/cookies.js';
import { randomId } from './lib/random-id.js';
import { withoutQuery } from './lib/without-query.js';

/** The part of the Web Storage API the wrappers use. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A stored entry: the value and an optional expiry time (ms since the epoch). */
interface Entry {
  value: unknown;
  expires?: number;
}

/** Options of `LocalStore.set`. */
export interface StoreOptions {
  /** Milliseconds from now after which the entry is gone. */
  expiresIn?: number;
}

/** Get/set/remove of JSON values with optional expiry. */
export interface LocalStore {
  /** Returns the value of `key`, or undefined when absent, unreadable or expired (an expired entry is removed). */
  get<T = unknown>(key: string): T | undefined;
  /** Stores `value` under `key`; returns false when storage refused it. */
  set(key: string, value: unknown, options?: StoreOptions): boolean;
  /** Removes `key`. */
  remove(key: string): void;
}

// Reading localStorage throws in sandboxed frames and with storage disabled.
const pageStorage = (name: 'localStorage' | 'sessionStorage') => (): StorageLike | null => {
  try {
    return window[name];
  } catch {
    return null;
  }
};

/** Creates a store over `storage` (called on each use; null when unavailable) and `now`. */
export function createLocalStore(
  storage: () => StorageLike | null = pageStorage('localStorage'),
  now: () => number = Date.now,
): LocalStore {
  const attempt = <T>(run: (s: StorageLike) => T, fallback: T): T => {
    try {
      const s = storage();
      return s ? run(s) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    get<T>(key: string) {
      return attempt((s) => {
        const text = s.getItem(key);
        if (text === null) return undefined;
        const entry = JSON.parse(text) as Entry;
        if (entry.expires !== undefined && entry.expires <= now()) {
          s.removeItem(key);
          return undefined;
        }
        return entry.value as T;
      }, undefined);
    },
    set(key, value, { expiresIn }: StoreOptions = {}) {
      const entry: Entry = expiresIn === undefined ? { value } : { value, expires: now() + expiresIn };
      return attempt((s) => (s.setItem(key, JSON.stringify(entry)), true), false);
    },
    remove(key) {
      attempt((s) => s.removeItem(key), undefined);
    },
  };
}

/** The page's local storage, with expiry. */
export const localStore: LocalStore = createLocalStore();

/** The tab's session storage, with expiry: gone when the browser session ends. */
export const sessionStore: LocalStore = createLocalStore(pageStorage('sessionStorage'));

/** The visitor's browsing session. */
export interface SessionInfo {
  /** Id of this session (shared by the tabs of one browser session through the `ss_sid` cookie). */
  sessionId: string;
  /** Whether this page is the session's first (its landing page). */
  firstLanding: boolean;
  /** Whether this is the visitor's first session on the site. */
  firstSession: boolean;
  /** URL the session landed on, without its query and fragment (they can hold tokens or emails). */
  landingUrl: string;
}

/** Where session info lives; every part defaults to the page's own. */
export interface SessionEnv {
  /** Session cookie jar. */
  doc?: CookieDocument;
  /** Tab storage (sessionStorage). */
  session?: LocalStore;
  /** Lasting storage (localStorage). */
  local?: LocalStore;
  /** The current page's address. */
  href?: string;
}

/** Session-id cookie (a session cookie; a tracking cookie under the consent rules). */
export const SESSION_COOKIE = 'ss_sid';
/** The localStorage key of the visitor's first session id (a persistent id: written only when tracking is allowed). */
const FIRST_SESSION_KEY = 'sqs-first-session';

/**
 * Works out and stores the session info for this page view: an existing session continues (cookie or tab storage),
 * otherwise a new one starts here. The cookie and the lasting first-session id (localStorage, which consent covers
 * like cookies) are written only when tracking is allowed; until then a session with no stored first session counts
 * as the first.
 */
export function startSession({
  doc = document,
  session = sessionStore,
  local = localStore,
  href = location.href,
}: SessionEnv = {}): SessionInfo {
  const stored = session.get<{ sessionId: string; landingUrl: string }>('sqs-session');
  const cookie = getCookie(SESSION_COOKIE, doc);
  const sessionId = cookie ?? stored?.sessionId ?? randomId();
  const continued = Boolean(cookie || stored);
  const landingUrl = withoutQuery(stored?.sessionId === sessionId ? stored.landingUrl : href);
  session.set('sqs-session', { sessionId, landingUrl });
  const allowed = trackingAllowed(doc);
  let first = local.get<string>(FIRST_SESSION_KEY);
  if (!first && allowed && local.set(FIRST_SESSION_KEY, sessionId)) first = sessionId;
  if (allowed) setCookie(SESSION_COOKIE, sessionId, {}, doc);
  return { sessionId, firstLanding: !continued, firstSession: (first ?? sessionId) === sessionId, landingUrl };
}

let _session: SessionInfo | undefined;

/** Returns this page's session info (worked out on first call). */
export function getSessionInfo(): SessionInfo {
  return (_session ??= startSession());
}
