import { define, defineElementClass } from '../shared/define-element.js';
import { MobileInfoBar } from './MobileInfoBar.js';
import { mobileInfoBarStyles } from './mobile-info-bar.styles.js';
import { mobileInfoBarElement } from './mobile-info-bar.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './mobile-info-bar.en.js';

export type { SqsMobileInfoBarElement } from './mobile-info-bar.element.js';

define(
  mobileInfoBarElement.tag,
  defineElementClass(MobileInfoBar, { ...mobileInfoBarElement, styles: [mobileInfoBarStyles] }),
);
