// A host page that imports one element (`sqs-elements/elements/accordion-item.js`): its tag and events are typed.
import type { SqsAccordionItemElement } from 'sqs-elements/elements/accordion-item.js';

export const item: SqsAccordionItemElement | null = document.querySelector('sqs-accordion-item');
document
  .querySelector('sqs-accordion-item')
  ?.addEventListener('sqs-toggle', (event) => event.detail.open satisfies boolean);
