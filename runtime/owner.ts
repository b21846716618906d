/**
 * The way between the public site and the owner's configuration panel (spec 000 §2 "Escape key behaviour",
 * "Automatic redirect to /config/", the `/?logout=true` route; §6): a signed-in owner visiting the public site goes
 * to `/config/?frameUrl=…` on the admin host unless an exemption applies; with no closable target open (closables.ts)
 * Shift+Escape signs an authenticated account out and Escape goes to the config page (an anonymous visitor's only
 * when the site enables escape-key login); after a sign-out the page loaded with `?logout=true` confirms it in an
 * information dialog. In the admin area (`/config…`) Escape toggles the config panel instead (`toggleConfigPanel`).
 * The start-up loads this entry only when the site context or the address calls for it.
 */
import { onUnhandledEscape } from './closables.js';
import { getSiteContext, type SiteContext } from './context.js';
import { request, type DataLayerTransport } from './data-layer.js';
import { PermissionRole } from './enums.js';
import { registerInitializer } from './lifecycle.js';
import { loadChunk } from './load-chunk.js';

/**
 * The query flag that keeps a signed-in owner on the public site (`?noredirect`); it sets the session flag too. Our
 * name, as is the session key below (docs/deviations.md#names-the-spec-does-not-give).
 */
export const NO_REDIRECT_PARAM = 'noredirect';

/** The sessionStorage key of the session flag that keeps a signed-in owner on the public site in this tab. */
export const NO_REDIRECT_KEY = 'sqs-noredirect';

/** The page a sign-out ends on (spec 000 §2): it shows 'Logout Successful'. */
export const LOGOUT_URL = '/?logout=true';

/** The selector of the config panel Escape toggles in the admin area, unless `OwnerEnv.configPanel` names another. */
export const CONFIG_PANEL_SELECTOR = '[data-sqs-config-panel]';

/** The detail of `sqs-config-panel-toggle`, dispatched on the panel after Escape showed or hid it. */
export interface ConfigPanelToggleDetail {
  /** Whether the panel is now shown. */
  open: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sqs-config-panel-toggle': CustomEvent<ConfigPanelToggleDetail>;
  }
}

/** Why a signed-in visitor is not sent to `/config/` (spec 000 §2), in the order they are checked. */
export type RedirectExemption =
  | 'signed-out'
  | 'admin-area'
  | 'localhost'
  | 'no-redirect-query'
  | 'no-redirect-session'
  | 'developer-mode'
  | 'cloneable'
  | 'viewer-only'
  | 'framed';

/** The page's address, as the owner's shortcuts read it. */
export type OwnerLocation = Pick<Location, 'hostname' | 'origin' | 'pathname' | 'search' | 'hash'>;

/** What the owner's shortcuts read and do, each with the page's own as the default (tests inject them). */
export interface OwnerEnv {
  /** The page's address (default `location`). */
  location?: OwnerLocation;
  /** Goes to `url` (default `location.assign`). */
  navigate?: (url: string) => void;
  /** Puts `url` in the address bar without loading it (default `history.replaceState`). */
  replaceUrl?: (url: string) => void;
  /** Where the no-redirect session flag is kept (default `sessionStorage`). */
  session?: Pick<Storage, 'getItem' | 'setItem'>;
  /** Whether the page is the top window (default: it is when `window.top` is itself). */
  top?: boolean;
  /** The sign-out request's transport (default: the data layer's). */
  transport?: DataLayerTransport;
  /** The selector of the admin area's config panel (default `CONFIG_PANEL_SELECTOR`). */
  configPanel?: string;
}

const LOCALHOST = /^(localhost|127\.0\.0\.1|\[::1\]|::1)$|\.localhost$/i;

let _warnedAdminUrl = false;

/** Returns the admin host's origin from `website.adminUrl`, or undefined (with one warning) when it is not http(s). */
function adminOrigin(adminUrl: unknown): string | undefined {
  if (adminUrl === undefined || adminUrl === '') return undefined;
  try {
    const url = new URL(String(adminUrl));
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // reported below
  }
  if (!_warnedAdminUrl) console.warn(`sqs-elements: website.adminUrl "${String(adminUrl)}" is not an http(s) URL.`);
  _warnedAdminUrl = true;
  return undefined;
}

/**
 * Returns the config page for the page at `where`: `/config/?frameUrl={encoded path and query}` on the admin host
 * the context names (`website.adminUrl`), else on the page's own origin.
 */
export function configUrl(context: SiteContext = getSiteContext(), where: OwnerLocation = location): string {
  const origin = adminOrigin(context.website?.adminUrl) ?? where.origin;
  return `${origin}/config/?frameUrl=${encodeURIComponent(where.pathname + where.search)}`;
}

/** Returns whether the signed-in account's only site role is viewer (spec 000 §6). */
function viewerOnly({ websiteRoles }: SiteContext): boolean {
  return (
    Array.isArray(websiteRoles) && websiteRoles.length > 0 && websiteRoles.every((r) => r === PermissionRole.viewer)
  );
}

/** Reads the session flag; storage that cannot be read holds none. */
function sessionFlag(session: OwnerEnv['session']): boolean {
  try {
    return (session ?? sessionStorage).getItem(NO_REDIRECT_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Returns why the page is not sent to the config page (spec 000 §2 "Automatic redirect to /config/"), or undefined
 * when a signed-in owner should be: nobody signed in, the admin area itself (`/config…`), a localhost host, the
 * `?noredirect` query flag or the session flag, developer or cloneable mode, a viewer-only account, or a page that is
 * not the top window.
 */
export function redirectExemption(
  context: SiteContext = getSiteContext(),
  env: OwnerEnv = {},
): RedirectExemption | undefined {
  const where = env.location ?? location;
  if (!context.authenticatedAccount) return 'signed-out';
  if (where.pathname.startsWith('/config')) return 'admin-area';
  if (LOCALHOST.test(where.hostname)) return 'localhost';
  if (new URLSearchParams(where.search).has(NO_REDIRECT_PARAM)) return 'no-redirect-query';
  if (sessionFlag(env.session)) return 'no-redirect-session';
  if (context.website?.developerMode) return 'developer-mode';
  if (context.website?.cloneable) return 'cloneable';
  if (viewerOnly(context)) return 'viewer-only';
  if (!(env.top ?? window.top === window)) return 'framed';
  return undefined;
}

/** Ends the owner session (`POST /api/auth/Logout`, repeated once on a crumb failure), then goes to `/?logout=true`. */
export async function signOutOwner(env: OwnerEnv = {}): Promise<void> {
  await request('POST', '/api/auth/Logout', {}, env.transport);
  (env.navigate ?? ((url) => location.assign(url)))(LOGOUT_URL);
}

/** Returns whether keys pressed in `event`'s target belong to it (a text field, a select, editable content). */
function typing(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * Shows or hides the config panel of the admin area (spec 000 §2: Escape "toggles the config panel in the backend"):
 * the first element matching `selector` in `root` has its `hidden` attribute flipped, every button naming it in
 * `aria-controls` gets `aria-expanded` to match, focus left inside a panel being hidden goes to its first toggle
 * button, and `sqs-config-panel-toggle` ({ open }, bubbling and composed) is dispatched on the panel. Returns whether
 * the panel is now shown, or undefined (and does nothing) when there is no panel.
 */
export function toggleConfigPanel(
  selector: string = CONFIG_PANEL_SELECTOR,
  root: ParentNode = document,
): boolean | undefined {
  const panel = root.querySelector<HTMLElement>(selector);
  if (!panel) return undefined;
  // `hidden="until-found"` is hidden too.
  const open = panel.hidden !== false;
  const hadFocus = !open && panel.matches(':focus-within');
  panel.hidden = !open;
  const toggles = panel.id ? [...root.querySelectorAll<HTMLElement>(`[aria-controls~="${CSS.escape(panel.id)}"]`)] : [];
  for (const toggle of toggles) toggle.setAttribute('aria-expanded', String(open));
  // Hiding the element that holds focus would drop it to the body: the toggle that reopens the panel keeps it.
  if (hadFocus) toggles[0]?.focus();
  panel.dispatchEvent(
    new CustomEvent<ConfigPanelToggleDetail>('sqs-config-panel-toggle', {
      detail: { open },
      bubbles: true,
      composed: true,
    }),
  );
  return open;
}

/**
 * Shows the information dialog 'Logout Successful' (spec 000 §2) when the page was loaded with `?logout=true`, and
 * takes the flag out of the address bar first. `<sqs-dialog>` is loaded only then.
 */
async function confirmLogout(env: OwnerEnv): Promise<void> {
  const where = env.location ?? location;
  const query = new URLSearchParams(where.search);
  if (query.get('logout') !== 'true') return;
  query.delete('logout');
  const rest = query.toString();
  const replace = env.replaceUrl ?? ((url) => history.replaceState(history.state, '', url));
  replace(`${where.pathname}${rest ? `?${rest}` : ''}${where.hash}`);
  const { INFORMATION_AUTO_HIDE_MS, logoutWords } = await loadChunk(
    'dialog',
    () => import('../elements/dialog/define.js'),
  );
  const dialog = document.createElement('sqs-dialog');
  const stop = logoutWords(dialog);
  // The information style: no buttons, hidden by itself after 2000 ms (spec 001 §5, §9).
  dialog.setAttribute('dialog-style', '3');
  dialog.setAttribute('auto-hide', String(INFORMATION_AUTO_HIDE_MS));
  document.body.append(dialog);
  await dialog.show().finally(stop);
}

/**
 * Starts the owner's shortcuts for the page: sends a signed-in owner to the config page unless `redirectExemption`
 * names a reason (the `?noredirect` query flag also sets the session flag, so the tab stays on the public site),
 * confirms a sign-out on a page loaded with `?logout=true`, and takes each Escape no closable target took:
 * Shift+Escape signs an authenticated account out, else Escape goes to the config page — for a signed-in account
 * always, for an anonymous visitor only when `websiteSettings.escapeKeyLogin` is on. In the admin area (`/config…`)
 * Escape toggles the config panel (`toggleConfigPanel`) and Shift+Escape is left alone. Keys typed into a field or in
 * a page inside a frame are left alone. Returns the function that stops the Escape handling.
 */
export function startOwnerMode(env: OwnerEnv = {}): () => void {
  const where = env.location ?? location;
  const navigate = env.navigate ?? ((url: string) => location.assign(url));
  if (new URLSearchParams(where.search).has(NO_REDIRECT_PARAM)) {
    try {
      (env.session ?? sessionStorage).setItem(NO_REDIRECT_KEY, '1');
    } catch {
      // Storage refused: the query flag still holds for this page.
    }
  }
  if (!redirectExemption(getSiteContext(), env)) navigate(configUrl(getSiteContext(), where));
  confirmLogout(env).catch((error: unknown) => console.warn('sqs-elements: the logout dialog failed', error));
  let signingOut = false;
  return onUnhandledEscape((event) => {
    // Read at the key, so a context changed by `configure` since start-up counts.
    const context = getSiteContext();
    const account = Boolean(context.authenticatedAccount);
    if (event.repeat || typing(event) || !(env.top ?? window.top === window)) return;
    if (where.pathname.startsWith('/config')) {
      if (!event.shiftKey && toggleConfigPanel(env.configPanel) !== undefined) event.preventDefault();
      return;
    }
    if (event.shiftKey && account) {
      event.preventDefault();
      if (signingOut) return;
      signingOut = true;
      signOutOwner({ ...env, navigate }).then(
        () => (signingOut = false),
        (error: unknown) => {
          signingOut = false;
          console.warn('sqs-elements: signing out failed', error);
        },
      );
    } else if (account || context.websiteSettings?.escapeKeyLogin === true) {
      event.preventDefault();
      navigate(configUrl(context, where));
    }
  });
}

let _registered = false;

/** Runs `startOwnerMode` on every ready of the site (lifecycle.ts), from now on; a second call does nothing. */
export function registerOwnerMode(): void {
  if (_registered) return;
  _registered = true;
  registerInitializer(() => startOwnerMode());
}
