import leafletCss from 'sqs:leaflet.css';
import { css } from '../shared/css.js';
import { loadChunk } from '../../runtime/load-chunk.js';
import { markerPosition } from './map-options.js';
import type { MapView, ViewSetup } from './view.js';

/** Leaflet's own stylesheet, adopted into the map's shadow root (page styles do not reach it there). */
const leafletStyles = css`
  ${leafletCss}
`;

/** Tile templates for the Leaflet view. */
export interface TileSource {
  url: string;
  /** Tiles for the satellite style; without them satellite shows the normal tiles. */
  satelliteUrl: string;
}

/**
 * Draws the map with Leaflet over raster tiles (loaded on first use, as a chunk of its own). Leaflet's zoom and
 * attribution controls are off: the element renders its own (Leaflet builds theirs from HTML strings, which a page
 * that enforces Trusted Types refuses); the pin is a DOM element, not an HTML string, for the same reason.
 */
export async function createLeafletView(setup: ViewSetup, tiles: TileSource): Promise<MapView> {
  // Leaflet's ES module build (its package's main file is UMD).
  const L = await loadChunk('leaflet', () => import('leaflet/dist/leaflet-src.esm.js'));
  const { container, onPinClick, onMove, pinLabel } = setup;
  const root = container.getRootNode();
  // First, so the element's own rules (the pin, the style filters) win over Leaflet's.
  if (root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(leafletStyles()))
    root.adoptedStyleSheets = [leafletStyles(), ...root.adoptedStyleSheets];
  let { location, options } = setup;
  const map = L.map(container, {
    zoomControl: false,
    attributionControl: false,
    keyboard: true,
  });
  const pinShape = document.createElement('span');
  pinShape.className = 'sqs-map-pin-shape';
  const icon = L.divIcon({ className: 'sqs-map-pin', html: pinShape, iconSize: [28, 40], iconAnchor: [14, 40] });
  let layer: ReturnType<typeof L.tileLayer> | undefined;
  let layerUrl = '';
  let marker: ReturnType<typeof L.marker> | undefined;

  const apply = (): void => {
    const url = options.style === 'satellite' && tiles.satelliteUrl ? tiles.satelliteUrl : tiles.url;
    if (url !== layerUrl) {
      layer?.remove();
      layer = L.tileLayer(url, { maxZoom: 19 }).addTo(map);
      layerUrl = url;
    }
    map.setView([location.mapLat, location.mapLng], location.mapZoom, { animate: false });
    const interactive = {
      dragging: options.draggable,
      scrollWheelZoom: options.scrollwheel,
      touchZoom: options.draggable,
    } as const;
    for (const [handler, on] of Object.entries(interactive)) {
      const h = (map as unknown as Record<string, { enable(): void; disable(): void }>)[handler]!;
      if (on) h.enable();
      else h.disable();
    }
    const pin = markerPosition(location);
    marker?.remove();
    marker = L.marker([pin.lat, pin.lng], {
      icon,
      title: pinLabel,
      alt: pinLabel,
      keyboard: options.linkOnClick,
      interactive: options.linkOnClick,
      draggable: options.markerDraggable,
    }).addTo(map);
    if (options.linkOnClick) marker.on('click', onPinClick);
  };
  apply();
  map.on('moveend zoomend', onMove);
  return {
    update(nextLocation, nextOptions) {
      location = nextLocation;
      options = nextOptions;
      apply();
    },
    zoomIn: () => map.zoomIn(),
    zoomOut: () => map.zoomOut(),
    zoom: () => map.getZoom(),
    destroy: () => map.remove(),
  };
}
