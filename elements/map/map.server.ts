import { readBlockJson } from '../shared/block-json.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { AddressMap } from './Map.js';
import { mapElement } from './map.element.js';
import { readMapBlock } from './map-options.js';
import { mapStyles } from './map.styles.js';

/** Returns why a map is left to the browser: a height from its block data, set as an inline style there. */
function leftToBrowser(host: HostStandIn): string | undefined {
  const element = host as unknown as HTMLElement;
  const block = readMapBlock(readBlockJson(element), (attribute) => host.hasAttribute(attribute));
  return block.height ? "its block data's height is an inline style there" : undefined;
}

/**
 * Renders `<sqs-map>` on a server (`sqs-elements/ssr`): the address card, with its link to the external maps page, and
 * the map's place kept at its height; the map itself (its provider's code and tiles) comes with the script.
 */
export const mapServer = serverElement(
  AddressMap,
  mapElement,
  [mapStyles],
  leftToBrowser,
  'the address card and its link to the maps page',
);
