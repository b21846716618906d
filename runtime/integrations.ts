/**
 * Third-party integrations (spec 000 §7 "Also", §8; spec 001 §7, §8): the advertising pixel's `track` call, the
 * comments provider's comment-count script, the web-font stylesheet and the session-replay script. Start-up imports
 * this module at idle only when the site context names one of them (or the host turns session replay on), so a page
 * without any downloads nothing.
 *
 * Each integration:
 * - waits for tracking to be allowed (consent.ts): under the restrictive cookie policy or Global Privacy Control,
 *   nothing loads before the visitor accepts (the web fonts too: docs/deviations.md#web-fonts-wait-for-consent);
 * - loads from its provider's fixed https origin, built from an id matched against a strict pattern (a hostile id is
 *   refused with a warning, never put in a url); scripts go through the trusted path of trusted-script.ts (the
 *   `sqs-elements-script` policy, the page's nonce);
 * - loads at most once per page (its element carries `data-sqs-integration`, which a second start finds);
 * - can be turned off by the host in code: `configure({ integrations: { pixel: false, comments: false, fonts: false,
 *   sessionReplay: false } })`.
 * A failed load is logged and ignored (spec 001 §8: "replay injection failure is logged and ignored").
 */
import { getSessionReplayId } from './clients.js';
import type { DataLayerTransport } from './data-layer.js';
import { onConsentChange, trackingAllowed } from './consent.js';
import { getSiteContext, integrationOptions, type IntegrationOptions } from './context.js';
import type { TrackDetail, TrackEventName } from './document-events.js';
import { loadChunk } from './load-chunk.js';
import { format } from './messages.js';
import { scriptOriginAllowed } from './script-origins.js';
import { appendScript } from './trusted-script.js';

export type { TrackDetail, TrackEventName } from './document-events.js';

/** The pixel's command queue (its provider's snippet defines the same before its script arrives). */
export interface PixelQueue {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: PixelQueue;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    /** The advertising pixel. */
    fbq?: PixelQueue;
    /** The session-replay provider's settings, read by its script. */
    _fs_org?: string;
    _fs_namespace?: string;
    _fs_host?: string;
    _fs_script?: string;
  }
}

/** The pixel's standard event for each tracked event (the last two are our mapping: docs/deviations.md#names-the-spec-does-not-give). */
export const PIXEL_EVENTS: Readonly<Record<TrackEventName, string>> = {
  'add-to-cart': 'AddToCart',
  search: 'Search',
  subscribe: 'Subscribe',
  'view-product': 'ViewContent',
  'create-account': 'CompleteRegistration',
};

/** The providers' fixed addresses, built from validated ids only. */
export const PROVIDER_URLS = {
  pixel: 'https://connect.facebook.net/en_US/fbevents.js',
  comments: (shortname: string) => `https://${shortname}.disqus.com/count.js`,
  typekit: (id: string) => `https://use.typekit.net/${id}.css`,
  googleFonts: (families: readonly string[]) =>
    `https://fonts.googleapis.com/css2?${families.map((f) => `family=${f.replace(/ /g, '+')}`).join('&')}&display=swap`,
  sessionReplay: 'https://edge.fullstory.com/s/fs.js',
};

/** What an id must look like to reach a url: nothing that could end a host name, a path segment or a query value. */
export const ID_PATTERNS = {
  pixelId: /^\d{1,20}$/,
  disqusShortname: /^[a-z0-9][a-z0-9-]{0,63}$/i,
  typekitId: /^[a-z0-9]{1,32}$/i,
  // A family in the fonts API's form: `Open Sans`, `Roboto:wght@400;700`, `Inter:ital,wght@0,400;1,700`.
  googleFont: /^[a-z0-9 ]{1,64}(:[a-z0-9,.;@]{1,200})?$/i,
  sessionReplayId: /^[a-z0-9_-]{1,64}$/i,
};

/** The comment-count elements the comments provider's script fills in (its own selectors). */
export const COMMENT_COUNT_SELECTOR = '.disqus-comment-count, a[href$="#disqus_thread"]';
/** The id the comments provider's script expects its own element to have. */
export const COMMENT_COUNT_SCRIPT_ID = 'dsq-count-scr';

// Console texts of this module only, kept here so start-up never carries them.
const warnings = {
  refused: 'sqs-runtime: the {integration} integration refused {field} "{value}"; it was not loaded.',
  failed: 'sqs-runtime: the {integration} integration failed to load; it was ignored.',
};

type Kind = keyof typeof PROVIDER_URLS;

const loadedKind = (kind: Kind) => document.querySelector(`[data-sqs-integration="${kind}"]`) !== null;

/** Logs once that `value` of `field` was refused; returns undefined. */
function refuse(integration: Kind, field: string, value: unknown): undefined {
  console.warn(format(warnings.refused, { integration, field, value: String(value) }));
  return undefined;
}

/** Returns `value` when it is a string matching `pattern`, else undefined (with a warning when it was set at all). */
function valid(integration: Kind, field: keyof typeof ID_PATTERNS, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' && ID_PATTERNS[field].test(value) ? value : refuse(integration, field, value);
}

const failed = (integration: Kind, error?: unknown) =>
  console.warn(format(warnings.failed, { integration }), ...(error === undefined ? [] : [error]));

/** Returns the host's stand-in address for `kind` when it is on an allowed origin, else `url`. */
function address(kind: Kind, url: string, options: IntegrationOptions): string {
  const standIn = options.urls?.[kind];
  if (standIn === undefined) return url;
  let absolute = '';
  try {
    absolute = new URL(standIn, document.baseURI).href;
  } catch {
    // refused below
  }
  return absolute && scriptOriginAllowed(absolute) ? absolute : (refuse(kind, 'urls', standIn) ?? url);
}

/**
 * Loads the integration's element that `append` puts into `<head>` (a script or a stylesheet) through the chunk loader
 * (spec 000 §9: 120 s time-out): its `load` settles the attempt, its `error` fails it, and a failed attempt is tried
 * once more with a fresh element in place of the failed one. The last failure is logged with its ChunkLoadError
 * (`CSS_CHUNK_LOAD_FAILED` for a stylesheet) and ignored; an element the page took out meanwhile is no longer wanted:
 * neither tried again nor logged.
 */
function loadElement(kind: Kind, append: () => HTMLElement, css = false): void {
  let element: HTMLElement;
  const add = () => {
    element = append();
    element.dataset.sqsIntegration = kind;
  };
  try {
    add();
  } catch (error) {
    // Refused (its origin, the page's policy): not tried again.
    return failed(kind, error);
  }
  let first = true;
  loadChunk(
    kind,
    () =>
      new Promise((resolve, reject) => {
        if (!first) {
          if (!element.isConnected) throw new Error(kind);
          element.remove();
          add();
        }
        first = false;
        element.addEventListener('load', resolve, { once: true });
        element.addEventListener('error', reject, { once: true });
      }),
    { css },
  ).catch((error: unknown) => element.isConnected && failed(kind, error));
}

/** Appends the integration's script once; a refusal or a failed load is logged and ignored. */
function loadScript(kind: Kind, url: string, options: IntegrationOptions, id?: string): void {
  const src = address(kind, url, options);
  loadElement(kind, () => {
    const script = appendScript(src, [new URL(url).origin]);
    if (id) script.id = id;
    return script;
  });
}

/** Appends the integration's stylesheet once, with the nonce of the page's own styles (or scripts). */
function loadStylesheet(kind: Kind, url: string, options: IntegrationOptions): void {
  const href = address(kind, url, options);
  loadElement(
    kind,
    () => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      const nonce = document.querySelector<HTMLElement>('style[nonce], link[nonce], script[nonce]')?.nonce;
      if (nonce) link.nonce = nonce;
      document.head.append(link);
      return link;
    },
    true,
  );
}

/** The web-font stylesheets: the kit by `website.typekitId`, the families of `googleFonts`. */
function startFonts(options: IntegrationOptions): void {
  const context = getSiteContext();
  const kit = valid('typekit', 'typekitId', context.website?.typekitId);
  if (kit && !loadedKind('typekit')) loadStylesheet('typekit', PROVIDER_URLS.typekit(kit), options);
  const listed = context.googleFonts;
  const families = (Array.isArray(listed) ? listed : listed === undefined ? [] : [listed]).flatMap(
    (family: unknown) => valid('googleFonts', 'googleFont', family) ?? [],
  );
  if (families.length && !loadedKind('googleFonts'))
    loadStylesheet('googleFonts', PROVIDER_URLS.googleFonts(families), options);
}

/** The comment-count script, by `websiteSettings.disqusShortname`, when comments are on and the page counts some. */
function startComments(options: IntegrationOptions): void {
  const settings = getSiteContext().websiteSettings;
  if (settings?.commentsEnabled === false || !document.querySelector(COMMENT_COUNT_SELECTOR)) return;
  const shortname = valid('comments', 'disqusShortname', settings?.disqusShortname);
  if (!shortname || loadedKind('comments') || document.getElementById(COMMENT_COUNT_SCRIPT_ID)) return;
  loadScript('comments', PROVIDER_URLS.comments(shortname), options, COMMENT_COUNT_SCRIPT_ID);
}

/** Defines the pixel's command queue the way its provider's snippet does. */
function pixelQueue(): PixelQueue {
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as PixelQueue;
  Object.assign(fbq, { queue: [], loaded: true, version: '2.0' });
  fbq.push = fbq;
  window.fbq = fbq;
  return fbq;
}

let stopPixel: (() => void) | undefined;

/**
 * The pixel, by `pixelId`: its script once, `init` with the id, then `track` for every `sqs-track` on the document and
 * for each newsletter sign-up (`sqs-form-success` from `<sqs-newsletter>`: subscribe). A page that installed the pixel
 * itself (a `window.fbq` of its own) keeps it: the events go to it, and nothing is loaded or initialised twice.
 */
function startPixel(options: IntegrationOptions): void {
  const id = valid('pixel', 'pixelId', getSiteContext().pixelId);
  if (!id || stopPixel) return;
  // A queue already there is the page's own pixel or the one an earlier start defined: loaded once, kept.
  let fbq = window.fbq;
  if (!fbq) {
    fbq = pixelQueue();
    fbq('init', id);
    loadScript('pixel', PROVIDER_URLS.pixel, options);
  }
  const track = (event: TrackEventName, data?: Record<string, unknown>) => {
    if (Object.hasOwn(PIXEL_EVENTS, event)) fbq('track', PIXEL_EVENTS[event], ...(data ? [data] : []));
  };
  const onTrack = (e: CustomEvent<TrackDetail>) => track(e.detail?.event, e.detail?.data);
  const onForm = (e: Event) => {
    if ((e.target as Element | null)?.localName === 'sqs-newsletter') track('subscribe');
  };
  document.addEventListener('sqs-track', onTrack);
  document.addEventListener('sqs-form-success', onForm);
  stopPixel = () => {
    document.removeEventListener('sqs-track', onTrack);
    document.removeEventListener('sqs-form-success', onForm);
  };
}

let replayAsked = false;

/**
 * The session-replay script, when the toggle `fullstory-enabled` is on and the sampled experiment says so (clients.ts
 * asks for the id). A failed request or load is logged and ignored (spec 001 §8).
 */
function startSessionReplay(options: IntegrationOptions, transport?: DataLayerTransport): void {
  if (replayAsked || loadedKind('sessionReplay')) return;
  replayAsked = true;
  void getSessionReplayId(transport).then(
    (raw) => {
      const id = valid('sessionReplay', 'sessionReplayId', raw);
      if (!id) return;
      window._fs_host = 'fullstory.com';
      window._fs_script = PROVIDER_URLS.sessionReplay.slice('https://'.length);
      window._fs_org = id;
      window._fs_namespace = 'FS';
      loadScript('sessionReplay', PROVIDER_URLS.sessionReplay, options);
    },
    (error: unknown) => failed('sessionReplay', error),
  );
}

let stopWaiting: (() => void) | undefined;
let started = false;

/** Starts every integration the host has not turned off; returns false (starting nothing) while tracking is not allowed. */
function startAllowed(transport?: DataLayerTransport): boolean {
  if (!trackingAllowed()) return false;
  const options = integrationOptions();
  const starts: Array<[Kind, boolean | undefined, (options: IntegrationOptions) => void]> = [
    ['typekit', options.fonts, startFonts],
    ['comments', options.comments, startComments],
    ['pixel', options.pixel, startPixel],
    ['sessionReplay', options.sessionReplay, (o) => startSessionReplay(o, transport)],
  ];
  for (const [kind, on, start] of starts) {
    try {
      if (on !== false) start(options);
    } catch (error) {
      // One integration's failure never keeps the others (or the page) from going on.
      failed(kind, error);
    }
  }
  return true;
}

/**
 * Starts the integrations the site context names, now when tracking is allowed, else when the visitor accepts. Calls
 * after the first do nothing until `stopIntegrations`. `transport` carries the session-replay id request.
 */
export function startIntegrations(transport?: DataLayerTransport): void {
  if (started) return;
  started = true;
  if (startAllowed(transport)) return;
  stopWaiting = onConsentChange((accepted) => {
    if (accepted && startAllowed(transport)) {
      stopWaiting?.();
      stopWaiting = undefined;
    }
  });
}

/**
 * Stops listening (for acceptance, for pixel events) so that a later `startIntegrations` starts again; what loaded
 * stays loaded and is not loaded twice.
 */
export function stopIntegrations(): void {
  stopWaiting?.();
  stopPixel?.();
  stopWaiting = stopPixel = undefined;
  started = replayAsked = false;
}
