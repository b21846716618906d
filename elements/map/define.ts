import { define, defineElementClass } from '../shared/define-element.js';
import type { Timers } from '../../runtime/lib/timers.js';
import { AddressMap } from './Map.js';
import { mapStyles } from './map.styles.js';
import { mapElement, type SqsMapElement } from './map.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './map.en.js';

export type { SqsMapElement, SqsMapEvents } from './map.element.js';

/** Registers `<sqs-map>`. */
class MapElement
  extends defineElementClass(AddressMap, { ...mapElement, styles: [mapStyles] })
  implements SqsMapElement
{
  /** The clock of the update debounce and the load time-out. */
  timers?: Timers;
}

define(mapElement.tag, MapElement);
