import { googleStyles, loadGoogleMaps, type GoogleMapsLoad } from './google-maps.js';
import type { MapView, ViewSetup } from './view.js';
import { markerPosition, type MapLocation, type MapOptions } from './map-options.js';

/** The Google Maps options for the spec's display options (spec 001 §3). */
function mapOptions(location: MapLocation, options: MapOptions): Record<string, unknown> {
  return {
    center: { lat: location.mapLat, lng: location.mapLng },
    zoom: location.mapZoom,
    mapTypeId: options.style === 'satellite' ? 'hybrid' : options.showTerrain ? 'terrain' : 'roadmap',
    styles: googleStyles(options.style, options.showLabels),
    draggable: options.draggable,
    gestureHandling: options.draggable ? (options.scrollwheel ? 'greedy' : 'cooperative') : 'none',
    scrollwheel: options.scrollwheel,
    disableDefaultUI: options.disableDefaultUI,
    zoomControl: options.showControls,
    keyboardShortcuts: true,
  };
}

/** Draws the map with the Google Maps JavaScript API (loaded once per page, shared by every map). */
export async function createGoogleView(setup: ViewSetup, load: GoogleMapsLoad): Promise<MapView> {
  const maps = await loadGoogleMaps(load);
  const { container, onPinClick, onMove, pinLabel } = setup;
  const map = new maps.Map(container, mapOptions(setup.location, setup.options));
  const marker = new maps.Marker({
    map,
    position: markerPosition(setup.location),
    title: pinLabel,
    draggable: setup.options.markerDraggable,
  });
  let linkOnClick = setup.options.linkOnClick;
  const listeners = [
    maps.event.addListener(marker, 'click', () => linkOnClick && onPinClick()),
    maps.event.addListener(map, 'idle', onMove),
  ];
  return {
    update(location, options) {
      linkOnClick = options.linkOnClick;
      map.setOptions(mapOptions(location, options));
      marker.setPosition(markerPosition(location));
      marker.setDraggable(options.markerDraggable);
    },
    zoomIn: () => map.setZoom((map.getZoom() ?? 0) + 1),
    zoomOut: () => map.setZoom((map.getZoom() ?? 0) - 1),
    zoom: () => map.getZoom() ?? setup.location.mapZoom,
    destroy() {
      for (const listener of listeners) listener.remove();
      marker.setMap(null);
    },
  };
}
