import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { tooltipAttributes, SqsTooltipElement } from './tooltip.element.js';
import { useTooltip } from './useTooltip.js';

/** Renders the slotted trigger and the tooltip bubble holding the slotted description. */
export function Tooltip({ host, delay }: ElementProps<typeof tooltipAttributes, SqsTooltipElement>): ReactNode {
  const { bubbleProps } = useTooltip(host, delay);
  return (
    <>
      <slot />
      <div part="base" {...bubbleProps}>
        <slot name="content" />
      </div>
    </>
  );
}
