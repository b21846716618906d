import { define, defineElementClass } from '../shared/define-element.js';
import { Animate } from './Animate.js';
import { animateElement } from './animate.element.js';
import { animateStyles } from './animate.styles.js';

export type { SqsAnimateElement } from './animate.element.js';

define(animateElement.tag, defineElementClass(Animate, { ...animateElement, styles: [animateStyles] }));
