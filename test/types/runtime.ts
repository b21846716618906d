// A host page that uses the runtime (`sqs-elements/runtime.js`): the events it dispatches on document are typed.
import type { SqsDocumentEvents } from 'sqs-elements/runtime.js';

document.addEventListener('sqs-consent-change', (event) => event.detail.accepted satisfies boolean);
document.addEventListener('sqs-system-error', (event) => event.detail.url satisfies string);
export const track: SqsDocumentEvents['sqs-track'] = { event: 'add-to-cart', data: { value: 1 } };
// @ts-expect-error not a tracked event
export const wrongTrack: SqsDocumentEvents['sqs-track'] = { event: 'purchase' };
