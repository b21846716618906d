import { serverElement } from '../shared/ssr/server-element.js';
import { MobileInfoBar } from './MobileInfoBar.js';
import { mobileInfoBarElement } from './mobile-info-bar.element.js';
import { mobileInfoBarStyles } from './mobile-info-bar.styles.js';

/**
 * Renders `<sqs-mobile-info-bar>` on a server (`sqs-elements/ssr`): the details its page's site context switches on,
 * their links working without a script; its sheet shows the bar on a narrow window only, as the script does.
 */
export const mobileInfoBarServer = serverElement(MobileInfoBar, mobileInfoBarElement, [mobileInfoBarStyles]);
