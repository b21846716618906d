import { define, defineElementClass } from '../shared/define-element.js';
import { textFieldStyles } from '../shared/text-field.styles.js';
import { LoginPrompt } from './LoginPrompt.js';
import { loginPromptStyles } from './login-prompt.styles.js';
import { loginPromptElement } from './login-prompt.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './login-prompt.en.js';

export type { SqsLoginPromptElement, SqsLoginPromptEvents } from './login-prompt.element.js';

define(
  loginPromptElement.tag,
  defineElementClass(LoginPrompt, { ...loginPromptElement, styles: [textFieldStyles, loginPromptStyles] }),
);
