import { define, defineElementClass } from '../shared/define-element.js';
import { Marquee } from './Marquee.js';
import { marqueeStyles } from './marquee.styles.js';
import { marqueeElement } from './marquee.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './marquee.en.js';

export type { SqsMarqueeElement } from './marquee.element.js';

define(marqueeElement.tag, defineElementClass(Marquee, { ...marqueeElement, styles: [marqueeStyles] }));
