import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { Product } from './Product.js';
import { productElement } from './product.element.js';
import { productStyles } from './product.styles.js';

/** True when the product's JSON is a slotted script, whose text only the browser reads. */
const holdsProductScript = (host: HostStandIn): boolean =>
  host.children.some(
    (child) =>
      child.localName === 'script' &&
      child.getAttribute('type') === 'application/json' &&
      !child.hasAttribute('data-sqs-data'),
  );

/**
 * Renders `<sqs-product>` on a server (`sqs-elements/ssr`) from its `product` attribute or from its product given as
 * the render's data; one whose product is a slotted script, or is not given, is left to the browser.
 */
export const productServer = serverElement(Product, productElement, [visuallyHiddenStyles, productStyles], (host) =>
  holdsProductScript(host) ? 'its product JSON is a script read there' : undefined,
);
