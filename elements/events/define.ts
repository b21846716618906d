import { define, defineElementClass } from '../shared/define-element.js';
import { Events } from './Events.js';
import { eventsStyles } from './events.styles.js';
import { eventsElement, type SqsEventsElement } from './events.element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './events.en.js';

export type { EventsLoadDetail, SqsEventsElement, SqsEventsEvents } from './events.element.js';

/** Registers `<sqs-events>`. */
class EventsElement
  extends defineElementClass(Events, { ...eventsElement, styles: [visuallyHiddenStyles, eventsStyles] })
  implements SqsEventsElement
{
  /** How the events are requested (the page's `fetch` by default). */
  fetcher?: typeof fetch;
}

define(eventsElement.tag, EventsElement);
