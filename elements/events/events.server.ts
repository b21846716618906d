import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { Events } from './Events.js';
import { eventsElement } from './events.element.js';
import { eventsStyles } from './events.styles.js';

/**
 * Without a script: the calendar's month shows its events as a list under the grid (its days open no agenda), and the
 * controls that need the script (the list's Upcoming and Past, the calendar's month switcher) are gone. Where scripts
 * run the list is never shown, so the server's render has the box the scripted render takes.
 */
const noScriptStyles = css`
  [part~='month-events'] {
    margin-block-start: ${token('space-4')};
  }
  @media (scripting: enabled) {
    [part~='month-events'] {
      display: none;
    }
  }
  @media (scripting: none) {
    [part~='toggle'] {
      display: none;
    }
    [part~='previous'],
    [part~='next'] {
      visibility: hidden;
    }
  }
`;

/**
 * Renders `<sqs-events>` on a server (`sqs-elements/ssr`) from its events given as the render's data: the list (or the
 * month, with the month's events listed under it), each event's linked title, dates, place and add-to-calendar links,
 * in the site's time zone as its page's site context names it. One whose events are not given is left to the browser.
 */
export const eventsServer = serverElement(
  Events,
  eventsElement,
  [visuallyHiddenStyles, eventsStyles, noScriptStyles],
  undefined,
  "a calendar's events also as a list, and no control that needs the script",
);
