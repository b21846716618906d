import type { ComponentType } from 'react';
import type { SheetSource } from '../css.js';
import type { ElementContract, Kinds } from '../element-types.js';
import type { HostStandIn } from './host-stand-in.js';

/**
 * What the server render needs of an element: its contract, the component the browser renders and its sheets. Its
 * render reads the element's own tree and its ancestors' attributes, never what follows the element in the page: the
 * streaming render sends an element as soon as the parser has closed it.
 */
export interface ServerElement extends ElementContract {
  /** The component, given the typed attributes and a host stand-in (see `hostStandIn`). */
  readonly Component: ComponentType<Record<string, unknown>>;
  /** The sheets its shadow root adopts after the base sheet, in order; their text is its stylesheet file. */
  readonly styles: readonly SheetSource[];
  /** Returns why this element is left to render in the browser (its content only exists there), or undefined. */
  readonly leftToBrowser?: (host: HostStandIn) => string | undefined;
  /**
   * What it shows without a script, when that is markup of its own rather than its scripted render's (every tab as a
   * section, a still marquee, a picture strip, a thumbnail linking to the player): its script replaces it on take-over.
   */
  readonly noScript?: string;
}

/**
 * Returns the server-render description of an element, from the contract, component and sheets its `define.ts` uses,
 * the cases it leaves to the browser, and what it shows without a script when that is markup of its own.
 */
export function serverElement<A extends Kinds>(
  // The component's host prop is the element; on the server it is a stand-in with the same attribute reads.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<any>,
  contract: ElementContract<A>,
  styles: readonly SheetSource[],
  leftToBrowser?: ServerElement['leftToBrowser'],
  noScript?: string,
): ServerElement {
  return { ...contract, Component, styles, leftToBrowser, noScript };
}
