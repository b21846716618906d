/**
 * The map block's data (spec 000 §3 "Map settings", spec 001 §3 "Map location" and "Map display options", §9): the
 * defaults, the style ids and names, and the external maps link. Pure functions; both providers read these.
 */

import { attributeName } from '../shared/attributes.js';

/** spec 001 §9: the default zoom; spec 001 §3: the default centre is a fixed point in a large city (New York). */
export const DEFAULT_ZOOM = 12;
export const DEFAULT_CENTER = { lat: 40.7207559, lng: -74.0007613 } as const;
/** spec 000 §9: option updates are debounced 60 ms; spec 001 §9: the map script load time-out. */
export const MAP_UPDATE_DEBOUNCE_MS = 60;
export const MAP_LOAD_TIMEOUT_MS = 30000;

/** The six map styles, by their spec 000 §3 ids 1–6. */
export const MAP_STYLES = [
  'original',
  'grayscale',
  'satellite',
  'minimal-light',
  'minimal-dark',
  'minimal-blue',
] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

/** Where the map is and what the card says (spec 001 §3 "Map location"). */
export interface MapLocation {
  mapLat: number;
  mapLng: number;
  mapZoom: number;
  /** The pin; null: the map's centre. */
  markerLat: number | null;
  markerLng: number | null;
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
}

/** How the map looks and behaves (spec 001 §3 "Map display options"). */
export interface MapOptions {
  style: MapStyle;
  showLabels: boolean;
  showTerrain: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  showControls: boolean;
  disableDefaultUI: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
}

export const DEFAULT_LOCATION: MapLocation = {
  mapLat: DEFAULT_CENTER.lat,
  mapLng: DEFAULT_CENTER.lng,
  mapZoom: DEFAULT_ZOOM,
  markerLat: null,
  markerLng: null,
  addressTitle: '',
  addressLine1: '',
  addressLine2: '',
  addressCountry: '',
};

export const DEFAULT_OPTIONS: MapOptions = {
  style: 'grayscale',
  showLabels: true,
  showTerrain: false,
  draggable: true,
  scrollwheel: true,
  showControls: true,
  disableDefaultUI: true,
  markerDraggable: false,
  linkOnClick: true,
};

const squash = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * Returns the style for an id (1–6, as a number or text) or a name in any spelling (`MinimalDark`, `minimal-dark`,
 * `minimal dark` …); undefined for anything else.
 */
export function parseMapStyle(value: unknown): MapStyle | undefined {
  const text = String(value ?? '').trim();
  if (/^[1-6]$/.test(text)) return MAP_STYLES[Number(text) - 1];
  return MAP_STYLES.find((style) => squash(style) === squash(text));
}

/** The pin's position: the marker's coordinates, or the map's centre when either is null (spec 001 §3). */
export function markerPosition(location: MapLocation): { lat: number; lng: number } {
  return location.markerLat == null || location.markerLng == null
    ? { lat: location.mapLat, lng: location.mapLng }
    : { lat: location.markerLat, lng: location.markerLng };
}

/** The address as one line (title and lines that are set, comma-separated). */
export function addressQuery(location: MapLocation): string {
  return [location.addressTitle, location.addressLine1, location.addressLine2, location.addressCountry]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * The external maps page for the pin (spec 001 §2): centred on it (`ll`), searching the address (`q`; the pin's
 * coordinates when there is no address) at the current zoom (`z`).
 */
export function externalMapUrl(location: MapLocation, zoom: number = location.mapZoom): string {
  const pin = markerPosition(location);
  const url = new URL('https://www.google.com/maps');
  url.searchParams.set('q', addressQuery(location) || `${pin.lat},${pin.lng}`);
  url.searchParams.set('ll', `${pin.lat},${pin.lng}`);
  url.searchParams.set('z', String(Math.round(zoom)));
  return url.href;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Merges a `location` object (the spec's key names) over the location from attributes; values of the wrong type are
 * ignored (and named in the returned list, for a warning).
 */
export function mergeLocation(
  base: MapLocation,
  raw: Partial<Record<keyof MapLocation, unknown>> | null,
): { location: MapLocation; invalid: string[] } {
  const location = { ...base };
  const invalid: string[] = [];
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (!Object.hasOwn(DEFAULT_LOCATION, key)) continue;
    const k = key as keyof MapLocation;
    const wantsNumber = k === 'mapLat' || k === 'mapLng' || k === 'mapZoom' || k === 'markerLat' || k === 'markerLng';
    if (wantsNumber && (finite(value) || ((k === 'markerLat' || k === 'markerLng') && value === null)))
      (location[k] as number | null) = value as number | null;
    else if (!wantsNumber && typeof value === 'string') (location[k] as string) = value;
    else invalid.push(key);
  }
  return { location, invalid };
}

/** Merges an `options` object (the spec's key names; `style` as an id or a name) over the options from attributes. */
export function mergeOptions(
  base: MapOptions,
  raw: Partial<Record<keyof MapOptions, unknown>> | null,
): { options: MapOptions; invalid: string[] } {
  const options = { ...base };
  const invalid: string[] = [];
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (!Object.hasOwn(DEFAULT_OPTIONS, key)) continue;
    if (key === 'style') {
      const style = parseMapStyle(value);
      if (style) options.style = style;
      else invalid.push(key);
    } else if (typeof value === 'boolean') (options[key as Exclude<keyof MapOptions, 'style'>] as boolean) = value;
    else invalid.push(key);
  }
  return { options, invalid };
}

/**
 * The platform's layout row: a block of `vSize` n is n rows tall (its `vsize-n` class sets the content's height to
 * n × 34 px).
 */
export const BLOCK_ROW_HEIGHT = 34;

/** The keys of the platform's map block data (`data-block-json`) that this element reads. */
export const MAP_BLOCK_KEYS: readonly string[] = [
  'location',
  'style',
  'labels',
  'terrain',
  'controls',
  'vSize',
  'aspectRatio',
];

/** The block data's display keys, and the option and attribute each one sets. */
const BLOCK_OPTIONS = {
  style: ['style', 'map-style'],
  labels: ['showLabels', 'show-labels'],
  terrain: ['showTerrain', 'show-terrain'],
  controls: ['showControls', 'show-controls'],
} as const;

/** What the platform's map block data says, in the spec's names, with the attributes it leaves alone. */
export interface MapBlockData {
  /** The block's location keys that no attribute of the element sets. */
  location: Partial<Record<keyof MapLocation, unknown>>;
  /** The block's display options that no attribute of the element sets. */
  options: Partial<Record<keyof MapOptions, unknown>>;
  /** The map's height from `vSize` (`408px`) or `aspectRatio` (a share of the width, `42.4cqi`); null: the default. */
  height: string | null;
  /** The keys whose values are of the wrong kind (for a warning). */
  invalid: string[];
  /** The location's keys the element does not know (`location.x`, for a warning). */
  unknown: string[];
}

/**
 * Returns the platform's map block data (`{"location": {…}, "style": 4, "labels": true, "terrain": false,
 * "controls": false, "vSize": 12, "aspectRatio": 42.39}`) in the spec's names, without the keys an attribute of the
 * element already sets (`set` says which are set): an attribute wins over the block data.
 */
export function readMapBlock(block: Record<string, unknown>, set: (attribute: string) => boolean): MapBlockData {
  const location: MapBlockData['location'] = {};
  const options: MapBlockData['options'] = {};
  const invalid: string[] = [];
  const unknown: string[] = [];
  const raw = block.location;
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    for (const [key, value] of Object.entries(raw))
      if (!Object.hasOwn(DEFAULT_LOCATION, key)) unknown.push(`location.${key}`);
      else if (!set(attributeName(key))) location[key as keyof MapLocation] = value;
  } else if (raw !== undefined && raw !== null) invalid.push('location');
  for (const [key, [option, attribute]] of Object.entries(BLOCK_OPTIONS))
    if (block[key] !== undefined && block[key] !== null && !set(attribute)) options[option] = block[key];
  let height: string | null = null;
  const { vSize, aspectRatio } = block;
  if (typeof vSize === 'number' && vSize > 0) height = `${vSize * BLOCK_ROW_HEIGHT}px`;
  else if (vSize != null) invalid.push('vSize');
  if (height === null && typeof aspectRatio === 'number' && aspectRatio > 0) height = `${aspectRatio}cqi`;
  else if (aspectRatio != null && (typeof aspectRatio !== 'number' || aspectRatio <= 0)) invalid.push('aspectRatio');
  return { location, options, height, invalid, unknown };
}
