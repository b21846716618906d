/**
 * Test doubles for the runtime's injectable dependencies: a manual clock, a transport that records requests, and a
 * crumb issued by the reference API.
 */
import { waitUntil } from '@open-wc/testing';
import type { Timers } from '../../runtime/lib/timers.js';
import { defaultTransport, type Transport } from '../../runtime/transport.js';

/** A clock that only moves when told to; `advance(ms)` runs the timers that fall due, in order. */
export interface ManualTimers extends Timers {
  advance(ms: number): void;
  /** Timers still waiting. */
  readonly pending: number;
}

/** Returns a manual clock starting at `start` (ms since the epoch). */
export function manualTimers(start = 1_700_000_000_000): ManualTimers {
  let now = start;
  let next = 1;
  const waiting = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout(callback, ms) {
      const id = next++;
      waiting.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      waiting.delete(handle as number);
    },
    now: () => now,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...waiting.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        waiting.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
    get pending() {
      return waiting.size;
    },
  };
}

/** A request as a recording transport saw it. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  /** True when it was sent by `beacon`. */
  beacon: boolean;
  /** The body's content type as the browser would send it. */
  contentType: string;
}

/** Options of `recordingTransport`. */
export interface RecordingOptions {
  /** Answers a fetch (default: 200 `{}`); return a promise that never settles to hang. */
  respond?: (request: SeenRequest, init?: RequestInit) => Response | Promise<Response>;
  /** Whether the beacon is available and accepts the body (default true). */
  beacon?: boolean;
}

/** Returns the text and content type of a request body. */
async function bodyText(body: BodyInit | null | undefined): Promise<{ text: string; type: string }> {
  if (body === undefined || body === null) return { text: '', type: '' };
  if (typeof body === 'string') return { text: body, type: 'text/plain;charset=UTF-8' };
  if (body instanceof URLSearchParams)
    return { text: body.toString(), type: 'application/x-www-form-urlencoded;charset=UTF-8' };
  if (body instanceof Blob) return { text: await body.text(), type: body.type };
  return { text: String(body), type: '' };
}

/** Returns a transport that records every request (and forwards nothing to the network). */
export function recordingTransport({
  respond = () => new Response('{}', { status: 200 }),
  beacon = true,
}: RecordingOptions = {}) {
  const requests: SeenRequest[] = [];
  const pending: Promise<unknown>[] = [];
  const transport: Transport & { requests: SeenRequest[]; settled(): Promise<void> } = {
    requests,
    async fetch(input, init = {}) {
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const { text, type } = await bodyText(init.body);
      const seen: SeenRequest = {
        url: input,
        method: init.method ?? 'GET',
        headers,
        body: text,
        beacon: false,
        contentType: headers['content-type'] ?? type,
      };
      requests.push(seen);
      return respond(seen, init);
    },
    beacon(url, body) {
      if (!beacon) return false;
      const seen: SeenRequest = { url, method: 'POST', headers: {}, body: '', beacon: true, contentType: '' };
      requests.push(seen);
      pending.push(bodyText(body).then(({ text, type }) => Object.assign(seen, { body: text, contentType: type })));
      return true;
    },
    async settled() {
      await Promise.all(pending);
    },
  };
  return transport;
}

/** Returns a transport that records each request and sends it to the reference API; waits are recorded, not slept. */
export function forwardingTransport() {
  const sleeps: number[] = [];
  const transport = recordingTransport({ respond: (r, init) => defaultTransport.fetch(r.url, init) });
  return { ...transport, sleeps, sleep: async (ms: number) => void sleeps.push(ms) };
}

/** Gets a crumb from the reference API (the crumbFail answer carries a fresh one) and sets the `crumb` cookie. */
export async function issueCrumb(): Promise<string> {
  const response = await fetch('/api/events/RecordJavascriptErrors', { method: 'POST' });
  const { crumb } = (await response.json()) as { crumb: string };
  document.cookie = `crumb=${crumb}; path=/`;
  return crumb;
}

/** Creates a site-user account on the reference API (a fresh email) and returns its credentials. */
export async function newSiteUserAccount(): Promise<{ email: string; password: string }> {
  const crumb = await issueCrumb();
  const email = `member-${crypto.randomUUID()}@example.com`;
  const password = 'correct horse battery staple';
  const response = await fetch(`/api/site-users/accounts?crumb=${crumb}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 201) throw new Error(`Creating a site-user account answered ${response.status}`);
  return { email, password };
}

/** The owner the reference API seeds for the examples and tests (docs/reference-api.md, "Owners"). */
export const EXAMPLE_OWNER = { email: 'owner@example.com', password: 'example owner password' };

/**
 * The owner this engine's tests sign in as: the example owner in Chromium, and in Firefox and WebKit an owner of
 * their own the test server seeds (web-test-runner.config.mjs), since the engines run at once and an owner's files are
 * the owner's.
 */
export const TEST_OWNER = /Firefox\//.test(navigator.userAgent)
  ? { ...EXAMPLE_OWNER, email: 'owner+firefox@example.com' }
  : /Chrome\//.test(navigator.userAgent)
    ? EXAMPLE_OWNER
    : { ...EXAMPLE_OWNER, email: 'owner+webkit@example.com' };

/**
 * Returns the id of this engine's `n`th (0–9) draft of the journal, which the test server seeds (9001, 9011 and 9021
 * on, web-test-runner.config.mjs): a post whose tags and categories a test may change, seen by no visitor and by no
 * other engine's tests.
 */
export function draftPost(n: number): number {
  const engine = /Firefox\//.test(navigator.userAgent) ? 1 : /Chrome\//.test(navigator.userAgent) ? 0 : 2;
  return 9001 + 10 * engine + n;
}

/** Signs this engine's owner in to the reference API (`TEST_OWNER`; owner-only endpoints need an owner session). */
export async function signInOwner(): Promise<void> {
  const crumb = await issueCrumb();
  const response = await fetch(`/api/auth/Login?crumb=${encodeURIComponent(crumb)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_OWNER),
  });
  if (!response.ok) throw new Error(`owner sign-in answered ${response.status}`);
}

/** Ends the owner session `signInOwner` opened. */
export async function signOutOwner(): Promise<void> {
  const crumb = await issueCrumb();
  await fetch(`/api/auth/Logout?crumb=${encodeURIComponent(crumb)}`, { method: 'POST' });
}

/** Returns what an inspection endpoint of the reference API holds. */
export async function inspect<T = Record<string, unknown>>(name: string): Promise<T[]> {
  const response = await fetch(`/api/_inspect/${name}`);
  if (!response.ok) throw new Error(`/api/_inspect/${name} answered ${response.status}`);
  return (await response.json()) as T[];
}

/**
 * Resolves once a marker queued now in a page's outbox has reached the reference API: a RecordEvent (not a tracking
 * call, so consent never holds it back) sent by `record` (the page's `recordEvent`). The outbox sends oldest first,
 * so anything queued before the marker has arrived too — or was never queued.
 */
export async function outboxSettled(
  record: (event: string, payload: Record<string, unknown>) => Promise<string>,
  timeout = 8000,
): Promise<void> {
  await issueCrumb();
  const marker = `marker-${crypto.randomUUID()}`;
  await record('outbox-marker', { marker });
  await waitUntil(
    async () => (await inspect<{ data: { marker?: string } }>('record-events')).some((r) => r.data.marker === marker),
    'the marker never arrived',
    { timeout },
  );
}
