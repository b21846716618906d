/** Registers every element (the "all" entry, `dist/sqs-elements.js`). */
import './accordion/define.js';
import './accordion-item/define.js';
import './cart-indicator/define.js';
import './marquee/define.js';
import './menu-tab/define.js';
import './menu-tabs/define.js';
