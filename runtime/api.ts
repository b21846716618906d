/**
 * The runtime's public API (the entry adds the start-up; `window.sqsRuntime` is this): what every page runs. The
 * features a page calls only when it needs them are entries of their own, so the start-up download does not carry
 * them: runtime/cart.js, runtime/money.js, runtime/products.js and runtime/checkout.js (commerce), runtime/site-user.js (site-user accounts),
 * runtime/experiments.js (feature toggles), runtime/clients.js (content clients), runtime/images.js (the image
 * loader), runtime/analytics.js (the analytics id, common fields and mouse tracking), runtime/enums.js and
 * runtime/validation.js. Module internals, limits and test factories stay in their
 * modules.
 */
export { apiUrl, configure, getSiteContext, readSiteContext, resetConfiguration } from './context.js';
export type { AuthenticatedAccount, RuntimeOptions, SiteContext, Website, WebsiteSettings } from './context.js';

export type { Transport } from './transport.js';
export { createOutbox, defaultOutbox, enqueue } from './outbox.js';
export type { Outbox, OutboxItem, OutboxOptions, OutboxRequest } from './outbox.js';
export { DataLayerError, request, requestAnswer } from './data-layer.js';
export type {
  DataLayerAnswer,
  DataLayerErrorKind,
  DataLayerMethod,
  DataLayerTransport,
  RequestOptions,
} from './data-layer.js';
// The events on `document` (sqs-cart-sync, sqs-consent-change, sqs-login-prompt, sqs-system-error, sqs-track …).
export type { SqsDocumentEvents } from './document-events.js';
export {
  getConsent,
  globalPrivacyControl,
  ignoreGlobalPrivacyControl,
  normalizeCookieBannerSettings,
  onConsentChange,
  setConsent,
  toApiSettings,
  toEditorSettings,
  trackingAllowed,
} from './consent.js';
export type { ConsentChangeDetail, CookieBannerApiSettings, CookieBannerEditorSettings } from './consent.js';
export { destroy, isReady, ready, registerInitializer } from './lifecycle.js';
export type { Initializer } from './lifecycle.js';
export { createLocalStore, getSessionInfo, localStore } from './storage.js';
export type { LocalStore, SessionInfo, StorageLike, StoreOptions } from './storage.js';
// The census is a chunk of its own: these calls load it first.
export {
  recordButtonClick,
  recordButtonRender,
  recordFormRender,
  recordOverlay,
  recordPageView,
  recordQuickView,
  recordSiteSearch,
} from './census-api.js';
export type { ButtonEvent, OverlayEvent } from './census.js';
// The census's hit events and button contexts; the rest of the enumerations are their own entry (runtime/enums.js).
export { ButtonContext, HitEvent } from './enums.js';
export { installErrorReporting, recordError } from './errors.js';
export type { ErrorReportingEnv, JavascriptErrorEvent } from './errors.js';
export { createTraceLogger, recordEvent, trace, track, trackAnalyticsEvent } from './events.js';
export type {
  AnalyticsCommonFields,
  AnalyticsContext,
  AnalyticsEvent,
  RecordEventData,
  TraceEnv,
  TraceLogger,
  TraceRecord,
  TrackFields,
} from './events.js';
// The collector's own code is a chunk of its own, loaded when it starts.
export { startPerformanceCollector } from './collector.js';
export type {
  CollectorEnv,
  CollectorOptions,
  PerformanceCollector,
  PerformanceEvent,
  PerformanceRecord,
  WebVitals,
} from './performance.js';
