import { serverElement } from '../shared/ssr/server-element.js';
import { Animate } from './Animate.js';
import { animateElement } from './animate.element.js';
import { animateStyles } from './animate.styles.js';

/**
 * Renders `<sqs-animate>` on a server (`sqs-elements/ssr`) as it ends: its content shown, still. The script watches it
 * come into view (its pictures loaded) and plays its animation then, from its hidden start.
 */
export const animateServer = serverElement(
  Animate,
  animateElement,
  [animateStyles],
  undefined,
  'its content, shown and still',
);
