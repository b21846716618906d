import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { Events } from './Events.js';
import { eventsElement } from './events.element.js';
import { eventsStyles } from './events.styles.js';

/**
 * Renders `<sqs-events>` on a server (`sqs-elements/ssr`) from its events given as the render's data: the list (or the
 * month), each event's linked title, dates, place and add-to-calendar links, in the site's time zone as its page's
 * site context names it. One whose events are not given is left to the browser.
 */
export const eventsServer = serverElement(Events, eventsElement, [visuallyHiddenStyles, eventsStyles]);
