import { useEffect, useMemo, useRef, useState } from 'react';
import { timers as pageTimers } from '../../runtime/lib/timers.js';
import type { ElementProps } from '../shared/define-element.js';
import { useInView } from '../shared/hooks/useInView.js';
import { ChunkLoadError, loadChunk } from '../../runtime/load-chunk.js';
import { readBlockJson, warnUnknownKeys } from '../shared/block-json.js';
import { warnInvalid, warnOnce } from '../shared/warn.js';
import { emit } from '../shared/emit.js';
import { siteContextOf } from '../shared/site-context-of.js';
import type { MapProvider, MapState, mapAttributes, SqsMapElement } from './map.element.js';
import { decodeRenderKey } from './google-maps.js';
import type { MapView, ViewSetup } from './view.js';
import {
  externalMapUrl,
  MAP_BLOCK_KEYS,
  MAP_UPDATE_DEBOUNCE_MS,
  mergeLocation,
  mergeOptions,
  readMapBlock,
  type MapLocation,
  type MapOptions,
} from './map-options.js';

/** How far outside the viewport a map starts loading its code and tiles. */
const NEAR_MARGIN = '200px';

type Props = ElementProps<typeof mapAttributes, SqsMapElement>;

/** Warns once per field of `raw` that `merge` found of the wrong kind, naming it under `prefix`. */
function warnFields(host: HTMLElement, prefix: string, invalid: string[], raw: object | null, base: object): void {
  for (const field of invalid)
    warnInvalid(
      host,
      `${prefix}.${field}`,
      JSON.stringify((raw as Record<string, unknown> | null)?.[field]),
      (base as Record<string, unknown>)[field],
    );
}

/**
 * The location and options from the attributes, with the platform's block data (`block-json`) over the defaults of
 * the attributes not set, and the `location` / `options` properties merged over both; and the block's height.
 */
function useMapData(props: Props): { location: MapLocation; options: MapOptions; height: string | null } {
  const { host } = props;
  const fromAttributes = {
    location: {
      mapLat: props.mapLat,
      mapLng: props.mapLng,
      mapZoom: props.mapZoom,
      markerLat: props.markerLat,
      markerLng: props.markerLng,
      addressTitle: props.addressTitle,
      addressLine1: props.addressLine1,
      addressLine2: props.addressLine2,
      addressCountry: props.addressCountry,
    },
    options: {
      style: props.mapStyle,
      showLabels: props.showLabels,
      showTerrain: props.showTerrain,
      draggable: props.draggable,
      scrollwheel: props.scrollwheel,
      showControls: props.showControls,
      disableDefaultUI: props.disableDefaultUi,
      markerDraggable: props.markerDraggable,
      linkOnClick: props.linkOnClick,
    },
  };
  const key = JSON.stringify([fromAttributes, props.location, props.options, props.blockJson]);
  return useMemo(() => {
    const block = readBlockJson(host);
    warnUnknownKeys(host, block, MAP_BLOCK_KEYS);
    const data = readMapBlock(block, (attribute) => host.hasAttribute(attribute));
    for (const name of data.unknown)
      warnOnce(host, `block-json ${name}`, `<sqs-map>: block-json key "${name}" is not supported and is ignored.`);
    for (const name of data.invalid) warnInvalid(host, `block-json ${name}`, JSON.stringify(block[name]), null);
    const fromBlock = {
      location: mergeLocation(fromAttributes.location, data.location),
      options: mergeOptions(fromAttributes.options, data.options),
    };
    warnFields(host, 'block-json location', fromBlock.location.invalid, data.location, fromAttributes.location);
    warnFields(host, 'block-json', fromBlock.options.invalid, data.options, fromAttributes.options);
    const location = mergeLocation(fromBlock.location.location, props.location);
    const options = mergeOptions(fromBlock.options.options, props.options);
    warnFields(host, 'location', location.invalid, props.location, fromBlock.location.location);
    warnFields(host, 'options', options.invalid, props.options, fromBlock.options.options);
    return { location: location.location, options: options.options, height: data.height };
    // `key` covers every input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, host]);
}

/**
 * Runs the map: loads the provider's code when the element nears the viewport (Leaflet over tiles, or the Google
 * Maps API when a key is given — the attribute, else the site context's render key), applies later changes after 60
 * ms of quiet (spec 000 §9), keeps the external link on the current zoom, and reports `sqs-map-ready`,
 * `sqs-map-update` and `sqs-map-error`.
 */
export function useMap(props: Props, pinLabel: string) {
  const host = props.host;
  const { location, options, height } = useMapData(props);
  const near = useInView(host, { rootMargin: NEAR_MARGIN, once: true });
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<MapView | null>(null);
  const [state, setStateOnly] = useState<MapState>('idle');
  // The host's data-state changes with the state itself, so listeners of the events below already see it.
  const setState = (next: MapState): void => {
    host.dataset.state = next;
    setStateOnly(next);
  };
  const [zoom, setZoom] = useState(location.mapZoom);
  // Bumped by `retry` after the provider's code failed to load; `codeFailed` offers that retry.
  const [attempt, setAttempt] = useState(0);
  const [codeFailed, setCodeFailed] = useState(false);
  const latest = useRef({ location, options });
  latest.current = { location, options };
  const key = props.apiKey || decodeRenderKey(siteContextOf(host).mapsRenderKey);
  const provider: MapProvider = key ? 'google' : 'leaflet';

  useEffect(() => {
    host.dataset.state = state;
    host.dataset.provider = provider;
  }, [host, state, provider]);

  useEffect(() => {
    if (!near || !container.current) return;
    let live = true;
    setState('loading');
    setCodeFailed(false);
    const setup: ViewSetup = {
      container: container.current,
      ...latest.current,
      pinLabel,
      onPinClick: () =>
        window.open(externalMapUrl(latest.current.location, view.current?.zoom()), '_blank', 'noopener,noreferrer'),
      onMove: () => view.current && setZoom(view.current.zoom()),
    };
    const timers = host.timers ?? pageTimers;
    const language = props.language || document.documentElement.lang || undefined;
    const created =
      provider === 'google'
        ? loadChunk('google-view', () => import('./google-view.js')).then(({ createGoogleView }) =>
            createGoogleView(setup, {
              key,
              language,
              region: props.region || undefined,
              url: props.googleMapsUrl,
              timers,
            }),
          )
        : loadChunk('leaflet-view', () => import('./leaflet-view.js')).then(({ createLeafletView }) =>
            createLeafletView(setup, { url: props.tileUrl, satelliteUrl: props.satelliteTileUrl }),
          );
    created.then(
      (made) => {
        if (!live) return made.destroy();
        view.current = made;
        // Data that changed while the code loaded.
        if (latest.current.location !== setup.location || latest.current.options !== setup.options)
          made.update(latest.current.location, latest.current.options);
        setState('ready');
        emit(host, 'sqs-map-ready', { provider });
      },
      (error: unknown) => {
        if (!live) return;
        setState('failed');
        setCodeFailed(error instanceof ChunkLoadError);
        console.warn(
          `<sqs-map>: the map could not be loaded (${(error as Error)?.message ?? error}); showing the address.`,
        );
        emit(host, 'sqs-map-error', { provider });
      },
    );
    return () => {
      live = false;
      view.current?.destroy();
      view.current = null;
    };
    // Built once per provider and source; later data goes through update().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near, provider, key, props.tileUrl, props.satelliteTileUrl, props.googleMapsUrl, attempt]);

  // Later changes, 60 ms after the last one.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timers = host.timers ?? pageTimers;
    const timer = timers.setTimeout(() => {
      if (!view.current) return;
      view.current.update(latest.current.location, latest.current.options);
      setZoom(latest.current.location.mapZoom);
      emit(host, 'sqs-map-update', { location: latest.current.location, options: latest.current.options });
    }, MAP_UPDATE_DEBOUNCE_MS);
    return () => timers.clearTimeout(timer);
  }, [host, location, options]);

  return {
    state,
    provider,
    location,
    options,
    height,
    container,
    link: externalMapUrl(location, state === 'ready' ? zoom : location.mapZoom),
    zoomIn: () => view.current?.zoomIn(),
    zoomOut: () => view.current?.zoomOut(),
    /** True when the provider's code (not its service) could not be loaded: the map offers `retry`. */
    codeFailed,
    retry: () => setAttempt((n) => n + 1),
  };
}
