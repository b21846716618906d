import { define, defineElementClass } from '../shared/define-element.js';
import { Form } from './Form.js';
import { fieldsStyles } from '../shared/forms/fields.styles.js';
import { formElement } from './form.element.js';
import { formStyles } from './form.styles.js';

export type { SqsFormElement, SqsFormEvents } from './form.element.js';

define(formElement.tag, defineElementClass(Form, { ...formElement, styles: [fieldsStyles, formStyles] }));
