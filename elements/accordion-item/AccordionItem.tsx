import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { accordionItemAttributes, SqsAccordionItemElement } from './accordion-item.element.js';
import { rendersOnServer } from '../shared/server-render.js';
import { openedByAccordion, useAccordionItem } from './useAccordionItem.js';

/**
 * Renders one accordion item: a heading holding the trigger button, then the panel with the slotted content. On a
 * server it renders a native `<details>` with the same parts, so the item opens and closes before its script runs
 * (or without one); the browser takes over the state the visitor left it in.
 */
export function AccordionItem({
  host,
  heading,
  open,
  headingLevel,
}: ElementProps<typeof accordionItemAttributes, SqsAccordionItemElement>): ReactNode {
  const { triggerProps, panelProps, animating } = useAccordionItem(host, open);
  const label = (
    <span part="label">
      <slot name="heading">{heading}</slot>
    </span>
  );
  if (rendersOnServer(host))
    return (
      // The item an `expand-first` accordion opens on upgrade is open from the start, as its pre-upgrade rule shows it.
      <details part="base" open={open || openedByAccordion(host)}>
        <summary part="header trigger">
          {label}
          <span part="icon" aria-hidden="true" />
        </summary>
        <div part="panel">
          <div part="content">
            <slot />
          </div>
        </div>
      </details>
    );
  return (
    <div part="base" data-animating={animating || undefined}>
      <div part="header" role="heading" aria-level={headingLevel}>
        <button type="button" part="trigger" {...triggerProps}>
          {label}
          <span part="icon" aria-hidden="true" />
        </button>
      </div>
      <div part="panel" {...panelProps}>
        <div part="content">
          <slot />
        </div>
      </div>
    </div>
  );
}
