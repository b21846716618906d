import type { AttributeKind } from '../shared/attributes.js';
import { scriptUrl } from '../shared/script-url.js';
import { flag, json, number, optionalNumber, string } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';
import { GOOGLE_MAPS_SCRIPT, GOOGLE_MAPS_SCRIPT_RULE } from './google-maps.js';
import {
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  MAP_STYLES,
  parseMapStyle,
  type MapLocation,
  type MapOptions,
  type MapStyle,
} from './map-options.js';
import type { Timers } from '../../runtime/lib/timers.js';

export type { MapLocation, MapOptions, MapStyle } from './map-options.js';
/** `idle` until the map nears the viewport, then `loading`, then `ready` or `failed`. */
export type MapState = 'idle' | 'loading' | 'ready' | 'failed';
/** Who draws the map: Leaflet over tiles, or the Google Maps API with a key. */
export type MapProvider = 'leaflet' | 'google';

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

/** The attributes of `<sqs-map>`. */
export const mapAttributes = {
  /** The centre's latitude. Default: New York. */
  mapLat: number(DEFAULT_CENTER.lat, { min: -90, max: 90 }),
  /** The centre's longitude. */
  mapLng: number(DEFAULT_CENTER.lng, { min: -180, max: 180 }),
  /** The zoom, 0–21. Default 12. */
  mapZoom: number(DEFAULT_ZOOM, { min: 0, max: 21 }),
  /** The pin's latitude; empty: the centre. */
  markerLat: optionalNumber({ min: -90, max: 90 }),
  /** The pin's longitude; empty: the centre. */
  markerLng: optionalNumber({ min: -180, max: 180 }),
  /** The place's name (card, link query, labels). */
  addressTitle: string(''),
  /** First address line. */
  addressLine1: string(''),
  /** Second address line. */
  addressLine2: string(''),
  /** Country. */
  addressCountry: string(''),
  /** A style name in any spelling, or its id 1–6. Default grayscale. */
  mapStyle: style('grayscale'),
  /** Place labels (Google only: tiles carry their own). Default true. */
  showLabels: flag(true),
  /** Terrain (Google). Default false. */
  showTerrain: flag(false),
  /** Panning by dragging. Default true. */
  draggable: flag(true),
  /** Zooming with the wheel. Default true. */
  scrollwheel: flag(true),
  /** Zoom buttons. Default true. */
  showControls: flag(true),
  /** Google's default controls off. Default true. */
  disableDefaultUi: flag(true),
  /** The pin can be dragged. Default false. */
  markerDraggable: flag(false),
  /** A click on the pin opens the external maps page. Default true. */
  linkOnClick: flag(true),
  /** The location with the spec's key names (JSON), over the attributes. */
  location: json<Partial<Record<keyof MapLocation, unknown>> | null>(
    null,
    (v): v is Partial<Record<keyof MapLocation, unknown>> | null => typeof v === 'object' && !Array.isArray(v),
  ),
  /** The display options with the spec's key names (JSON), over the attributes. */
  options: json<Partial<Record<keyof MapOptions, unknown>> | null>(
    null,
    (v): v is Partial<Record<keyof MapOptions, unknown>> | null => typeof v === 'object' && !Array.isArray(v),
  ),
  /**
   * The platform's block data (`data-block-json` of a map block): `location` (the spec's key names), `style` (1–6),
   * `labels`, `terrain`, `controls`, and the height as `vSize` rows (34 px each) or `aspectRatio` (the height as a
   * percentage of the width). An attribute set on the element wins over it; other keys warn once.
   */
  blockJson: string(''),
  /** Tile template (`{z}`, `{x}`, `{y}`, `{s}`) for the Leaflet map. */
  tileUrl: string(DEFAULT_TILE_URL),
  /** The tiles' credit line shown on the map. */
  tileAttribution: string(DEFAULT_TILE_ATTRIBUTION),
  /** Tile template for the satellite style. */
  satelliteTileUrl: string(''),
  /** A Google Maps key: use the Google Maps JavaScript API. */
  apiKey: string(''),
  /** The Google map's language (default: the page's `lang`). */
  language: string(''),
  /** The Google map's region. */
  region: string(''),
  /**
   * The Google Maps script's url: `https://maps.googleapis.com/maps/api/js` (its `key`, `v`, `libraries`, `language`,
   * `region`, `channel`, `solution_channel`, `auth_referrer_policy` and `map_ids` parameters are kept, no others), or
   * any script on an origin the host page allowed in code.
   */
  googleMapsUrl: scriptUrl(GOOGLE_MAPS_SCRIPT, GOOGLE_MAPS_SCRIPT_RULE),
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
 * on are turned off with `="false"` (`show-controls="false"`). The platform's block data is read from `block-json`
 * (`{"location": {…}, "style": 4, "labels": true, "terrain": false, "controls": false, "vSize": 12}`), below the
 * attributes. The map is a labelled region: focus it and use the
 * arrow keys to pan, + and − to zoom.
 *
 * @summary An address map with a pin and a link to the external maps page, with or without a maps API key.
 * @tag sqs-map
 *
 * @prop {Timers} timers - The clock of the update debounce and the load time-out.
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
export interface SqsMapElement extends SqsElement, AttributeValues<typeof mapAttributes> {
  /** The clock of the update debounce and the load time-out. */
  timers?: Timers;
}

/** The events `<sqs-map>` dispatches, by name, with their detail. */
export interface SqsMapEvents {
  /** The map is drawn. */
  'sqs-map-ready': { provider: MapProvider };
  /** The map could not be loaded; the card stands alone. */
  'sqs-map-error': { provider: MapProvider };
  /** Changes were applied. */
  'sqs-map-update': { location: MapLocation; options: MapOptions };
}

/** The contract of `<sqs-map>`. */
export const mapElement = defineContract('sqs-map', mapAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-map': SqsMapElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsMapEvents {}
}
