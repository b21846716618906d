import { define, defineElementClass } from '../shared/define-element.js';
import { SystemError } from './SystemError.js';
import { systemErrorStyles } from './system-error.styles.js';
import { systemErrorElement } from './system-error.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './system-error.en.js';

export type { SqsSystemErrorElement, SqsSystemErrorEvents } from './system-error.element.js';

define(systemErrorElement.tag, defineElementClass(SystemError, { ...systemErrorElement, styles: [systemErrorStyles] }));
