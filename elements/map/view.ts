import type { MapLocation, MapOptions } from './map-options.js';

/** A map drawn by a provider, as the element drives it. */
export interface MapView {
  /** Applies new location and options (already debounced). */
  update(location: MapLocation, options: MapOptions): void;
  zoomIn(): void;
  zoomOut(): void;
  /** The current zoom (for the external link). */
  zoom(): number;
  destroy(): void;
}

/** What a provider is told besides the data. */
export interface ViewSetup {
  container: HTMLElement;
  location: MapLocation;
  options: MapOptions;
  /** The pin was clicked (or activated with the keyboard). */
  onPinClick(): void;
  /** The view moved or zoomed. */
  onMove(): void;
  /** The pin's accessible name. */
  pinLabel: string;
}
