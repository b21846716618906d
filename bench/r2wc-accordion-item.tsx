/**
 * The comparison element of the render bench: the real `AccordionItem` component and styles, wrapped with
 * `@r2wc/react-to-web-component`'s default renderer — one React root per element — instead of the bridge's shared
 * root. Defines `<bench-r2wc-accordion-item>`. scripts/bench.mjs bundles it (React in production mode) into
 * bench/.build/; it is never shipped.
 */
import r2wc from '@r2wc/react-to-web-component';
import { useLayoutEffect, type ReactNode } from 'react';
import { AccordionItem } from '../elements/accordion-item/AccordionItem.js';
import { accordionItemStyles } from '../elements/accordion-item/accordion-item.styles.js';
import { baseStyles } from '../elements/shared/base.styles.js';

type Host = HTMLElement & { open: boolean; updateComplete: Promise<void>; _rendered(): void };

interface Props {
  /** The shadow root r2wc attached and renders into. */
  container: ShadowRoot;
  heading?: string;
  open?: boolean;
  headingLevel?: number;
}

/** Renders the real item for r2wc's props, and settles the host's `updateComplete` on each commit. */
function RootPerElementItem({ container, heading, open, headingLevel }: Props): ReactNode {
  const host = container.host as Host;
  // Same signal as the bridge's: a layout effect of the commit that rendered the item.
  useLayoutEffect(() => host._rendered());
  return (
    <AccordionItem
      host={host as unknown as Parameters<typeof AccordionItem>[0]['host']}
      heading={heading ?? ''}
      open={open ?? false}
      headingLevel={headingLevel ?? 3}
    />
  );
}

const Base = r2wc(RootPerElementItem, {
  shadow: 'open',
  props: { heading: 'string', open: 'boolean', headingLevel: 'number' },
}) as unknown as { new (): HTMLElement };

class RootPerElementAccordionItem extends Base {
  /** Settles after the first commit (all the bench waits for). */
  updateComplete: Promise<void>;
  _rendered: () => void = () => undefined;

  constructor() {
    super();
    this.shadowRoot!.adoptedStyleSheets = [baseStyles(), accordionItemStyles()];
    this.updateComplete = new Promise<void>((resolve) => (this._rendered = resolve));
  }
}

customElements.define('bench-r2wc-accordion-item', RootPerElementAccordionItem);
