import type { AttributeKind } from '../shared/attributes.js';
import { flag, json, number, optionalNumber, string } from '../shared/attributes.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { GOOGLE_MAPS_SCRIPT } from './google-maps.js';
import { AddressMap } from './Map.js';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAP_STYLES, parseMapStyle, type MapLocation, type MapOptions, type MapStyle } from './map-options.js';
import { mapStyles } from './map.styles.js';
import type { MapProvider } from './useMap.js';
import type { Timers } from '../../runtime/lib/timers.js';

export type { MapLocation, MapOptions, MapStyle } from './map-options.js';
export type { MapProvider, MapState } from './useMap.js';

/** A map style: an id 1–6 or a name (`grayscale`, `MinimalDark`, `minimal-dark` …). */
const style = (defaultValue: MapStyle): AttributeKind<MapStyle> => ({
  default: defaultValue,
  type: MAP_STYLES.map((s) => `'${s}'`).join(' | '),
  parse: (text) => (text === null ? defaultValue : parseMapStyle(text)),
  stringify: (value) => value,
});

/** The tile template of OpenStreetMap's public tile service (fine for light use; see its tile usage policy). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

export const mapAttributes = {
  mapLat: number(DEFAULT_CENTER.lat, { min: -90, max: 90 }),
  mapLng: number(DEFAULT_CENTER.lng, { min: -180, max: 180 }),
  mapZoom: number(DEFAULT_ZOOM, { min: 0, max: 21 }),
  markerLat: optionalNumber({ min: -90, max: 90 }),
  markerLng: optionalNumber({ min: -180, max: 180 }),
  addressTitle: string(''),
  addressLine1: string(''),
  addressLine2: string(''),
  addressCountry: string(''),
  mapStyle: style('grayscale'),
  showLabels: flag(true),
  showTerrain: flag(false),
  draggable: flag(true),
  scrollwheel: flag(true),
  showControls: flag(true),
  disableDefaultUi: flag(true),
  markerDraggable: flag(false),
  linkOnClick: flag(true),
  location: json<Partial<Record<keyof MapLocation, unknown>> | null>(null, (v): v is Partial<Record<keyof MapLocation, unknown>> | null => typeof v === 'object' && !Array.isArray(v)),
  options: json<Partial<Record<keyof MapOptions, unknown>> | null>(null, (v): v is Partial<Record<keyof MapOptions, unknown>> | null => typeof v === 'object' && !Array.isArray(v)),
  tileUrl: string(DEFAULT_TILE_URL),
  tileAttribution: string(DEFAULT_TILE_ATTRIBUTION),
  satelliteTileUrl: string(''),
  apiKey: string(''),
  language: string(''),
  region: string(''),
  googleMapsUrl: string(GOOGLE_MAPS_SCRIPT),
};

/**
 * The address map block (spec 000 §3 "Map settings"; spec 001 §2, §3 "Map location" and "Map display options", §4,
 * §7, §9): a map centred on `map-lat`/`map-lng` at `map-zoom` (12) with a pin at the marker (the centre when the
 * marker's coordinates are empty), and an address card with a real link to the external maps page — centred on the
 * pin, searching the address, at the current zoom — which a click on the pin opens in a new window unless
 * `link-on-click="false"`. By default the map is Leaflet over raster tiles (`tile-url`, OpenStreetMap's by default);
 * with a key (`api-key`, or the site context's base64 `mapsRenderKey`) it is the Google Maps JavaScript API, loaded
 * once per page (language, region) and given up after 30 s, when the address card stands alone. Either provider's
 * code loads only when the map comes within 200 px of the viewport. Changes are applied 60 ms after the last one.
 * Styles (ids 1–6 or names): original, grayscale (default), satellite, minimal light, minimal dark, minimal blue —
 * on tiles as CSS filters (satellite needs `satellite-tile-url`), on Google as its styles. Options that default to
 * on are turned off with `="false"` (`show-controls="false"`). The map is a labelled region: focus it and use the
 * arrow keys to pan, + and − to zoom.
 *
 * @summary An address map with a pin and a link to the external maps page, with or without a maps API key.
 * @tag sqs-map
 *
 * @attr {number} map-lat - The centre's latitude. Default: New York.
 * @attr {number} map-lng - The centre's longitude.
 * @attr {number} map-zoom - The zoom, 0–21. Default 12.
 * @attr {number | null} marker-lat - The pin's latitude; empty: the centre.
 * @attr {number | null} marker-lng - The pin's longitude; empty: the centre.
 * @attr {string} address-title - The place's name (card, link query, labels).
 * @attr {string} address-line1 - First address line.
 * @attr {string} address-line2 - Second address line.
 * @attr {string} address-country - Country.
 * @attr {'original' | 'grayscale' | 'satellite' | 'minimal-light' | 'minimal-dark' | 'minimal-blue'} map-style - A style name in any spelling, or its id 1–6. Default grayscale.
 * @attr {boolean} show-labels - Place labels (Google only: tiles carry their own). Default true.
 * @attr {boolean} show-terrain - Terrain (Google). Default false.
 * @attr {boolean} draggable - Panning by dragging. Default true.
 * @attr {boolean} scrollwheel - Zooming with the wheel. Default true.
 * @attr {boolean} show-controls - Zoom buttons. Default true.
 * @attr {boolean} disable-default-ui - Google's default controls off. Default true.
 * @attr {boolean} marker-draggable - The pin can be dragged. Default false.
 * @attr {boolean} link-on-click - A click on the pin opens the external maps page. Default true.
 * @attr {string} tile-url - Tile template (`{z}`, `{x}`, `{y}`, `{s}`) for the Leaflet map.
 * @attr {string} tile-attribution - The tiles' credit line shown on the map.
 * @attr {string} satellite-tile-url - Tile template for the satellite style.
 * @attr {string} api-key - A Google Maps key: use the Google Maps JavaScript API.
 * @attr {string} language - The Google map's language (default: the page's `lang`).
 * @attr {string} region - The Google map's region.
 * @attr {string} google-maps-url - The Google Maps script's url.
 *
 * @attr {Partial<Record<keyof MapLocation, unknown>> | null} location - The location with the spec's key names (JSON), over the attributes.
 * @attr {Partial<Record<keyof MapOptions, unknown>> | null} options - The display options with the spec's key names (JSON), over the attributes.
 * @prop {Timers} timers - The clock of the update debounce and the load time-out.
 *
 * @event {CustomEvent<{ provider: MapProvider }>} sqs-map-ready - The map is drawn.
 * @event {CustomEvent<{ provider: MapProvider }>} sqs-map-error - The map could not be loaded; the card stands alone.
 * @event {CustomEvent<{ location: MapLocation; options: MapOptions }>} sqs-map-update - Changes were applied.
 *
 * @csspart base - The wrapper (`data-state` idle | loading | ready | failed, `data-style`).
 * @csspart map - The map region.
 * @csspart controls - The zoom buttons' wrapper; `button` each (+ `zoom-in`, `zoom-out`).
 * @csspart attribution - The tiles' credit line.
 * @csspart message - The note shown when the map could not be loaded.
 * @csspart card - The address card; `title`, `line`, `link` inside it.
 *
 * @cssproperty --sqs-map-height - The map's height. Default 400px.
 * @cssproperty --sqs-map-pin-color - The pin's colour.
 */
export class SqsMapElement extends defineElementClass(AddressMap, {
  attributes: mapAttributes,
  styles: [mapStyles],
  events: ['sqs-map-ready', 'sqs-map-error', 'sqs-map-update'],
}) {
  /** The clock of the update debounce and the load time-out. */
  timers?: Timers;
}

define('sqs-map', SqsMapElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-map': SqsMapElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails {
    /** `<sqs-map>` is drawn by this provider. */
    'sqs-map-ready': { provider: MapProvider };
    /** `<sqs-map>` could not load its provider; the address card stands alone. */
    'sqs-map-error': { provider: MapProvider };
    /** `<sqs-map>` applied changed data. */
    'sqs-map-update': { location: MapLocation; options: MapOptions };
  }
}
