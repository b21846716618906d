import { define, defineElementClass } from '../shared/define-element.js';
import { AccessDenied } from './AccessDenied.js';
import { accessDeniedStyles } from './access-denied.styles.js';
import { accessDeniedElement } from './access-denied.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './access-denied.en.js';

export type { SqsAccessDeniedElement, SqsAccessDeniedEvents } from './access-denied.element.js';

define(
  accessDeniedElement.tag,
  defineElementClass(AccessDenied, { ...accessDeniedElement, styles: [accessDeniedStyles] }),
);
