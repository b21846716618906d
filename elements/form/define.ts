import { define, defineElementClass } from '../shared/define-element.js';
import { Form } from './Form.js';
import { fieldsStyles } from '../shared/forms/fields.styles.js';
import { formElement } from './form.element.js';
import { formStyles } from './form.styles.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import '../shared/forms/forms.en.js';

export type { SqsFormElement, SqsFormEvents } from './form.element.js';

define(formElement.tag, defineElementClass(Form, { ...formElement, styles: [fieldsStyles, formStyles] }));
