import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

// Styles on raster tiles are CSS filters on Leaflet's tile pane (original: none); the Google provider draws them
// with its own style rules instead.
export const mapStyles = css`
  :host {
    --sqs-map-height: 400px;
    --sqs-map-pin-color: ${token('color-danger')};
    display: block;
  }
  [part~='base'] {
    position: relative;
  }
  [part~='base'][data-sized='ratio'] {
    container-type: inline-size;
  }
  [part~='map'] {
    block-size: var(--sqs-map-height);
    background: ${token('color-gray-100')};
  }
  [part~='map']:focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 2px;
  }
  [data-state='failed'] [part~='map'] {
    display: none;
  }
  [data-style='grayscale'] .leaflet-tile-pane {
    filter: grayscale(1);
  }
  [data-style='minimal-light'] .leaflet-tile-pane {
    filter: grayscale(1) brightness(1.12) contrast(0.8);
  }
  [data-style='minimal-dark'] .leaflet-tile-pane {
    filter: grayscale(1) invert(1) brightness(0.85) contrast(0.9);
  }
  [data-style='minimal-blue'] .leaflet-tile-pane {
    filter: grayscale(1) sepia(0.8) hue-rotate(175deg) saturate(1.8) brightness(0.92);
  }
  .sqs-map-pin {
    background: none;
    border: 0;
  }
  .sqs-map-pin-shape {
    position: absolute;
    inset-inline-start: 2px;
    inset-block-start: 2px;
    inline-size: 24px;
    block-size: 24px;
    border: 2px solid #fff;
    border-radius: 50% 50% 50% 0;
    background: var(--sqs-map-pin-color);
    transform: rotate(-45deg);
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.4);
  }
  .sqs-map-pin:focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 2px;
  }
  [part~='controls'] {
    position: absolute;
    inset-block-start: ${token('space-3')};
    inset-inline-start: ${token('space-3')};
    z-index: 1000;
    display: grid;
    gap: 1px;
  }
  [part~='button'] {
    inline-size: 36px;
    block-size: 36px;
    border: 1px solid ${token('color-border')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font: inherit;
    font-size: ${token('font-size-xl')};
    cursor: pointer;
  }
  [part~='attribution'] {
    position: absolute;
    inset-inline-end: 0;
    inset-block-start: calc(var(--sqs-map-height) - 1.6em);
    z-index: 1000;
    margin: 0;
    padding: 0 ${token('space-1')};
    background: rgb(255 255 255 / 0.8);
    color: ${token('color-gray-700')};
    font-size: ${token('font-size-xs')};
  }
  [part~='message'] {
    margin: 0 0 ${token('space-2')};
    color: ${token('color-text-muted')};
  }
  [part~='card'] {
    display: flex;
    flex-direction: column;
    gap: ${token('space-1')};
    padding-block: ${token('space-3')};
    font-style: normal;
  }
  [part~='link'] {
    color: ${token('color-accent')};
  }
`;
