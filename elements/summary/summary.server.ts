import { readBlockJson } from '../shared/block-json.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { Summary } from './Summary.js';
import { summaryBlock } from './summary-block.js';
import { summaryElement } from './summary.element.js';
import { summaryStyles } from './summary.styles.js';

/** True when `host` holds a `.summary-item` (items the page rendered), which it reads from its light DOM. */
const holdsItems = (host: HostStandIn): boolean =>
  host.children.some(
    (child) => /(^|\s)summary-item(\s|$)/.test(child.getAttribute('class') ?? '') || holdsItems(child),
  );

/** Returns why a block is left to the browser: items it reads there, or a layout written as an inline style. */
function leftToBrowser(host: HostStandIn): string | undefined {
  if (holdsItems(host)) return 'the items the page rendered are read there';
  const element = host as unknown as HTMLElement;
  // Columns, widths and ratios from the block data are custom properties of an inline style, which a strict policy drops.
  if (Object.keys(summaryBlock(element, readBlockJson(element)).style).length)
    return "its block data's layout is an inline style there";
  return undefined;
}

/**
 * Renders `<sqs-summary>` on a server (`sqs-elements/ssr`) from its rendering given as the render's data (sanitized
 * as elements); one whose rendering is not given, that holds the items the page rendered or whose block data sets
 * its layout is left to the browser.
 */
export const summaryServer = serverElement(Summary, summaryElement, [summaryStyles], leftToBrowser);
