/**
 * Thin typed clients over the data layer (spec 000 §7, spec 001 §7): site header and footer, multilingual settings,
 * status and languages, place search for address fields, and the session-replay id.
 */
import { trackingAllowed } from './consent.js';
import { request, type DataLayerTransport } from './data-layer.js';
import { getVariant, isFeatureEnabled } from './experiments.js';
import { defaultTransport } from './transport.js';

/** The error logged when a places-details request has no tracking context (spec 000 §7, exact). */
export const PLACES_CONTEXT_MISSING =
  'Places details request is missing its tracking context (productPage, productSection).';

/** The site's header and footer (their inner shape is the site builder's). */
export interface SiteHeaderFooter {
  header: Record<string, unknown>;
  footer: Record<string, unknown>;
}

/** One language of a multilingual site. */
export interface MultilingualLanguage {
  /** BCP 47 tag, e.g. `fr-FR`. */
  locale: string;
  /** The site's default language. */
  isDefault?: boolean;
  [field: string]: unknown;
}

/** Multilingual settings (their fields are not shown by the spec). */
export type MultilingualSettings = Record<string, unknown>;
/** Multilingual status (its fields are not shown by the spec). */
export type MultilingualStatus = Record<string, unknown>;

/** A place query: the search input plus the tracking context the places service bills by. */
export interface PlacesQuery {
  /** The text typed (autocomplete) or the chosen place's id (details). */
  input: string;
  /** The product page the search comes from (tracking context). */
  productPage?: string;
  /** The section of that page (tracking context). */
  productSection?: string;
}

/** One autocomplete suggestion. */
export interface PlacePrediction {
  placeId: string;
  description: string;
  [field: string]: unknown;
}

/** A place's details. */
export interface PlaceDetails {
  placeId: string;
  [field: string]: unknown;
}

/** Returns the site's header and footer: GET /api/site-header-footer. */
export function getSiteHeaderFooter(transport: DataLayerTransport = defaultTransport): Promise<SiteHeaderFooter> {
  return request<SiteHeaderFooter>('GET', '/api/site-header-footer', {}, transport);
}

/** Saves the site's header and footer: PUT /api/site-header-footer with JSON header and footer. */
export function saveSiteHeaderFooter(
  { header, footer }: SiteHeaderFooter,
  transport: DataLayerTransport = defaultTransport,
): Promise<SiteHeaderFooter> {
  return request<SiteHeaderFooter>('PUT', '/api/site-header-footer', { json: { header, footer } }, transport);
}

/** Returns the multilingual settings: GET /api/multilingual/settings. */
export function getMultilingualSettings(
  transport: DataLayerTransport = defaultTransport,
): Promise<MultilingualSettings> {
  return request<MultilingualSettings>('GET', '/api/multilingual/settings', {}, transport);
}

/** Returns the multilingual status: GET /api/multilingual/status. */
export function getMultilingualStatus(transport: DataLayerTransport = defaultTransport): Promise<MultilingualStatus> {
  return request<MultilingualStatus>('GET', '/api/multilingual/status', {}, transport);
}

/** Saves the site's languages: PUT /api/multilingual/languages with JSON languages. */
export function saveMultilingualLanguages(
  languages: MultilingualLanguage[],
  transport: DataLayerTransport = defaultTransport,
): Promise<{ languages: MultilingualLanguage[] }> {
  return request('PUT', '/api/multilingual/languages', { json: { languages } }, transport);
}

const placesParams = ({ input, productPage, productSection }: PlacesQuery) => ({ input, productPage, productSection });

/** Returns suggestions for `query.input`: GET /api/google-maps/places/autocomplete with the tracking context. */
export function placesAutocomplete(
  query: PlacesQuery,
  transport: DataLayerTransport = defaultTransport,
): Promise<{ predictions: PlacePrediction[] }> {
  return request('GET', '/api/google-maps/places/autocomplete', { params: placesParams(query) }, transport);
}

/**
 * Returns the details of place `query.input`: GET /api/google-maps/places/details. Logs an error (and still asks)
 * when the tracking context is missing (spec 000 §7).
 */
export function placeDetails(
  query: PlacesQuery,
  transport: DataLayerTransport = defaultTransport,
): Promise<PlaceDetails> {
  if (!query.productPage || !query.productSection) console.error(PLACES_CONTEXT_MISSING);
  return request<PlaceDetails>('GET', '/api/google-maps/places/details', { params: placesParams(query) }, transport);
}

/** The feature toggle the session-replay id depends on (spec 000 §7). */
export const SESSION_REPLAY_TOGGLE = 'fullstory-enabled';
/** The sampled experiment (an A/B test whose variant is `true` when this visitor is sampled); our name: docs/deviations.md#names-the-spec-does-not-give. */
export const SESSION_REPLAY_SAMPLE = 'fullstory-sampled';

/**
 * Returns the session-replay id from GET /api/commerce/fullstory/getId, only when tracking is allowed (consent.ts),
 * the toggle `fullstory-enabled` is on and the sampled experiment's variant is `true`; otherwise resolves undefined
 * without asking.
 */
export async function getSessionReplayId(
  transport: DataLayerTransport = defaultTransport,
): Promise<string | undefined> {
  if (!trackingAllowed()) return undefined;
  if (!isFeatureEnabled(SESSION_REPLAY_TOGGLE).value) return undefined;
  if (getVariant(SESSION_REPLAY_SAMPLE, 'false').value !== 'true') return undefined;
  const { id } = await request<{ id?: unknown }>('GET', '/api/commerce/fullstory/getId', {}, transport);
  return typeof id === 'string' && id ? id : undefined;
}
