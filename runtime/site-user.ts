/**
 * Site-user (member) sessions (spec 000 §3 "Site user session", §6, §7; spec 001 §6): signing in stores the
 * response's xsrfToken, and every later site-user request carries it as X-SiteUser-XSRF-Token. The token lives in
 * session storage, so it does not outlive the browser session, and signing out forgets it whatever the API answers.
 */
import { request, type DataLayerMethod, type DataLayerTransport, type RequestOptions } from './data-layer.js';
import { localStore, sessionStore, type LocalStore } from './storage.js';
import { defaultTransport } from './transport.js';

/** What signing in sends (spec 000 §3). */
export interface SiteUserCredentials {
  email: string;
  password: string;
  /** Keep the session after the browser closes. */
  rememberMe?: boolean;
}

/** What signing in answers: at least the xsrfToken. */
export interface SiteUserSession {
  xsrfToken: string;
  [field: string]: unknown;
}

/** The header site-user requests carry (spec 000 §6). */
export const XSRF_HEADER = 'X-SiteUser-XSRF-Token';
const TOKEN_KEY = 'sqs-site-user-xsrf-token';
const SESSION_PATH = '/api/site-users/account/session';

/** Returns the stored xsrfToken of the signed-in site user, if any. */
export function getSiteUserXsrfToken(store: LocalStore = sessionStore): string | undefined {
  const token = store.get<unknown>(TOKEN_KEY);
  return typeof token === 'string' && token ? token : undefined;
}

/**
 * Sends a data-layer request as the signed-in site user: `X-SiteUser-XSRF-Token` carries the stored token (crumb
 * handling and errors are the data layer's).
 */
export function siteUserRequest<T = unknown>(
  method: DataLayerMethod,
  path: string,
  options: RequestOptions = {},
  transport: DataLayerTransport = defaultTransport,
  store: LocalStore = sessionStore,
): Promise<T> {
  const token = getSiteUserXsrfToken(store);
  const headers = token ? { ...options.headers, [XSRF_HEADER]: token } : options.headers;
  return request<T>(method, path, { ...options, headers }, transport);
}

const ACCOUNTS_PATH = '/api/site-users/accounts';

/**
 * Creates a site-user account: POST /api/site-users/accounts with JSON email and password. Once the account is
 * created it tells the advertising pixel (spec 000 §7: create account), through `sqs-track` on `document`, which the
 * pixel hears only once tracking is allowed (runtime/integrations.ts). Resolves with the answer; rejects with the
 * data layer's error, and then tracks nothing.
 */
export async function signUpSiteUser(
  { email, password }: Pick<SiteUserCredentials, 'email' | 'password'>,
  transport: DataLayerTransport = defaultTransport,
): Promise<{ email: string }> {
  const account = await request<{ email: string }>('POST', ACCOUNTS_PATH, { json: { email, password } }, transport);
  document.dispatchEvent(new CustomEvent('sqs-track', { detail: { event: 'create-account' } }));
  return account;
}

/**
 * Signs a site user in: POST /api/site-users/account/session with JSON email, password and rememberMe, and stores
 * the answer's xsrfToken for later requests. Resolves with the answer; rejects with the data layer's error.
 */
export async function signInSiteUser(
  { email, password, rememberMe = false }: SiteUserCredentials,
  transport: DataLayerTransport = defaultTransport,
  store: LocalStore = sessionStore,
): Promise<SiteUserSession> {
  const json = { email, password, rememberMe };
  const session = await request<SiteUserSession>('POST', SESSION_PATH, { json }, transport);
  // Earlier versions kept the token in local storage, where it outlived the session.
  localStore.remove(TOKEN_KEY);
  if (typeof session?.xsrfToken === 'string') store.set(TOKEN_KEY, session.xsrfToken);
  return session;
}

/**
 * Signs the site user out: DELETE /api/site-users/account/session?cloneCart=<true|false> with the XSRF header,
 * repeated once on crumbFail (by the data layer), then forgets the token — also when the request fails, so a token
 * never outlives a sign-out the visitor asked for. Rejects with the data layer's error.
 */
export async function signOutSiteUser(
  { cloneCart = false }: { cloneCart?: boolean } = {},
  transport: DataLayerTransport = defaultTransport,
  store: LocalStore = sessionStore,
): Promise<void> {
  try {
    await siteUserRequest('DELETE', SESSION_PATH, { params: { cloneCart } }, transport, store);
  } finally {
    store.remove(TOKEN_KEY);
    localStore.remove(TOKEN_KEY);
  }
}
