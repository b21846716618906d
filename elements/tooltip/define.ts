import { define, defineElementClass } from '../shared/define-element.js';
import { Tooltip } from './Tooltip.js';
import { tooltipStyles } from './tooltip.styles.js';
import { tooltipElement } from './tooltip.element.js';

export type { SqsTooltipElement, SqsTooltipEvents } from './tooltip.element.js';

define(tooltipElement.tag, defineElementClass(Tooltip, { ...tooltipElement, styles: [tooltipStyles] }));
