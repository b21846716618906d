import type { CSSProperties, ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { LoadFailed } from '../shared/LoadFailed.js';
import { useMessages } from '../shared/use-messages.js';
import english from './map.en.js';
import type { mapAttributes, SqsMapElement } from './map.element.js';
import { addressQuery } from './map-options.js';
import { useMap } from './useMap.js';

/**
 * The map block: the map (a labelled, keyboard-operable region), its zoom buttons and tile attribution, and the
 * address card with a real link to the external maps page, which also stands in for the map when it cannot load.
 */
export function AddressMap(props: ElementProps<typeof mapAttributes, SqsMapElement>): ReactNode {
  const t = useMessages(props.host, english);
  const place = addressQuery({ ...props, mapLat: 0, mapLng: 0, mapZoom: 0, markerLat: null, markerLng: null });
  const map = useMap(props, place || t('map.pin'));
  const { location, options } = map;
  const lines = [location.addressLine1, location.addressLine2, location.addressCountry].filter((line) => line.trim());
  const ownControls = map.provider === 'leaflet' && options.showControls && map.state === 'ready';
  return (
    <div
      part="base"
      data-state={map.state}
      data-style={options.style}
      // The block's own height (`vSize` rows or `aspectRatio`, a share of the width measured on this wrapper).
      data-sized={map.height?.endsWith('cqi') ? 'ratio' : map.height ? 'rows' : undefined}
      style={map.height ? ({ '--sqs-map-height': map.height } as CSSProperties) : undefined}
    >
      <div
        part="map"
        ref={map.container}
        role="region"
        aria-label={place ? t('map.label-place', { place }) : t('map.label')}
      />
      {ownControls ? (
        <div part="controls">
          <button type="button" part="button zoom-in" aria-label={t('map.zoom-in')} onClick={map.zoomIn}>
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" part="button zoom-out" aria-label={t('map.zoom-out')} onClick={map.zoomOut}>
            <span aria-hidden="true">−</span>
          </button>
        </div>
      ) : null}
      {map.provider === 'leaflet' && props.tileAttribution ? <p part="attribution">{props.tileAttribution}</p> : null}
      {map.codeFailed ? (
        <LoadFailed host={props.host} onRetry={map.retry} />
      ) : map.state === 'failed' ? (
        <p part="message" role="status">
          {t('map.failed')}
        </p>
      ) : null}
      <address part="card">
        {location.addressTitle ? <strong part="title">{location.addressTitle}</strong> : null}
        {lines.map((line, i) => (
          <span part="line" key={i}>
            {line}
          </span>
        ))}
        <a part="link" href={map.link} target="_blank" rel="noopener noreferrer">
          {t('map.open')}
        </a>
      </address>
    </div>
  );
}
