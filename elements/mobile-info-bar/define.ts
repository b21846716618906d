import { define, defineElementClass } from '../shared/define-element.js';
import { MobileInfoBar } from './MobileInfoBar.js';
import { mobileInfoBarStyles } from './mobile-info-bar.styles.js';
import { mobileInfoBarElement } from './mobile-info-bar.element.js';

export type { SqsMobileInfoBarElement } from './mobile-info-bar.element.js';

define(
  mobileInfoBarElement.tag,
  defineElementClass(MobileInfoBar, { ...mobileInfoBarElement, styles: [mobileInfoBarStyles] }),
);
