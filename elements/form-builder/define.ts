import { define, defineElementClass } from '../shared/define-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { FormBuilder } from './FormBuilder.js';
import { formBuilderElement } from './form-builder.element.js';
import { formBuilderStyles } from './form-builder.styles.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './form-builder.en.js';

export type { SqsFormBuilderElement, SqsFormBuilderEvents } from './form-builder.element.js';

define(
  formBuilderElement.tag,
  defineElementClass(FormBuilder, { ...formBuilderElement, styles: [visuallyHiddenStyles, formBuilderStyles] }),
);
