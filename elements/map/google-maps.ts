import { timers as pageTimers, type Timers } from '../../runtime/lib/timers.js';
import { appendScript } from '../../runtime/trusted-script.js';
import type { ScriptRule } from '../shared/script-url.js';
import { MAP_LOAD_TIMEOUT_MS } from './map-options.js';

/** The Google Maps JavaScript API's script. */
export const GOOGLE_MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js';

const MAPS_PARAM = /^[\w.,:-]{1,200}$/;

/**
 * Where `google-maps-url` may point: the API's one script, with the loader's own parameters; the element sets `key`,
 * `language`, `region` and its own `callback` on top, so no other callback is ever named.
 */
export const GOOGLE_MAPS_SCRIPT_RULE: ScriptRule = {
  paths: [GOOGLE_MAPS_SCRIPT],
  params: new Map(
    [
      'key',
      'v',
      'libraries',
      'language',
      'region',
      'channel',
      'solution_channel',
      'auth_referrer_policy',
      'map_ids',
    ].map((name) => [name, MAPS_PARAM]),
  ),
};

/** The part of `google.maps` the map element uses. */
export interface GoogleMapsApi {
  Map: new (container: HTMLElement, options: Record<string, unknown>) => GoogleMap;
  Marker: new (options: Record<string, unknown>) => GoogleMarker;
  event: { addListener(target: unknown, name: string, handler: () => void): { remove(): void } };
}
export interface GoogleMap {
  setOptions(options: Record<string, unknown>): void;
  setCenter(center: { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
  getZoom(): number | undefined;
}
export interface GoogleMarker {
  setPosition(position: { lat: number; lng: number }): void;
  setDraggable(draggable: boolean): void;
  setMap(map: GoogleMap | null): void;
}

/** What the script is loaded with: the key, and the page's language and region. */
export interface GoogleMapsLoad {
  key: string;
  language?: string;
  region?: string;
  /** The script's url (a local stand-in in tests). */
  url?: string;
  /** The clock of the 30 s time-out. */
  timers?: Timers;
}

let _loading: Promise<GoogleMapsApi> | undefined;
let _callbacks = 0;

const api = (): GoogleMapsApi | undefined => (window as unknown as { google?: { maps?: GoogleMapsApi } }).google?.maps;

/**
 * Loads the Google Maps JavaScript API once per page (spec 001 §4: loaded once and shared; every map waits for the
 * same load) with the key, language and region, and rejects when it has not called back within 30 s (spec 001 §9)
 * or the script fails. After a failure the next map tries again.
 */
export function loadGoogleMaps({
  key,
  language,
  region,
  url = GOOGLE_MAPS_SCRIPT,
  timers = pageTimers,
}: GoogleMapsLoad): Promise<GoogleMapsApi> {
  if (_loading) return _loading;
  const loading = new Promise<GoogleMapsApi>((resolve, reject) => {
    const ready = api();
    if (ready) return resolve(ready);
    const callback = `__sqsMapsReady${++_callbacks}`;
    const registry = window as unknown as Record<string, unknown>;
    const done = (error?: Error): void => {
      timers.clearTimeout(timer);
      delete registry[callback];
      const maps = api();
      if (!error && maps) resolve(maps);
      else reject(error ?? new Error('the maps API did not load'));
    };
    const timer = timers.setTimeout(
      () => done(new Error(`the maps API did not load within ${MAP_LOAD_TIMEOUT_MS / 1000} s`)),
      MAP_LOAD_TIMEOUT_MS,
    );
    registry[callback] = () => done();
    const src = new URL(url, document.baseURI);
    src.searchParams.set('key', key);
    if (language) src.searchParams.set('language', language);
    if (region) src.searchParams.set('region', region);
    src.searchParams.set('callback', callback);
    try {
      appendScript(src.href).addEventListener('error', () => done(new Error('the maps API script failed')), {
        once: true,
      });
    } catch (error) {
      done(error as Error);
    }
  });
  _loading = loading;
  loading.catch(() => {
    if (_loading === loading) _loading = undefined;
  });
  return loading;
}

/** Decodes the site context's base64 render key; '' when it is missing or not base64. */
export function decodeRenderKey(encoded: unknown): string {
  if (typeof encoded !== 'string' || !encoded) return '';
  try {
    return atob(encoded).trim();
  } catch {
    return '';
  }
}

/** Google Maps styles for the spec's map styles (satellite is a map type, not a style). */
export function googleStyles(style: string, showLabels: boolean): Array<Record<string, unknown>> {
  const labels = showLabels ? [] : [{ elementType: 'labels', stylers: [{ visibility: 'off' }] }];
  const looks: Record<string, Array<Record<string, unknown>>> = {
    grayscale: [{ stylers: [{ saturation: -100 }] }],
    'minimal-light': [
      { stylers: [{ saturation: -100 }, { lightness: 40 }] },
      { featureType: 'poi', stylers: [{ visibility: 'off' }] },
    ],
    'minimal-dark': [
      { stylers: [{ saturation: -100 }, { invert_lightness: true }, { lightness: -10 }] },
      { featureType: 'poi', stylers: [{ visibility: 'off' }] },
    ],
    'minimal-blue': [
      { stylers: [{ hue: '#0077ff' }, { saturation: -40 }] },
      { featureType: 'poi', stylers: [{ visibility: 'off' }] },
    ],
  };
  return [...(looks[style] ?? []), ...labels];
}
