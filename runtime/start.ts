/**
 * The runtime's start-up (the entry's side effect): publishes the API as `window.sqsRuntime`, registers the page's
 * own initializers (error reporting, consent at once; the outbox, page view, performance collector and third-party
 * integrations in one task when the browser is idle — all but the outbox only once tracking is allowed) and, unless the context script carries `data-manual`, marks the site ready as soon as the
 * document is parsed. A host with `data-manual` calls `configure` and then `ready()`.
 */
import { recordPageView } from './census-api.js';
import { getSiteContext, integrationOptions, siteAdmin, SITE_CONTEXT_SELECTOR } from './context.js';
import { enforceConsent, onConsentChange, trackingAllowed } from './consent.js';
import { installErrorReporting } from './errors.js';
import { trace } from './events.js';
// Its lazy parts load through the chunk loader (120 s time-out, one retry, spec 000 §9); one that fails leaves the page
// as it was, with a warning.
import { loadChunk, warnChunkFailure } from './load-chunk.js';
// `window.sqsRuntime` is the whole public API.
import * as runtime from './api.js';
import { ready, registerInitializer } from './lifecycle.js';
import { whenIdle } from './lib/when-idle.js';
import { defaultOutbox } from './outbox.js';
import { startPerformanceCollector } from './collector.js';
import type { PerformanceCollector } from './performance.js';

declare global {
  interface Window {
    /** The runtime's API, for pages without a bundler. */
    sqsRuntime?: typeof runtime;
  }
}

window.sqsRuntime = runtime;

// spec 000 §8: `loginRequired` opens the login prompt, loaded on first need; the request waits for it and is retried.
document.addEventListener('sqs-login-prompt', ({ detail }) =>
  detail.respondWith?.(
    loadChunk('runtime-login-prompt', () => import('./login-prompt.js')).then(({ promptLogin }) => promptLogin()),
  ),
);

// The collector measures the document's load (one pageLoadId per document), so it starts once and outlives a destroy;
// a decline stops it for good.
let collector: PerformanceCollector | undefined;
// Mouse-position tracking (runtime/analytics.js), likewise once per document; it samples only while an account is
// signed in and tracking is allowed.
let mouse: Promise<unknown> | undefined;

// Registered first, on its own, so that it reports what the initializer after it throws.
registerInitializer(() => installErrorReporting());

// Runs on every ready: after a destroy (a single-page navigation) the next ready records the new page view. One idle
// task for all that can wait keeps the page's load light.
registerInitializer(() => {
  // At once: no tracking cookie may outlive a missing consent, even briefly.
  enforceConsent();
  // One page view per page: at idle when tracking is allowed, else when the visitor accepts (the banner gates it).
  let viewed = false;
  const view = (): void => {
    if (viewed || !trackingAllowed()) return;
    viewed = true;
    void recordPageView();
  };
  // Performance records carry the page, its images and the member id, mouse samples the account's pointer: they wait
  // for tracking to be allowed too.
  let idle = false;
  const measure = (): void => {
    if (!idle || !trackingAllowed()) return;
    collector ??= startPerformanceCollector();
    // spec 001 §6: mouse positions are tracked only for a logged-in account.
    if (getSiteContext().authenticatedAccount)
      mouse ??= loadChunk('runtime/analytics', () => import('./analytics.js')).then(
        (a) => a.startMouseTracking({ log: trace }),
        warnChunkFailure,
      );
  };
  const stopListening = onConsentChange((accepted) => {
    if (accepted) {
      view();
      measure();
    } else collector?.stop();
  });
  // At idle (or when the visitor leaves first): the metrics library reads buffered entries, so starting it after
  // load (or on a later acceptance) misses nothing; opening IndexedDB and recording the page view can wait for load.
  const cancel = whenIdle(() => {
    idle = true;
    defaultOutbox();
    view();
    measure();
    // Third-party integrations: their module only when the site names one (or the host asks for session replay).
    const c = getSiteContext();
    if (
      c.pixelId ||
      c.googleFonts ||
      c.website?.typekitId ||
      c.websiteSettings?.disqusShortname ||
      integrationOptions().sessionReplay
    )
      loadChunk('runtime-integrations', () => import('./integrations.js')).then(
        (m) => m.startIntegrations(),
        warnChunkFailure,
      );
  });
  return () => {
    cancel();
    stopListening();
  };
});

// spec 000 §2: the owner's shortcuts (config redirect, Escape, Shift+Escape sign-out) and the sign-out confirmation,
// loaded only for a signed-in account, a site with escape-key login, or a page loaded with `?logout=true`.
registerInitializer(() => {
  const { authenticatedAccount, websiteSettings } = getSiteContext();
  if (authenticatedAccount || websiteSettings?.escapeKeyLogin || /[?&]logout=true/.test(location.search))
    loadChunk('runtime/owner', () => import('./owner.js')).then((owner) => owner.registerOwnerMode(), warnChunkFailure);
});

// spec 000 §9: an admin's editor events reach the site's other tabs; the relay is loaded only for an admin account.
registerInitializer(() => {
  if (siteAdmin())
    loadChunk('runtime/editor-broadcast', () => import('./editor-broadcast.js')).then(
      (m) => m.registerEditorBroadcast(),
      warnChunkFailure,
    );
});

if (!document.querySelector(SITE_CONTEXT_SELECTOR)?.hasAttribute('data-manual')) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => ready(), { once: true });
  else ready();
}
