import { define, defineElementClass } from '../shared/define-element.js';
import { SystemError } from './SystemError.js';
import { systemErrorStyles } from './system-error.styles.js';
import { systemErrorElement } from './system-error.element.js';

export type { SqsSystemErrorElement, SqsSystemErrorEvents } from './system-error.element.js';

define(systemErrorElement.tag, defineElementClass(SystemError, { ...systemErrorElement, styles: [systemErrorStyles] }));
