import { define, defineElementClass } from '../shared/define-element.js';
import { fieldsStyles } from '../shared/forms/fields.styles.js';
import { Newsletter } from './Newsletter.js';
import { newsletterStyles } from './newsletter.styles.js';
import { newsletterElement } from './newsletter.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import '../shared/forms/forms.en.js';

export type { SqsNewsletterElement, SqsNewsletterEvents } from './newsletter.element.js';

define(
  newsletterElement.tag,
  defineElementClass(Newsletter, { ...newsletterElement, styles: [fieldsStyles, newsletterStyles] }),
);
