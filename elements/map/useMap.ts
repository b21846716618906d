import { useEffect, useMemo, useRef, useState } from 'react';
import { getSiteContext } from '../../runtime/context.js';
import { timers as pageTimers } from '../../runtime/lib/timers.js';
import type { ElementProps } from '../shared/define-element.js';
import { useInView } from '../shared/hooks/useInView.js';
import { ChunkLoadError, loadChunk } from '../shared/load-chunk.js';
import { warnInvalid } from '../shared/warn.js';
import { emit } from '../shared/emit.js';
import type { MapProvider, MapState, mapAttributes, SqsMapElement } from './map.element.js';
import { decodeRenderKey } from './google-maps.js';
import type { MapView, ViewSetup } from './view.js';
import {
  externalMapUrl,
  MAP_UPDATE_DEBOUNCE_MS,
  mergeLocation,
  mergeOptions,
  type MapLocation,
  type MapOptions,
} from './map-options.js';

/** How far outside the viewport a map starts loading its code and tiles. */
const NEAR_MARGIN = '200px';

type Props = ElementProps<typeof mapAttributes, SqsMapElement>;

/** The location and options from the attributes, with the `location` / `options` properties merged over them. */
function useMapData(props: Props): { location: MapLocation; options: MapOptions } {
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
  const key = JSON.stringify([fromAttributes, props.location, props.options]);
  return useMemo(() => {
    const location = mergeLocation(fromAttributes.location, props.location);
    const options = mergeOptions(fromAttributes.options, props.options);
    for (const field of location.invalid)
      warnInvalid(
        host,
        `location.${field}`,
        JSON.stringify(props.location?.[field as never]),
        fromAttributes.location[field as keyof MapLocation],
      );
    for (const field of options.invalid)
      warnInvalid(
        host,
        `options.${field}`,
        JSON.stringify(props.options?.[field as never]),
        fromAttributes.options[field as keyof MapOptions],
      );
    return { location: location.location, options: options.options };
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
  const { location, options } = useMapData(props);
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
  const key = props.apiKey || decodeRenderKey(getSiteContext().mapsRenderKey);
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
    container,
    link: externalMapUrl(location, state === 'ready' ? zoom : location.mapZoom),
    zoomIn: () => view.current?.zoomIn(),
    zoomOut: () => view.current?.zoomOut(),
    /** True when the provider's code (not its service) could not be loaded: the map offers `retry`. */
    codeFailed,
    retry: () => setAttempt((n) => n + 1),
  };
}
