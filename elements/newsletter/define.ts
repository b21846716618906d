import { define, defineElementClass } from '../shared/define-element.js';
import { fieldsStyles } from '../shared/forms/fields.styles.js';
import { Newsletter } from './Newsletter.js';
import { newsletterStyles } from './newsletter.styles.js';
import { newsletterElement } from './newsletter.element.js';

export type { SqsNewsletterElement, SqsNewsletterEvents } from './newsletter.element.js';

define(
  newsletterElement.tag,
  defineElementClass(Newsletter, { ...newsletterElement, styles: [fieldsStyles, newsletterStyles] }),
);
